/** What settlement refuses with (the admin's toast); the spec quotes none of these. */
export const settlementMessages = {
  marketNotFound: 'Market not found',
  notARunner: "The result must be one of the market's runners",
  runTotalInvalid: 'The result of a session must be a run total (a whole number, 0 or more)',
  settledWithOtherResult: 'This market is already settled with another result. Roll it back first.',
  marketVoided: 'This market is void. Roll back the void first.',
  marketSettled: 'This market is settled. Roll back its result before voiding it.',
  nothingToRollBack: 'This market has no result to roll back',
  winningsSpent: 'Cannot roll back: these players no longer hold their winnings',
} as const;
