/** Refusals of the sports routes (shown as toasts on the admin screens). */
export const sportsMessages = {
  matchNotFound: 'Match not found',
  marketNotFound: 'Market not found',
  matchNotInFeed: 'This match is not in the feed',
  matchSportMismatch: 'This match belongs to another sport',
  closedMatchActivation: 'A finished match cannot be activated',
  marketFinished: 'This market is settled or void and cannot be changed',
  noScoreYet: 'No score for this match yet',
} as const;
