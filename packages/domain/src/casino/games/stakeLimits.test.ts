import { describe, expect, it } from 'vitest';
import type { BetOn, Side } from '../../constants/markets.ts';
import { ruleForBet, type PnlRule } from '../../pnl/rules.ts';
import { maxRequestAmount } from '../../schemas/primitives.ts';
import {
  casinoDefaultStakeLimits,
  casinoMaxWinPerBet,
  type CasinoStakeLimits,
  type RegisteredCasinoGame,
  won,
  type RunnerOutcome,
} from '../definition.ts';
import { casinoBetPnl, casinoBetStakeLimits } from '../money.ts';
import { dealOfRound } from '../round.ts';
import { casinoGameDefinitions } from './index.ts';

/** A price a bet can be placed at, and the odds its win pays (a Pair Plus win pays by the hand). */
interface BettablePrice {
  readonly where: string;
  readonly rule: PnlRule;
  readonly side: Side;
  readonly price: number;
  readonly win: RunnerOutcome;
}

const ruleOf = (game: RegisteredCasinoGame, betOn: BetOn) => ruleForBet({ betOn, matchId: game.matchId });

/** Picked runners' selection ids are all below this (the largest, Roulette's inside bets, are 6xxxx). */
const pickableIds = 100_000;

/**
 * Every price a bet can name on the game: each listed runner's back and lay over a few dealt rounds at
 * every step, with the win its round pays, and each runner a player can pick (pickRunner) on each market,
 * tried over every selection id.
 */
function bettablePrices(game: RegisteredCasinoGame, rounds = 40): BettablePrice[] {
  const prices = new Map<string, BettablePrice>();
  const add = (where: string, rule: PnlRule, side: Side, price: number | null, win = won) => {
    const key = `${where} ${side} ${price} ${win.kind === 'win' ? win.odds : ''}`;
    if (price !== null && price > 1) prices.set(key, { where, rule, side, price, win });
  };
  for (let n = 0; n < rounds; n += 1) {
    const deal = dealOfRound(game, { serverSeed: `stake-${n}`, publicSeed: game.code, roundId: String(n) });
    for (let shown = 0; shown <= game.steps(deal); shown += 1) {
      for (const market of game.markets(deal, shown)) {
        for (const runner of market.runners) {
          const where = `${game.code} ${market.suffix} ${runner.name}`;
          const rule = ruleOf(game, market.betOn);
          const outcome = game.settle(deal, market.suffix, runner.selectionId);
          add(where, rule, 'back', runner.back, outcome.kind === 'win' ? outcome : won);
          add(where, rule, 'lay', runner.lay);
        }
      }
    }
  }
  return [...prices.values(), ...pickedPrices(game)];
}

function pickedPrices(game: RegisteredCasinoGame): BettablePrice[] {
  if (!game.pickRunner) return [];
  const deal = dealOfRound(game, { serverSeed: 'picks', publicSeed: game.code, roundId: '0' });
  return game.markets(deal, 0).flatMap((market) =>
    Array.from({ length: pickableIds }, (_, selectionId) => game.pickRunner?.(market.suffix, selectionId, 0))
      .filter((runner) => runner !== undefined)
      .flatMap((runner) =>
        (['back', 'lay'] as const).flatMap((side) => {
          const price = runner[side];
          const where = `${game.code} ${market.suffix} ${runner.name} (picked)`;
          return price === null ? [] : [{ where, rule: ruleOf(game, market.betOn), side, price, win: won }];
        }),
      ),
  );
}

const limitsOf = (game: RegisteredCasinoGame): CasinoStakeLimits =>
  game.stakeLimits ?? casinoDefaultStakeLimits;

describe("every game's stake limits (issue 37)", () => {
  it('are declared by every game the registry lists, from a minimum up to a maximum a request can stake', () => {
    for (const game of casinoGameDefinitions) {
      const limits = game.stakeLimits;
      expect(limits, game.code).toBeDefined();
      expect(limits?.min, game.code).toBeGreaterThan(0);
      expect(limits?.min, game.code).toBeLessThanOrEqual(limits?.max ?? 0);
      expect(limits?.max, game.code).toBeLessThanOrEqual(maxRequestAmount * 100);
    }
  });

  it('let no bet win more than Rs 25 lakh, on any runner a game lists or a player picks, at any price', () => {
    const over: string[] = [];
    for (const game of casinoGameDefinitions) {
      for (const { where, rule, side, price, win } of bettablePrices(game)) {
        const { max } = casinoBetStakeLimits(limitsOf(game), { rule, side, odds: price });
        const bet = { selectionId: 0, rule, side, stake: max, odds: price };
        const won = casinoBetPnl(bet, side === 'back' ? win : { kind: 'lose' });
        if (won > casinoMaxWinPerBet)
          over.push(`${where} ${side} ${price}: Rs ${won / 100} at Rs ${max / 100}`);
      }
    }
    expect(over).toEqual([]);
  });

  it("try every picked runner: Worli's 220 pattis, Lottery's 100 doubles and 1,000 triples", () => {
    const picked = (code: string) =>
      pickedPrices(casinoGameDefinitions.find((game) => game.code === code) as RegisteredCasinoGame).length;
    expect({ worli: picked('worli'), lottcard: picked('lottcard') }).toEqual({ worli: 220, lottcard: 1_100 });
  });

  it('default to Rs 10 up to Rs 50,000 a bet', () => {
    expect(casinoDefaultStakeLimits).toEqual({ min: 1_000, max: 5_000_000 });
  });
});
