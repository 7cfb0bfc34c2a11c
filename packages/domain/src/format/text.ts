/** Spec 3, Profit/loss item: "narration (the part before the first slash is shown)". */
export function narrationLabel(narration: string): string {
  return (narration.split('/', 1)[0] ?? '').trim();
}

/** Spec 3, Casino result: "mid (the part before the dot is shown)": the round of a casino market id. */
export function casinoRoundLabel(marketId: string): string {
  return marketId.split('.', 1)[0] ?? '';
}

/**
 * Spec 2, Live Casino Bets: "Nation (selection name followed by the odds, or by the volume for fancy
 * bets)".
 */
export function nationLabel(bet: {
  readonly selectionName: string;
  readonly odds: number;
  readonly volume?: number | undefined;
  readonly isFancy: boolean;
}): string {
  const rate = bet.isFancy && bet.volume !== undefined ? bet.volume : bet.odds;
  return `${bet.selectionName} ${rate}`;
}

/**
 * Nation where the row has its own User Rate column (the player's bet reports): the runner alone, the
 * price twice having read as a mistake (issue 39); a fancy bet keeps its volume, which no column shows.
 * Lists without a rate column (the operator's) keep `nationLabel`.
 */
export function runnerLabel(bet: Parameters<typeof nationLabel>[0]): string {
  return bet.isFancy ? nationLabel(bet) : bet.selectionName;
}
