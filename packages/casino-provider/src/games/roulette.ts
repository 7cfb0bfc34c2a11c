import type { RandomInt } from './random.ts';

/**
 * Single-zero (European) roulette: pockets 0 to 36, zero loses every outside bet. Every bet returns 36
 * for each 37 staked over the long run (RTP 36/37, 97.30%).
 */
export const pockets = 37;

const redNumbers: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type PocketColour = 'red' | 'black' | 'green';

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return redNumbers.has(pocket) ? 'red' : 'black';
}

export const evenMoneyKinds = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type RouletteBet =
  | { kind: 'straight'; number: number }
  | { kind: (typeof evenMoneyKinds)[number] }
  | { kind: 'dozen' | 'column'; which: 1 | 2 | 3 };

/** Winnings per unit staked, on top of the stake returned. */
export function payoutToOne(bet: RouletteBet): number {
  if (bet.kind === 'straight') return 35;
  if (bet.kind === 'dozen' || bet.kind === 'column') return 2;
  return 1;
}

export function betCovers(bet: RouletteBet, pocket: number): boolean {
  if (bet.kind === 'straight') return pocket === bet.number;
  if (pocket === 0) return false;
  switch (bet.kind) {
    case 'red':
    case 'black':
      return pocketColour(pocket) === bet.kind;
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.which;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.which;
  }
}

/** What a bet returns on a pocket, stake included (0 when it loses). */
export function betReturnCents(bet: RouletteBet, stakeCents: number, pocket: number): number {
  return betCovers(bet, pocket) ? stakeCents * (1 + payoutToOne(bet)) : 0;
}

const ordinals = ['1st', '2nd', '3rd'] as const;
const evenMoneyLabels: Record<(typeof evenMoneyKinds)[number], string> = {
  red: 'Red',
  black: 'Black',
  odd: 'Odd',
  even: 'Even',
  low: '1 to 18',
  high: '19 to 36',
};

export function betLabel(bet: RouletteBet): string {
  if (bet.kind === 'straight') return `Number ${bet.number}`;
  if (bet.kind === 'dozen') return `${ordinals[bet.which - 1]} dozen`;
  if (bet.kind === 'column') return `${ordinals[bet.which - 1]} column`;
  return evenMoneyLabels[bet.kind];
}

/** One key per distinct bet, so the page and the server add chips on the same bet together. */
export function betKey(bet: RouletteBet): string {
  if (bet.kind === 'straight') return `straight:${bet.number}`;
  if (bet.kind === 'dozen' || bet.kind === 'column') return `${bet.kind}:${bet.which}`;
  return bet.kind;
}

export interface PlacedBet {
  bet: RouletteBet;
  stakeCents: number;
}

export interface RouletteSpin {
  pocket: number;
  colour: PocketColour;
  results: readonly (PlacedBet & { returnCents: number })[];
  winCents: number;
}

export function settlePocket(pocket: number, bets: readonly PlacedBet[]): RouletteSpin {
  const results = bets.map((placed) => ({
    ...placed,
    returnCents: betReturnCents(placed.bet, placed.stakeCents, pocket),
  }));
  const winCents = results.reduce((sum, result) => sum + result.returnCents, 0);
  return { pocket, colour: pocketColour(pocket), results, winCents };
}

export function spinRoulette(randomInt: RandomInt, bets: readonly PlacedBet[]): RouletteSpin {
  return settlePocket(randomInt(pockets), bets);
}

/** Chips the page offers, in cents. */
export const rouletteChipsCents: readonly number[] = [100, 500, 1000, 5000, 10000, 50000];
/** The most one bet may carry, and the most bets one spin may hold. */
export const rouletteMaxBetCents = 1_000_000;
export const rouletteMaxBets = 60;
