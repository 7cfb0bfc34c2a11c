import {
  isSessionBet,
  openMarketExposure,
  openSessionExposure,
  runnerBetOf,
  sessionBetOf,
  toMinor,
  type PlacedBet,
} from '@exchange/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, noSportLimits, fancyBet, runnerBet, type TestMatch } from '../testing/markets.ts';
import { balanceOf, expectStoredTally, newPlayer, openBetsOf, placeBet, settle } from '../testing/bets.ts';

let t: TestApp;
let agent: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin });
});
afterAll(() => t.close());

/** One step of a random session: a bet, a cancel of a waiting bet, or a price move (which may match some). */
type Step =
  | {
      kind: 'runnerBet';
      player: number;
      bookmaker: boolean;
      runner: number;
      back: boolean;
      tick: number;
      stake: number;
    }
  | { kind: 'fancyBet'; player: number; back: boolean; stake: number }
  | { kind: 'cancel'; player: number; pick: number }
  | { kind: 'move'; shift: number; fancyShift: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('runnerBet' as const),
    player: fc.nat(2),
    bookmaker: fc.boolean(),
    runner: fc.nat(1),
    back: fc.boolean(),
    tick: fc.integer({ min: -3, max: 3 }),
    stake: fc.integer({ min: 1, max: 400 }),
  }),
  fc.record({
    kind: fc.constant('fancyBet' as const),
    player: fc.nat(2),
    back: fc.boolean(),
    stake: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), player: fc.nat(2), pick: fc.nat(20) }),
  fc.record({
    kind: fc.constant('move' as const),
    shift: fc.integer({ min: -4, max: 4 }),
    fancyShift: fc.integer({ min: -3, max: 3 }),
  }),
);

/** Match odds prices on the 0.02 steps of the ladder between 2 and 3, moved by `shift` steps. */
function ladderPrice(base: number, steps: number): number {
  return Math.round((base + steps * 0.02) * 100) / 100;
}

const openBets = (match: TestMatch, token: string) => openBetsOf(t, match.matchId, token);

/** The domain's exposure of a user from its open bets as the bet list shows them, market by market. */
function domainExposure(match: TestMatch, open: readonly PlacedBet[]): number {
  const markets = [match.matchOdds, match.bookmaker];
  let total = 0;
  for (const market of markets) {
    const own = open.filter((bet) => bet.marketId === market.marketId);
    const selectionIds = market.runners.map((runner) => runner.selectionId);
    total += openMarketExposure(selectionIds, {
      matched: own.filter((bet) => bet.status === 'match').map(runnerBetOf),
      waiting: own.filter((bet) => bet.status === 'unmatch').map(runnerBetOf),
    });
  }
  const sessions = open.filter((bet) => bet.marketId === match.fancy.marketId && isSessionBet(bet));
  total += openSessionExposure({
    matched: sessions.filter((bet) => bet.status === 'match').map(sessionBetOf),
    waiting: sessions.filter((bet) => bet.status === 'unmatch').map(sessionBetOf),
  });
  return total;
}

describe('exposure after random bets, cancels and price moves', () => {
  it("equals, for every user, the domain's computation from its open bets", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const match = await createTestMatch(t, { sport: noSportLimits });
        const players = await Promise.all([0, 1, 2].map(() => newPlayer(t, agent, { balance: 2_000 })));
        let level = 0;
        let fancyLevel = 0;
        const showPrices = () => {
          match.setPrices(match.matchOdds, [
            { back: [ladderPrice(2.5, level)], lay: [ladderPrice(2.52, level)] },
            { back: [ladderPrice(2.6, level)], lay: [ladderPrice(2.62, level)] },
            { back: [4], lay: [4.2] },
          ]);
          match.setFancy({ noLine: 78 + fancyLevel, noRate: 100, yesLine: 80 + fancyLevel, yesRate: 100 });
        };
        showPrices();
        for (const current of steps) {
          if (current.kind === 'move') {
            level += current.shift;
            fancyLevel += current.fancyShift;
            showPrices();
            await settle(t);
            continue;
          }
          const player = players[current.player % players.length];
          if (!player) continue;
          if (current.kind === 'runnerBet') {
            const market = current.bookmaker ? match.bookmaker : match.matchOdds;
            const odds = current.bookmaker
              ? (current.back ? 95 : 100) + (current.runner === 1 ? 15 : 0)
              : ladderPrice(current.runner === 0 ? 2.5 : 2.6, level + current.tick);
            const side = current.back ? 'back' : 'lay';
            await placeBet(
              t,
              player.token,
              runnerBet(market, match.matchId, { runner: current.runner, side, odds, stake: current.stake }),
            );
          } else if (current.kind === 'fancyBet') {
            const line = current.back ? 80 + fancyLevel : 78 + fancyLevel;
            await placeBet(
              t,
              player.token,
              fancyBet(match.fancy, match.matchId, {
                side: current.back ? 'back' : 'lay',
                line,
                rate: 100,
                stake: current.stake,
              }),
            );
          } else {
            const waiting = (await openBets(match, player.token)).filter((bet) => bet.status === 'unmatch');
            const chosen = waiting[current.pick % Math.max(1, waiting.length)];
            if (chosen)
              await t.call('DELETE', `/api/delete-current-bet/${chosen.id}`, { token: player.token });
          }
        }
        for (const player of players) {
          const open = await openBets(match, player.token);
          const { exposer, balance } = await balanceOf(t, player.token);
          expect(toMinor(exposer)).toBe(domainExposure(match, open));
          expect(balance).toBe(2_000);
          for (const market of [match.matchOdds, match.bookmaker]) {
            await expectStoredTally(t, player.user.id, market, open);
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
