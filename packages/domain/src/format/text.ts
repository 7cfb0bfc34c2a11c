/** Spec 3, Profit/loss item: "narration (the part before the first slash is shown)". */
export function narrationLabel(narration: string): string {
  return (narration.split('/', 1)[0] ?? '').trim();
}

/** Spec 3, Casino result: "mid (the part before the dot is shown)": the round of a casino market id. */
export function casinoRoundLabel(marketId: string): string {
  return marketId.split('.', 1)[0] ?? '';
}

/** Spec 4: "The page title is the upper-cased host name." */
export function pageTitle(hostname: string): string {
  return hostname.toUpperCase();
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
