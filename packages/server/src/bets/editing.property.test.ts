import { openMarketExposure, runnerBetOf, toMinor, type PlacedBet } from '@exchange/domain';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../db/exchangeSchema.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch, noSportLimits, runnerBet, type TestMatch } from '../testing/markets.ts';
import { balanceOf, expectStoredTally, newPlayer, openBetsOf, placeBet, settle } from '../testing/bets.ts';

/**
 * Places, price edits, cancels and cancel-alls of two players, fired together round after round (placing
 * through the batcher, everything through the routes), against the model of what their answers say was
 * done in turn: a bet created waiting or matched by a placement or an edit; a waiting bet taken away by
 * exactly one successful edit, cancel or cancel-all, and then by no other. The bets table, the players'
 * exposure (and stored tallies) and the engine's index of waiting bets must agree with that model.
 */

let t: TestApp;
let agent: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin });
});
afterAll(() => t.close());

/** Ladder prices around the first runner's best back 2.0 and best lay 2.02: some match, some wait. */
const ladder = [1.96, 1.98, 2, 2.02, 2.04, 2.06, 2.08, 2.1] as const;

type Op =
  | { kind: 'place'; player: number; market: number; back: boolean; tick: number; stake: number }
  | { kind: 'edit'; player: number; pick: number; tick: number }
  | { kind: 'cancel'; player: number; pick: number }
  | { kind: 'cancelAll'; player: number; market: number | null };

const player = fc.nat(1);
const tick = fc.nat(ladder.length - 1);
const place = fc.record({
  kind: fc.constant('place' as const),
  player,
  market: fc.nat(1),
  back: fc.boolean(),
  tick,
  stake: fc.integer({ min: 1, max: 200 }),
});
// Edits weigh most: they are under test, and each needs a waiting bet that placements made.
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: place, weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('edit' as const), player, pick: fc.nat(9), tick }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), player, pick: fc.nat(9) }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('cancelAll' as const), player, market: fc.option(fc.nat(1)) }),
    weight: 1,
  },
);

/** The model: every bet the answers created, and which of them something took away (and how often). */
interface Model {
  created: Map<string, { player: number; matched: boolean }>;
  removals: Map<string, number>;
}

const remove = (model: Model, betId: string) =>
  model.removals.set(betId, (model.removals.get(betId) ?? 0) + 1);

/** Waiting bets of a player as the model last knew them: what its edits and cancels pick from. */
function waitingOf(model: Model, who: number): string[] {
  return [...model.created]
    .filter(([id, bet]) => bet.player === who && !bet.matched && !model.removals.has(id))
    .map(([id]) => id);
}

describe('edits, cancels and cancel-alls racing placements', () => {
  it('end where the answers, taken in turn, say they do', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(place, { minLength: 2, maxLength: 6 }),
        fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        async (opening, later) => {
          const rounds = [opening, ...later];
          const matches = [
            await createTestMatch(t, { sport: noSportLimits }),
            await createTestMatch(t, { sport: noSportLimits }),
          ];
          const players = [await newPlayer(t, agent), await newPlayer(t, agent)];
          const model: Model = { created: new Map(), removals: new Map() };

          const run = async (step: Op): Promise<void> => {
            const who = players[step.player];
            if (!who) return;
            const { token } = who;
            if (step.kind === 'place') {
              const on = matches[step.market] as TestMatch;
              const side = step.back ? 'back' : 'lay';
              const wire = runnerBet(on.matchOdds, on.matchId, {
                side,
                odds: ladder[step.tick] ?? 2,
                stake: step.stake,
              });
              const placed = await placeBet(t, token, wire);
              if (placed.status === 200) {
                const matched = placed.data.bet.status === 'match';
                model.created.set(placed.data.bet._id, { player: step.player, matched });
              }
              return;
            }
            if (step.kind === 'cancelAll') {
              const marketId = step.market === null ? undefined : matches[step.market]?.matchOdds.marketId;
              const { body } = await t.call('POST', '/bet/cancel-bets', { token, body: { marketId } });
              for (const id of (body.data as { betIds: string[] }).betIds) remove(model, id);
              return;
            }
            const waiting = waitingOf(model, step.player);
            const betId = waiting[step.pick % Math.max(1, waiting.length)];
            if (!betId) return;
            if (step.kind === 'cancel') {
              const answer = await t.call('DELETE', `/api/delete-current-bet/${betId}`, { token });
              if (answer.status === 200) remove(model, betId);
              return;
            }
            const odds = ladder[step.tick] ?? 2;
            const answer = await t.call('POST', '/bet/edit-bet-price', { token, body: { betId, odds } });
            if (answer.status !== 200) return;
            remove(model, betId);
            const bet = (answer.body.data as { bet: { _id: string; status: string } }).bet;
            model.created.set(bet._id, { player: step.player, matched: bet.status === 'match' });
          };

          // Each round's operations race; the model reads the next round's picks from their answers.
          for (const round of rounds) await Promise.all(round.map(run));

          // Never both the old bet and its edit alive, never a bet taken away twice.
          for (const count of model.removals.values()) expect(count).toBe(1);
          const stored = await t.database.db
            .select({ id: bets.id, status: bets.status })
            .from(bets)
            .where(
              inArray(
                bets.userId,
                players.map((entry) => entry.user.id),
              ),
            );
          expect(new Map(stored.map((row) => [row.id, row.status]))).toEqual(
            new Map(
              [...model.created].map(([id, bet]) => {
                if (model.removals.has(id)) return [id, 'cancelled'];
                return [id, bet.matched ? 'matched' : 'unmatched'];
              }),
            ),
          );

          for (const [index, entry] of players.entries()) {
            const open: PlacedBet[] = [];
            for (const on of matches) open.push(...(await openBetsOf(t, on.matchId, entry.token)));
            expect(new Set(open.map((bet) => bet.id))).toEqual(
              new Set(
                [...model.created]
                  .filter(([id, bet]) => bet.player === index && !model.removals.has(id))
                  .map(([id]) => id),
              ),
            );
            let exposure = 0;
            for (const on of matches) {
              const own = open.filter((bet) => bet.marketId === on.matchOdds.marketId);
              exposure += openMarketExposure(
                on.matchOdds.runners.map((runner) => runner.selectionId),
                {
                  matched: own.filter((bet) => bet.status === 'match').map(runnerBetOf),
                  waiting: own.filter((bet) => bet.status === 'unmatch').map(runnerBetOf),
                },
              );
              await expectStoredTally(t, entry.user.id, on.matchOdds, open);
            }
            expect(toMinor((await balanceOf(t, entry.token)).exposer)).toBe(exposure);
          }

          // The index of waiting bets holds every bet the model has waiting: once every price is reached,
          // the matcher matches them all.
          for (const on of matches) {
            on.setPrices(on.matchOdds, [
              { back: [10], lay: [1.01] },
              { back: [3.5], lay: [3.6] },
            ]);
          }
          await settle(t);
          const waiting = [...model.created]
            .filter(([id, bet]) => !bet.matched && !model.removals.has(id))
            .map(([id]) => id);
          if (waiting.length > 0) {
            const after = await t.database.db
              .select({ status: bets.status })
              .from(bets)
              .where(inArray(bets.id, waiting));
            expect(after.map((row) => row.status)).toEqual(waiting.map(() => 'matched'));
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});
