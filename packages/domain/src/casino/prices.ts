/**
 * The price formulas of CASINO.md section 6, for markets priced from an exact probability p. Prices have
 * two decimals: floor for what the house pays (back), ceiling for what it asks (lay).
 */

// A product like 0.97 / 0.25 is 3.8799999999999994 in floating point: nudge before rounding to the cent.
const nudge = 1e-9;

export function floor2(x: number): number {
  return Math.floor(x * 100 + nudge) / 100;
}

export function ceil2(x: number): number {
  return Math.ceil(x * 100 - nudge) / 100;
}

export interface BackLay {
  readonly back: number;
  readonly lay: number;
}

/** Two-way markets with pushes (1-day teen patti and dragon tiger): q = w / (1 - t). */
export function twoWayQuote(win: number, push: number): BackLay {
  const q = win / (1 - push);
  return { back: floor2(0.99 / q), lay: ceil2(1.01 / q) };
}

/** Multi-runner markets (Bollywood, Queen, Race 20 kings, 1-day side markets). */
export function multiRunnerQuote(p: number): BackLay {
  return { back: floor2(0.97 / p), lay: ceil2(1.03 / p) };
}

/** Outcome tables (virtual games, "Win with", Worli patti, poker hand types): back only. */
export function outcomeTableOdds(p: number): number {
  return floor2(0.95 / p);
}

/** CASINO.md 6: a runner is suspended when p < 0.005 or p > 0.97, or when its back price is below 1.01. */
export function suspendedAt(p: number, back: number): boolean {
  return p < 0.005 || p > 0.97 || back < 1.01;
}
