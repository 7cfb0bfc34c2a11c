import { Refusal, toMinor, type BetWire } from '@exchange/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../db/schema.ts';
import { bets, marketExposures } from '../db/exchangeSchema.ts';
import { neverGone } from '../clientGone.ts';
import { verifyLedger } from '../ledger/index.ts';
import { rowsOf } from '../db/rows.ts';
import type { TestApp, TestUser } from '../testing/app.ts';
import { runnerBet, type TestMatch } from '../testing/markets.ts';
import { betEngineOf } from './index.ts';
import type { PlacementInput } from './placement.ts';
import type { BatchOutcome } from './placementBatch.ts';
import {
  bettingFixture,
  inOneBatch as inOneBatchOf,
  newPlayer,
  placedOf,
  placementInput,
  refusalOf,
  signedIn,
} from '../testing/bets.ts';

// Issue 22: bets placed together in one transaction (placementBatch.ts, batcher.ts) come out as they would
// one by one. On PostgreSQL with TEST_DATABASE_URL, on PGlite otherwise.
let t: TestApp;
let agent: TestUser;
let match: TestMatch;

beforeAll(async () => {
  ({ t, agent, match } = await bettingFixture());
});
afterAll(() => t.close());

let keys = 0;

const input = (user: TestUser, wire: BetWire, idempotencyKey?: string): PlacementInput =>
  placementInput(user, wire, { idempotencyKey });

/** One batch, exactly as the batcher places it: in one transaction. */
const inOneBatch = (inputs: PlacementInput[]) => inOneBatchOf(t, inputs);

/** The accounts whose exposure is not the sum of their market rows (none, when nothing is half-applied). */
async function exposuresAddUp(userIds: string[]) {
  return rowsOf(
    t.database.db,
    sql`select a.user_id from accounts a
    where a.user_id = any(${sql.param(userIds)}::uuid[])
      and a.exposure <> (select coalesce(sum(e.exposure), 0) from market_exposures e where e.user_id = a.user_id)`,
  );
}

const back = (stake: number, odds = 2) =>
  runnerBet(match.matchOdds, match.matchId, { side: 'back', odds, stake });

describe('a batch of bets', () => {
  it('places the good bets and refuses each bad one alone, with the refusal it gets on its own', async () => {
    const good = await newPlayer(t, agent);
    const locked = await newPlayer(t, agent);
    await t.database.db.update(users).set({ betLocked: true }).where(eq(users.id, locked.user.id));
    const poor = await newPlayer(t, agent, { balance: 10 });

    const outcomes = await inOneBatch([
      input(good.user, back(100)),
      input(good.user, back(100, 2.013)),
      input(locked.user, back(100)),
      input(poor.user, back(100)),
      input(good.user, { ...back(100), marketId: 'no-such-market' }),
      input(good.user, back(50)),
    ]);

    expect(outcomes.map(refusalOf)).toEqual([
      null,
      'odds_not_on_ladder',
      'bet_locked',
      'insufficient_balance',
      'market_not_found',
      null,
    ]);
    expect(placedOf(outcomes[0]).accountExposure).toBe(toMinor(100));
    // The second good bet saw the first one's exposure, as it would have once the first committed.
    expect(placedOf(outcomes[5]).accountExposure).toBe(toMinor(150));
    const stored = await t.database.db
      .select()
      .from(bets)
      .where(inArray(bets.userId, [good.user.id, locked.user.id, poor.user.id]));
    expect(stored.map((row) => row.stake).sort()).toEqual([toMinor(100), toMinor(50)].sort());
    // Each answered bet is the row stored, column for column (the write returns only id and time).
    const storedById = new Map(stored.map((row) => [row.id, row]));
    for (const placed of [placedOf(outcomes[0]), placedOf(outcomes[5])]) {
      expect(placed.row).toEqual(storedById.get(placed.row.id));
    }
    expect(await exposuresAddUp([good.user.id, locked.user.id, poor.user.id])).toEqual([]);
  });

  it('refuses the second of two bets of one player that together pass the exposure limit', async () => {
    const { user } = await newPlayer(t, agent, { balance: 10_000, exposureLimit: 1_000 });
    const outcomes = await inOneBatch([input(user, back(600)), input(user, back(600))]);

    expect(placedOf(outcomes[0]).accountExposure).toBe(toMinor(600));
    expect(refusalOf(outcomes[1])).toBe('exposure_limit_exceeded');
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account?.exposure).toBe(toMinor(600));
  });

  it("gives a player's first bet an account, and refuses it for the balance it does not have", async () => {
    const { user } = await newPlayer(t, agent);
    const unfunded = await t.createUser({ role: 'user', parent: agent });
    const accountOf = (userId: string) =>
      t.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    // A user whose account row is missing: its first money operation makes one (placementRows.ts).
    await t.database.db.delete(accounts).where(eq(accounts.userId, unfunded.id));
    await signedIn(t, unfunded);

    const outcomes = await inOneBatch([input(unfunded, back(100)), input(user, back(100))]);

    expect(outcomes.map(refusalOf)).toEqual(['insufficient_balance', null]);
    expect(await accountOf(unfunded.id)).toMatchObject([{ balance: 0, exposure: 0 }]);
  });

  it('answers the same idempotency key twice in one batch with one bet, and refuses it for another bet', async () => {
    const { user } = await newPlayer(t, agent);
    const key = `twice-${(keys += 1)}`;
    const outcomes = await inOneBatch([
      input(user, back(100), key),
      input(user, back(100), key),
      input(user, back(200), key),
    ]);

    const [first, again] = [placedOf(outcomes[0]), placedOf(outcomes[1])];
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.row.id).toBe(first.row.id);
    expect(refusalOf(outcomes[2])).toBe('bet_idempotency_key_reused');
    expect(await t.database.db.select().from(bets).where(eq(bets.userId, user.id))).toHaveLength(1);

    // And once committed, the key finds that bet from the next batch too.
    const later = await inOneBatch([input(user, back(100), key)]);
    expect(placedOf(later[0]).row.id).toBe(first.row.id);
  });
});

describe('a batch whose transaction fails', () => {
  beforeAll(async () => {
    // A real failure of the database: a trigger refuses one stake always and another stake only the first
    // time (a sequence is not rolled back with the transaction it was used in).
    await t.database.db.execute(sql`create sequence batch_test_transient`);
    await t.database.db.execute(
      sql.raw(`create function batch_test_fail() returns trigger language plpgsql as $$
      begin
        if new.stake = ${toMinor(43.21)} then raise exception 'injected failure'; end if;
        if new.stake = ${toMinor(43.22)} and nextval('batch_test_transient') = 1 then
          raise exception 'injected transient failure';
        end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql`create trigger batch_test_fail before insert on bets for each row execute function batch_test_fail()`,
    );
  });
  afterAll(async () => {
    await t.database.db.execute(sql`drop trigger batch_test_fail on bets`);
    await t.database.db.execute(sql`drop function batch_test_fail()`);
  });

  it('places every bet one by one: the failing bet fails alone and nothing is half-applied', async () => {
    const [first, failing, transient] = await Promise.all([1, 2, 3].map(() => newPlayer(t, agent)));
    if (!first || !failing || !transient) throw new Error('No players');
    const players = [first, failing, transient];
    const engine = betEngineOf(t.app);
    // Asked in the same turn: one batch, which the failing bet's insert rolls back whole.
    const answers = await Promise.allSettled([
      engine.place(input(first.user, back(100)), neverGone),
      engine.place(input(transient.user, back(43.22)), neverGone),
      engine.place(input(failing.user, back(43.21)), neverGone),
      engine.place(input(first.user, back(50)), neverGone),
    ]);

    // The batch failed on the transient failure; one by one, that bet went in the second time.
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const failure = answers[2];
    expect(failure?.status === 'rejected' && !(failure.reason instanceof Refusal)).toBe(true);
    const userIds = players.map((player) => player.user.id);
    const stored = await t.database.db.select().from(bets).where(inArray(bets.userId, userIds));
    expect(stored.map((row) => [row.userId, row.stake]).sort()).toEqual(
      [
        [first.user.id, toMinor(100)],
        [first.user.id, toMinor(50)],
        [transient.user.id, toMinor(43.22)],
      ].sort(),
    );
    const exposures = await t.database.db
      .select()
      .from(marketExposures)
      .where(inArray(marketExposures.userId, userIds));
    expect(exposures.map((row) => [row.userId, row.exposure]).sort()).toEqual(
      [
        [first.user.id, toMinor(150)],
        [transient.user.id, toMinor(43.22)],
      ].sort(),
    );
    expect(await exposuresAddUp(userIds)).toEqual([]);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});

describe('a bet whose client has gone', () => {
  it('is refused busy when its batch starts and stores nothing; the bets beside it are placed', async () => {
    const [staying, leaving] = await Promise.all([1, 2].map(() => newPlayer(t, agent)));
    if (!staying || !leaving) throw new Error('No players');
    const engine = betEngineOf(t.app);
    let left = false;
    // Asked in the same turn; the client goes before the batch's turn comes.
    const answers = Promise.allSettled([
      engine.place(input(staying.user, back(100)), neverGone),
      engine.place(input(leaving.user, back(100)), () => left),
    ]);
    left = true;
    const [kept, gone] = await answers;
    expect(kept?.status).toBe('fulfilled');
    expect(gone?.status === 'rejected' && gone.reason instanceof Refusal && gone.reason.code).toBe(
      'server_busy',
    );
    const stored = await t.database.db
      .select()
      .from(bets)
      .where(inArray(bets.userId, [staying.user.id, leaving.user.id]));
    expect(stored.map((row) => row.userId)).toEqual([staying.user.id]);
    expect(await exposuresAddUp([staying.user.id, leaving.user.id])).toEqual([]);
  });
});

/** A bet of the property test: whose, which runner and side, how far from the best price, the stake. */
interface Step {
  player: number;
  runner: number;
  back: boolean;
  /** 0: the best price (matched); 1: one step worse for the bettor (waits). */
  away: number;
  stake: number;
  key: number | null;
}

/** Each runner's best price and one step worse for the bettor, by side. */
const prices = [
  { back: [2.0, 2.02], lay: [2.02, 2.0], best: { back: 2.0, lay: 2.02 } },
  { back: [3.5, 3.55], lay: [3.6, 3.55], best: { back: 3.5, lay: 3.6 } },
] as const;

function wireOf(step: Step): BetWire {
  const side = step.back ? 'back' : 'lay';
  const odds = prices[step.runner]?.[side][step.away] ?? 2;
  return runnerBet(match.matchOdds, match.matchId, { runner: step.runner, side, odds, stake: step.stake });
}

/** What an outcome shows a player: placed (how, at what) or refused (why). */
function shown(outcome: BatchOutcome) {
  if ('refusal' in outcome) return { refusal: outcome.refusal.code };
  const { row, accountExposure, position, replayed } = outcome.placement;
  return { status: row.status, odds: row.odds, stake: row.stake, accountExposure, position, replayed };
}

async function playersFor(limits: readonly number[]) {
  return Promise.all(limits.map((limit) => newPlayer(t, agent, { balance: 3_000, exposureLimit: limit })));
}

async function figuresOf(userIds: string[]) {
  const rows = await Promise.all(
    userIds.map(async (userId) => {
      const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, userId));
      const markets = await t.database.db
        .select({ marketId: marketExposures.marketId, exposure: marketExposures.exposure })
        .from(marketExposures)
        .where(eq(marketExposures.userId, userId));
      return { balance: account?.balance, exposure: account?.exposure, markets };
    }),
  );
  return rows;
}

describe('bets placed in batches of any size', () => {
  it('leave the answers, balances and exposures that placing them one at a time leaves', async () => {
    const step = fc.record({
      player: fc.integer({ min: 0, max: 2 }),
      runner: fc.integer({ min: 0, max: 1 }),
      back: fc.boolean(),
      away: fc.integer({ min: 0, max: 1 }),
      stake: fc.integer({ min: 1, max: 40 }).map((hundreds) => hundreds * 50),
      key: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 14 }),
        // Batches of every size, from one bet to all of them at once.
        fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 14 }),
        fc.array(fc.integer({ min: 500, max: 3_000 }), { minLength: 3, maxLength: 3 }),
        async (steps, batchSizes, limits) => {
          match.setPrices(
            match.matchOdds,
            prices.map((runner) => ({ back: [runner.best.back], lay: [runner.best.lay] })),
          );
          const alone = await playersFor(limits);
          const batched = await playersFor(limits);
          const run = (keyOf: number) => `prop-${keyOf}-${(keys += 1)}`;
          const keyNames = new Map<number, string>();
          const keyName = (key: number | null) => {
            if (key === null) return undefined;
            if (!keyNames.has(key)) keyNames.set(key, run(key));
            return keyNames.get(key);
          };
          const inputsFor = (players: typeof alone) =>
            steps.map((one) => {
              const player = players[one.player];
              if (!player) throw new Error('No such player');
              return input(player.user, wireOf(one), keyName(one.key));
            });

          // The sequential model: each bet alone, a batch of one committed before the next is placed.
          const oneByOne: BatchOutcome[] = [];
          for (const single of inputsFor(alone)) oneByOne.push(...(await inOneBatch([single])));
          const inBatches: BatchOutcome[] = [];
          const pending = inputsFor(batched);
          for (let index = 0; pending.length > 0; index += 1) {
            const size = batchSizes[index % batchSizes.length] ?? 1;
            inBatches.push(...(await inOneBatch(pending.splice(0, size))));
          }

          expect(inBatches.map(shown)).toEqual(oneByOne.map(shown));
          expect(await figuresOf(batched.map((player) => player.user.id))).toEqual(
            await figuresOf(alone.map((player) => player.user.id)),
          );
        },
      ),
      { numRuns: 12 },
    );
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
