import type { CasinoGameDefinition } from '../casino/definition.ts';
import { dealOfRound } from '../casino/round.ts';

/** Tests of what the casino pays (issue 37's rounding and win caps) over the prices the games quote. */

export interface Quote {
  readonly side: 'back' | 'lay';
  readonly price: number;
}

/**
 * The prices a game quotes over a few rounds, every step of each: back and lay prices, the lowest odds a
 * win may pay, and the odds a win pays where it has its own (Pair Plus, Top 9).
 */
export function quotesOf(game: CasinoGameDefinition, rounds = 12): Quote[] {
  const quotes = new Map<string, Quote>();
  const add = (side: Quote['side'], price: number | null | undefined) => {
    if (price !== null && price !== undefined && price > 1) quotes.set(`${side}${price}`, { side, price });
  };
  for (let n = 0; n < rounds; n += 1) {
    const deal = dealOfRound(game, {
      serverSeed: `rounding-${n}`,
      publicSeed: game.code,
      roundId: String(n),
    });
    for (let shown = 0; shown <= game.steps(deal); shown += 1) {
      for (const market of game.markets(deal, shown)) {
        for (const runner of market.runners) {
          add('back', runner.back);
          add('lay', runner.lay);
          add('back', runner.lowestWinOdds);
          const outcome = game.settle(deal, market.suffix, runner.selectionId);
          if (outcome.kind === 'win') add('back', outcome.odds);
        }
      }
    }
  }
  return [...quotes.values()];
}
