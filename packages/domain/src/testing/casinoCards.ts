import { parseCasinoCard, type CasinoCard } from '../casino/cards.ts';
import type { CasinoGameDefinition } from '../casino/definition.ts';

/** Test helpers for card games: cards by their result codes, and the published quotes checked against p. */

/** `KSS` as a card; a typo throws rather than testing nothing. */
export function card(code: string): CasinoCard {
  const parsed = parseCasinoCard(code);
  if (!parsed) throw new Error(`Not a card code: ${code}`);
  return parsed;
}

/** A row of dealt cards, `cards('KSS 2HH')`. */
export function cards(codes: string): CasinoCard[] {
  return codes.split(' ').map(card);
}

export interface QuoteCheck {
  /** How many back and lay prices were checked. */
  readonly checked: number;
  /** Each price that gives the player more than the target, with where it was published. */
  readonly misses: string[];
}

/**
 * CASINO.md 4, end: at every step where betting is open (before the deal, and after each step the game
 * reopens on), every open runner's back price must satisfy p x back <= target and its lay price
 * p x lay >= 2 - target, p being the runner's exact chance of winning given the cards shown.
 */
export function checkQuotes<Deal>(
  definition: CasinoGameDefinition<Deal>,
  deals: readonly Deal[],
  chance: (deal: Deal, shown: number, suffix: string, selectionId: number) => number,
  target = 0.99,
): QuoteCheck {
  const misses: string[] = [];
  let checked = 0;
  for (const deal of deals) {
    for (let shown = 0; shown < definition.steps(deal); shown += 1) {
      if (shown > 0 && !definition.reopensAfter?.(deal, shown)) continue;
      for (const market of definition.markets(deal, shown)) {
        if (market.status !== 'OPEN') continue;
        for (const runner of market.runners) {
          if (runner.status !== 'ACTIVE') continue;
          const p = chance(deal, shown, market.suffix, runner.selectionId);
          const where = () => `${definition.table(deal, shown).join(' ')} ${market.suffix}/${runner.name}`;
          // A cent rounded the house's way can still land within float noise of the target.
          if (runner.back !== null) {
            checked += 1;
            if (p * runner.back > target + 1e-9) misses.push(`${where()}: p ${p} x back ${runner.back}`);
          }
          if (runner.lay !== null) {
            checked += 1;
            if (p * runner.lay < 2 - target - 1e-9) misses.push(`${where()}: p ${p} x lay ${runner.lay}`);
          }
        }
      }
    }
  }
  return { checked, misses };
}
