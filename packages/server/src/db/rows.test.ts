import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database.ts';
import { arrayPlaceholder } from './arrays.ts';
import type { DatabaseHandle } from './client.ts';
import { boundRowsOf, compiledStatement, rowsOf } from './rows.ts';

/**
 * Statements every request runs are prepared once per connection (issue 22: their planning cost more than
 * their execution): on PostgreSQL by its driver, on PGlite by db/pgliteStatements.ts. A transaction holds
 * one connection, so what it has prepared is visible in pg_prepared_statements there.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const squares = compiledStatement(
  'test_squares',
  sql`select q.n * q.n as square from unnest(${arrayPlaceholder('numbers', 'bigint')}) with ordinality as q(n, at)
    order by q.at`,
);
const squaresOf = (db: DatabaseHandle['db'], numbers: readonly number[]) =>
  boundRowsOf<{ square: number }>(db, { statement: squares, values: { numbers } });

describe('prepared statements', () => {
  it('answer each call with its own values, on either database', async () => {
    const first = await squaresOf(handle.db, [1, 2, 3]);
    const second = await squaresOf(handle.db, [4]);
    expect(first.map((row) => Number(row.square))).toEqual([1, 4, 9]);
    expect(second.map((row) => Number(row.square))).toEqual([16]);
  });

  it("compiled once, fill their placeholders with each run's values, on either database", async () => {
    const statement = compiledStatement(
      'test_compiled',
      sql`select q.n * ${sql.placeholder('factor')}::bigint as product
        from unnest(${arrayPlaceholder('numbers', 'bigint')}) with ordinality as q(n, at) order by q.at`,
    );
    const run = (numbers: number[], factor: number) =>
      boundRowsOf<{ product: unknown }>(handle.db, { statement, values: { numbers, factor } });
    expect((await run([1, 2], 10)).map((row) => Number(row.product))).toEqual([10, 20]);
    expect((await run([5], 3)).map((row) => Number(row.product))).toEqual([15]);
    if (handle.kind === 'postgres') expect(statement.name).toBe('test_compiled_0');
  });

  it("give rows as drizzle's own statements do, and fail as they do, on either database", async () => {
    const statement = compiledStatement(
      'test_as_drizzle',
      sql`select ${sql.placeholder('at')}::timestamptz as at, ${sql.placeholder('n')}::int as n,
        1 / ${sql.placeholder('divisor')}::int as share`,
    );
    const at = '2026-11-27T10:00:00.000Z';
    const byDrizzle = await rowsOf<Record<string, unknown>>(
      handle.db,
      sql`select ${at}::timestamptz as at, ${7}::int as n, 1 / ${1}::int as share`,
    );
    const compiled = await boundRowsOf(handle.db, { statement, values: { at, n: 7, divisor: 1 } });
    expect(compiled).toEqual(byDrizzle);
    const failure = await boundRowsOf(handle.db, { statement, values: { at, n: 7, divisor: 0 } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect((failure as DrizzleQueryError).cause).toMatchObject({ code: '22012' });
  });

  it('write on their own outside a transaction, and outlive a rolled-back transaction that prepared them, on either database', async () => {
    await handle.db.execute(sql`create table test_named_writes (n int not null)`);
    const insert = (label: string) =>
      compiledStatement(
        label,
        sql`insert into test_named_writes (n) values (${sql.placeholder('n')}::int) returning n`,
      );
    const outside = insert('test_insert_outside');
    const inside = insert('test_insert_inside');
    await boundRowsOf(handle.db, { statement: outside, values: { n: 1 } });
    const rolledBack = await handle.db
      .transaction(async (tx) => {
        await boundRowsOf(tx, { statement: inside, values: { n: 2 } });
        await boundRowsOf(tx, { statement: outside, values: { n: 3 } });
        throw new Error('rolled back');
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toEqual(new Error('rolled back'));
    await boundRowsOf(handle.db, { statement: inside, values: { n: 4 } });
    const failure = await handle.db
      .transaction((tx) => boundRowsOf(tx, { statement: inside, values: { n: null } }))
      .catch((error: unknown) => error);
    expect((failure as DrizzleQueryError).cause).toMatchObject({ code: '23502' });
    const rows = await rowsOf<{ n: number }>(handle.db, sql`select n from test_named_writes order by n`);
    expect(rows.map((row) => row.n)).toEqual([1, 4]);
  });

  it('are prepared once on a connection (PGlite: its one session), and a label whose text keeps changing stops being prepared', async () => {
    const prepared = await handle.db.transaction(async (tx) => {
      const once = compiledStatement('test_once', sql`select ${sql.placeholder('n')}::int as n`);
      for (const n of [1, 2, 3]) await boundRowsOf(tx, { statement: once, values: { n } });
      // A value written into the text, not passed as a parameter: six different texts under one label.
      for (let limit = 1; limit <= 6; limit += 1) {
        const varying = compiledStatement(
          'test_varying',
          sql`select 1 as one limit ${sql.raw(String(limit))}`,
        );
        await boundRowsOf(tx, { statement: varying, values: {} });
      }
      return rowsOf<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name ~ '^test_(once|varying)_' order by name`,
      );
    });
    expect(prepared.map((row) => row.name)).toEqual([
      'test_once_0',
      'test_varying_0',
      'test_varying_1',
      'test_varying_2',
      'test_varying_3',
    ]);
  });
});
