import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { openTestDatabase } from '../testing/database.ts';
import { ensureAccount, ensureHouseAccount, houseAccountId } from './accounts.ts';
import { IdempotencyKeyReusedError, InsufficientBalanceError } from './errors.ts';
import { post, type LedgerEntryInput } from './post.ts';
import { insertUsers, reserveExposure } from '../testing/ledgerUsers.ts';
import { verifyLedger } from './verify.ts';

// Issue 36: the ledger's one call over any sequence of moves of any shape (two accounts or many, the house
// among them or not, payers or none, keys repeated): money is conserved, every cached balance is its
// ledger's, a refused or repeated move changes nothing, and no player ends below zero.
let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await ensureHouseAccount(db);
});
afterAll(async () => {
  await handle.close();
});

/** A move: who is credited what (the first party pays the rest), whether the payer is held to its balance. */
interface Move {
  parties: number[];
  amounts: number[];
  payer: boolean;
  /** Send an earlier move again under its key instead (it must move nothing), or reuse its key for this one. */
  again: { of: number; same: boolean } | null;
}

const moves = (playerCount: number) =>
  fc.array(
    fc
      .record({
        // -1 is the house.
        parties: fc.uniqueArray(fc.integer({ min: -1, max: playerCount - 1 }), {
          minLength: 2,
          maxLength: 5,
        }),
        amounts: fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 4, maxLength: 4 }),
        payer: fc.boolean(),
        again: fc.option(fc.record({ of: fc.nat(), same: fc.boolean() }), { freq: 6 }),
      })
      .map((move): Move => ({ ...move, amounts: move.amounts.slice(0, move.parties.length - 1) })),
    { minLength: 5, maxLength: 30 },
  );

let runs = 0;
/** What the moves came to over every run: each kind must have happened, or the property tested little. */
const seen = { posted: 0, replayed: 0, insufficient: 0, keyReused: 0, overdrawn: 0 };

it('conserves money and keeps every cached balance its ledger, over random moves of any shape', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 2, max: 5 }).chain((count) =>
        fc.record({
          funding: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: count, maxLength: count }),
          exposures: fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: count, maxLength: count }),
          moves: moves(count),
        }),
      ),
      async ({ funding, exposures, moves: planned }) => {
        runs += 1;
        const players = await insertUsers(db, funding.length);
        const accounts: string[] = [];
        for (const player of players) accounts.push((await ensureAccount(db, player)).id);
        const accountOf = (party: number) => (party < 0 ? houseAccountId : (accounts[party] ?? ''));
        const balances = async () =>
          new Map(
            (
              await rowsOf<{ id: string; balance: unknown }>(
                db,
                sql`select id, balance from accounts where id = any(${sql.param([houseAccountId, ...accounts])}::uuid[])`,
              )
            ).map((row) => [row.id, Number(row.balance)]),
          );
        const model = await balances();
        const apply = (entries: readonly LedgerEntryInput[]) => {
          for (const entry of entries)
            model.set(entry.accountId, (model.get(entry.accountId) ?? 0) + entry.amount);
        };
        const send = (entries: LedgerEntryInput[], key: string, payers: string[]) =>
          db.transaction((tx) =>
            post(
              tx,
              { kind: 'correction', narration: `Run ${runs}`, idempotencyKey: key, entries },
              { payers },
            ),
          );
        for (const [index, amount] of funding.entries()) {
          if (amount === 0) continue;
          const entries = [
            { accountId: houseAccountId, amount: -amount },
            { accountId: accountOf(index), amount },
          ];
          await send(entries, `fund-${runs}-${index}`, []);
          apply(entries);
        }
        for (const [index, amount] of exposures.entries())
          await reserveExposure(db, players[index] ?? '', amount);

        const done: { entries: LedgerEntryInput[]; key: string }[] = [];
        for (const [index, move] of planned.entries()) {
          const [payerParty = -1, ...receivers] = move.parties;
          const credited = receivers.map((party, at) => ({
            accountId: accountOf(party),
            amount: move.amounts[at] ?? 1,
          }));
          const total = credited.reduce((sum, entry) => sum + entry.amount, 0);
          let entries: LedgerEntryInput[] = [
            { accountId: accountOf(payerParty), amount: -total },
            ...credited,
          ];
          let key = `move-${runs}-${index}`;
          const earlier = move.again && done[move.again.of % Math.max(done.length, 1)];
          if (move.again && earlier) {
            key = earlier.key;
            if (move.again.same) entries = [...earlier.entries].reverse();
          }
          const payer = payerParty >= 0 && move.payer ? [accountOf(payerParty)] : [];
          const before = await balances();
          const outcome = await send(entries, key, payer).then(
            (posted) => posted,
            (error: unknown) => error,
          );
          if (outcome instanceof InsufficientBalanceError || outcome instanceof IdempotencyKeyReusedError) {
            seen[outcome instanceof InsufficientBalanceError ? 'insufficient' : 'keyReused'] += 1;
            expect(await balances()).toEqual(before);
            continue;
          }
          if (outcome instanceof Error) {
            // A player may not go below zero (the database's check): refused whole, nothing moved.
            expect(String(outcome.cause ?? outcome)).toMatch(/accounts_user_not_overdrawn/);
            seen.overdrawn += 1;
            expect(await balances()).toEqual(before);
            continue;
          }
          if (!outcome || typeof outcome !== 'object' || !('replayed' in outcome))
            throw new Error('no outcome');
          if (outcome.replayed) {
            seen.replayed += 1;
            expect(earlier).toBeTruthy();
            expect(await balances()).toEqual(before);
            continue;
          }
          seen.posted += 1;
          apply(entries);
          done.push({ entries, key });
        }

        const after = await balances();
        expect(after).toEqual(model);
        expect([...after.values()].reduce((sum, balance) => sum + balance, 0)).toBe(
          [...model.values()].reduce((sum, balance) => sum + balance, 0),
        );
        for (const account of accounts) expect(after.get(account)).toBeGreaterThanOrEqual(0);
        expect(await verifyLedger(db)).toEqual([]);
      },
    ),
    { numRuns: 25, plugins: [fc.interruptAfterTimeLimit(60_000)] },
  );
  for (const [outcome, count] of Object.entries(seen)) expect(count, outcome).toBeGreaterThan(0);
});
