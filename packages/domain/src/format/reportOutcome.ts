/**
 * How a bet in a report ended, and why one that did not settle ended as it did (issue 39): the player's
 * Bet History and Live Casino Bets say it in words, where the wire has only a status and a P/L.
 */

export const reportOutcomes = [
  'won',
  'lost',
  'even',
  'void',
  'refused',
  'cancelled',
  'lapsed',
  'deleted',
  'open',
] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

export const reportOutcomeLabels: Record<ReportOutcome, string> = {
  won: 'Won',
  lost: 'Lost',
  even: 'Stake back',
  void: 'Void',
  refused: 'Refused',
  cancelled: 'Cancelled',
  lapsed: 'Lapsed',
  deleted: 'Deleted',
  open: 'Open',
};

/** A report row's outcome from its status (the wire's `bet_status`) and, settled, its P/L. */
export function reportOutcome(bet: {
  readonly bet_status?: string | undefined;
  readonly pnl?: number | undefined;
}): ReportOutcome {
  const status = bet.bet_status;
  if (status === 'settled') {
    const pnl = bet.pnl ?? 0;
    return pnl > 0 ? 'won' : pnl < 0 ? 'lost' : 'even';
  }
  const ended = reportOutcomes.find((outcome) => outcome === status);
  return ended ?? 'open';
}

/**
 * Why a bet that did not settle ended so, for the player who placed it; undefined for a bet that settled
 * or is still open. `closedBy` is who closed it: the player itself, someone else (its upline), or no one
 * (the exchange, as a market closed).
 */
export function betEndReason(status: string, closedBy: 'player' | 'upline' | null): string | undefined {
  switch (status) {
    case 'refused':
      return 'The price moved or the market was suspended during the in-play delay';
    case 'lapsed':
      return 'Still unmatched when the event went in play';
    case 'cancelled':
      if (closedBy === 'player') return 'Cancelled by you before it was matched';
      return closedBy === 'upline' ? 'Cancelled by your upline' : 'Still unmatched when the market closed';
    case 'deleted':
      return 'Deleted by your upline';
    case 'void':
      return 'The market was voided: the stake is returned';
    default:
      return undefined;
  }
}
