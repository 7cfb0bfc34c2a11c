import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyAfterwards, startMoneyLoad, waitFor } from './testing/moneyLoad.ts';
import { serverDatabase, startServer, type ServerDatabase } from './testing/serverProcess.ts';

/**
 * Issue 23's crash test, on the embedded database and (npm run test:postgres) on PostgreSQL: money moves
 * from 16 clients, the server killed with SIGKILL twice in the middle of them and started again; then the
 * ledger adds up and every move the server acknowledged is in it.
 */
let database: ServerDatabase;
beforeAll(async () => {
  database = await serverDatabase('crash-');
});
afterAll(async () => {
  await database.dispose();
});

describe(`kill -9 under money moves (${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'embedded'})`, () => {
  it('loses no acknowledged move and leaves a ledger that adds up, after two kills and restarts', async () => {
    const acknowledged: string[] = [];
    for (const round of [1, 2]) {
      const run = await startServer(database.dir, { NODE_ENV: 'test', ...database.env }, database.args);
      // A restart after a kill must find a sound ledger: main.ts refuses to start on one that is not.
      expect(run.url, run.output).not.toBeNull();
      const load = await startMoneyLoad(run.url ?? '', 16);
      await waitFor(() => load.acknowledged.length >= 8 * round, 90_000, 'acknowledged moves');
      run.child.kill('SIGKILL');
      await run.exited;
      await load.stop();
      acknowledged.push(...load.acknowledged);
    }
    const last = await startServer(database.dir, { NODE_ENV: 'test', ...database.env }, database.args);
    expect(last.url, last.output).not.toBeNull();
    await last.stop();
    const handle = await database.open();
    try {
      expect(await moneyAfterwards(handle.db, acknowledged)).toEqual({ problems: [], missing: [] });
    } finally {
      await handle.close();
    }
  });
});
