import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database.ts';
import type { DatabaseHandle } from './client.ts';
import { CommitOutcomeUnknown, pipelinedTransaction, pipelines } from './pipelinedTransaction.ts';
import { boundRowsOf, compiledStatement, rowsOf, type BoundStatement } from './rows.ts';

/**
 * A batch of placements sends `begin` with its first statement and `commit` with its last (issue 22): a
 * transaction that saves round trips must still be all or nothing, and say when its outcome is unknown.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table pipelined_probe (id int primary key)`);
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`delete from pipelined_probe`);
});

const insertProbe = compiledStatement(
  'test_insert_probe',
  sql`insert into pipelined_probe (id) values (${sql.placeholder('id')}::int)`,
);
const insertOf = (id: number): BoundStatement => ({ statement: insertProbe, values: { id } });
const insert = (db: DatabaseHandle['db'], id: number) => boundRowsOf(db, insertOf(id));
const storedIds = async () =>
  (await rowsOf<{ id: number }>(handle.db, sql`select id from pipelined_probe order by id`)).map((row) =>
    Number(row.id),
  );

describe('a pipelined transaction, on either database', () => {
  it('commits what it wrote, the commit sent behind its last statement', async () => {
    const answer = await pipelinedTransaction(handle.db, async (tx, commitAfter) => {
      await insert(tx, 1);
      await commitAfter(insertOf(2));
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await storedIds()).toEqual([1, 2]);
  });

  it('commits when the work never handed over its last statement', async () => {
    await pipelinedTransaction(handle.db, (tx) => insert(tx, 3));
    expect(await storedIds()).toEqual([3]);
  });

  it('writes nothing when its last statement fails, and throws that failure, not an unknown outcome', async () => {
    const failure = await pipelinedTransaction(handle.db, async (tx, commitAfter) => {
      await insert(tx, 4);
      await commitAfter(insertOf(4));
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(CommitOutcomeUnknown);
    expect(await storedIds()).toEqual([]);
  });

  it('writes nothing when the work fails before its commit', async () => {
    await expect(
      pipelinedTransaction(handle.db, async (tx) => {
        await insert(tx, 5);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await storedIds()).toEqual([]);
  });
});

describe.skipIf(process.env['TEST_DATABASE_URL'])('a transaction on PGlite, which does not pipeline', () => {
  it('sends its commit only when the work has returned: a failure after the last statement writes nothing', async () => {
    const failure = await pipelinedTransaction(handle.db, async (tx, commitAfter) => {
      await commitAfter(insertOf(8));
      throw new Error('failed before the commit');
    }).catch((error: unknown) => error);
    expect(failure).toEqual(new Error('failed before the commit'));
    expect(await storedIds()).toEqual([]);
  });
});

describe.runIf(process.env['TEST_DATABASE_URL'])('a pipelined transaction on PostgreSQL', () => {
  it('says the outcome is unknown when the work fails once the commit was sent, and keeps what took', async () => {
    const failure = await pipelinedTransaction(handle.db, async (tx, commitAfter) => {
      await commitAfter(insertOf(6));
      throw new Error('lost after the commit');
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommitOutcomeUnknown);
    expect((failure as CommitOutcomeUnknown).cause).toEqual(new Error('lost after the commit'));
    // It is a retry with the same idempotency key that finds out; redoing the work would write it twice.
    expect(await storedIds()).toEqual([6]);
  });
  it("writes statements issued together without waiting, on the server's pool", () => {
    expect(pipelines(handle.db)).toBe(true);
  });

  it('runs statements issued together in one transaction, in the order they were issued', async () => {
    const transactionStart = compiledStatement(
      'test_transaction_start',
      sql`select now()::text as at, (select count(*) from pipelined_probe)::int as ids,
        pg_sleep(${sql.placeholder('seconds')}::float8)::text as slept`,
    );
    const started = (seconds: number): BoundStatement => ({
      statement: transactionStart,
      values: { seconds },
    });
    const [first, third] = await pipelinedTransaction(handle.db, async (tx, commitAfter) => {
      // Issued without waiting: `begin` and these three go out together, the commit right behind them.
      const reads = [boundRowsOf<{ at: string; ids: number }>(tx, started(0.01)), insert(tx, 7)] as const;
      const last = await commitAfter<{ at: string; ids: number }>(started(0));
      const [[firstRow]] = await Promise.all(reads);
      return [firstRow, last[0]];
    });
    // now() is the transaction's start: the same for both only if `begin` took before the first.
    expect(third?.at).toBe(first?.at);
    // The insert ran between the two reads: the first saw no row, the last saw it.
    expect([first?.ids, third?.ids]).toEqual([0, 1]);
    expect(await storedIds()).toEqual([7]);
  });
});
