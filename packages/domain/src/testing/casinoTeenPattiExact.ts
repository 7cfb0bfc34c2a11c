import { canonicalDeck, casinoCardCode, type CasinoCard } from '../casino/cards.ts';
import type { CasinoGameDefinition } from '../casino/definition.ts';
import type { TeenPattiDeal } from '../casino/rules/teenPattiDeal.ts';
import { exactReadings, type ExactReading } from './casinoExact.ts';
import { handWalk, walkShoe } from './casinoShoeWalk.ts';
import type { SimulatedBet } from './casinoSimulation.ts';

/** The teen patti tables' deal positions of each hand (dealt A, B, A, B, A, B). */
export const teenPattiHands = { A: [0, 2, 4], B: [1, 3, 5] } as const;

/** What a one-hand bet reads: the positions of its cards, and what of each card. */
export interface HandRead {
  readonly positions: readonly number[];
  readonly classOf?: (card: CasinoCard) => string | number | boolean;
}

/** The hand a bet whose suffix ends in A or B reads, each card whole unless `classOf` says less. */
export const handOfSuffix = (bet: SimulatedBet, classOf: HandRead['classOf'] = casinoCardCode): HandRead => ({
  positions: bet.suffix.endsWith('A') ? teenPattiHands.A : teenPattiHands.B,
  classOf,
});

/**
 * Each bet's exact return over every set of cards it reads: one hand or one card (both hands at once,
 * 407 million deals, are too many to walk in CI).
 */
export function oneHandReadings(
  definition: CasinoGameDefinition<TeenPattiDeal>,
  bets: readonly SimulatedBet[],
  readOf: (bet: SimulatedBet) => HandRead,
): ExactReading[] {
  const shoe = canonicalDeck({ copies: 1 });
  return bets.flatMap((bet) => {
    const { positions, classOf } = readOf(bet);
    return exactReadings(definition, [bet], walkShoe(definition, handWalk(shoe, positions, classOf)));
  });
}
