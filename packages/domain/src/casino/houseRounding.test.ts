import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactDecimal } from '../money/exactDecimal.ts';
import { minor } from '../money/minorUnits.ts';
import { betOutcome, ruleForBet } from '../pnl/rules.ts';
import type { CasinoGameDefinition, CasinoStakeLimits } from './definition.ts';
import { casinoGameDefinitions } from './games/index.ts';
import { lucky7 } from './games/lucky7.ts';
import { casinoBetPnl, type CasinoStake } from './money.ts';
import { dealOfRound } from './round.ts';
import { quotesOf } from '../testing/casinoQuotedPrices.ts';

/** Issue 37: a casino win never pays above the quoted price, however the stake rounds. */

const limitsOf = (game: CasinoGameDefinition): CasinoStakeLimits => {
  if (!game.stakeLimits) throw new Error(`${game.code} has no stake limits`);
  return game.stakeLimits;
};

const quotedGames = casinoGameDefinitions.map((game) => ({
  game,
  quotes: quotesOf(game),
  limits: limitsOf(game),
}));

/** A bet on one of the games at a price it quotes, with a stake within its limits. */
const quotedBet = fc.constantFrom(...quotedGames).chain(({ game, quotes, limits }) =>
  fc.record({
    game: fc.constant(game),
    quote: fc.constantFrom(...quotes),
    stake: fc.integer({ min: limits.min, max: limits.max }),
  }),
);

/** The exact profit of a back at `price`, stake x (price - 1), as numerator / denominator. */
function exactProfit(stake: number, price: number): { numerator: bigint; denominator: bigint } {
  const { units, scale } = exactDecimal(price);
  return { numerator: BigInt(stake) * (units - scale), denominator: scale };
}

const stakeOf = (
  game: CasinoGameDefinition,
  side: 'back' | 'lay',
  stake: number,
  odds: number,
): CasinoStake => ({
  selectionId: 1,
  rule: ruleForBet({ betOn: 'CASINO', matchId: game.matchId }),
  side,
  stake: minor(stake),
  odds,
});

describe('casino P/L rounding (issue 37)', () => {
  it('pays a back win at most stake x (price - 1), and less by under one paisa, at every quoted price', () => {
    fc.assert(
      fc.property(quotedBet, ({ game, quote, stake }) => {
        const paid = BigInt(casinoBetPnl(stakeOf(game, 'back', stake, quote.price), { kind: 'win' }));
        const { numerator, denominator } = exactProfit(stake, quote.price);
        return paid * denominator <= numerator && numerator < (paid + 1n) * denominator;
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes from a lay whose runner wins at least stake x (price - 1), and more by under one paisa', () => {
    fc.assert(
      fc.property(quotedBet, ({ game, quote, stake }) => {
        const taken = -BigInt(casinoBetPnl(stakeOf(game, 'lay', stake, quote.price), { kind: 'win' }));
        const { numerator, denominator } = exactProfit(stake, quote.price);
        return taken * denominator >= numerator && numerator > (taken - 1n) * denominator;
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives back at most half the stake on a half loss, and never rounds a loss', () => {
    fc.assert(
      fc.property(
        quotedBet,
        fc.constantFrom('back' as const, 'lay' as const),
        ({ game, quote, stake }, side) => {
          const bet = stakeOf(game, side, stake, quote.price);
          const halfLoss = casinoBetPnl(bet, { kind: 'halfLoss' });
          const loss = casinoBetPnl(bet, { kind: 'lose' });
          return (
            loss === (side === 'back' ? -stake : stake) && 2 * halfLoss <= loss && 2 * halfLoss > loss - 2
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('draws its prices from every game, lay prices among them', () => {
    expect(quotedGames.filter(({ quotes }) => quotes.length === 0)).toEqual([]);
    expect(quotedGames.some(({ quotes }) => quotes.some((quote) => quote.side === 'lay'))).toBe(true);
  });

  it('no longer pays Rs 0.01 won at 1.79 as 2.0, and takes no bet that small', () => {
    const odd = lucky7
      .markets(dealOfRound(lucky7, { serverSeed: 's', publicSeed: 'p', roundId: '1' }), 0)
      .find((market) => market.suffix === 'oddEven')
      ?.runners.find((runner) => runner.name === 'Odd');
    expect(odd?.back).toBe(1.79);
    const paisa = stakeOf(lucky7, 'back', 1, 1.79);
    // Spec 9's rounding, halves away from zero: 1 x 1.79 = 1.79 -> 2 paise back, 1 of them profit.
    expect(betOutcome({ rule: paisa.rule, side: 'back', stake: paisa.stake, price: 1.79 }).ifWins).toBe(1);
    expect(casinoBetPnl(paisa, { kind: 'win' })).toBe(0);
    expect(lucky7.stakeLimits?.min).toBe(1_000);
    // At the smallest stake, Rs 10, 1.79 pays exactly Rs 7.90; a paisa more staked, Rs 7.9079 is paid 7.90.
    expect(casinoBetPnl(stakeOf(lucky7, 'back', 1_000, 1.79), { kind: 'win' })).toBe(790);
    expect(casinoBetPnl(stakeOf(lucky7, 'back', 1_001, 1.79), { kind: 'win' })).toBe(790);
  });
});
