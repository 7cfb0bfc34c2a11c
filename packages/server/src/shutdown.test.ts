import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyAfterwards, startMoneyLoad, waitFor } from './testing/moneyLoad.ts';
import { serverDatabase, startServer, type ServerDatabase } from './testing/serverProcess.ts';

/**
 * Issue 23: Ctrl-C, systemd and `docker stop` signal the process group, so the server gets SIGTERM twice
 * (its own, and the one scripts/start.mjs forwards). It must shut down once, cleanly, exit 0, and leave no
 * half-done money behind, idle and under load, on the embedded database and (npm run test:postgres) on
 * PostgreSQL.
 */
let database: ServerDatabase;
beforeAll(async () => {
  database = await serverDatabase('shutdown-');
});
afterAll(async () => {
  await database.dispose();
});

async function start() {
  // NODE_ENV=test: the cheap password hash (auth/passwords.ts), and a refusal outside the contract is a 500.
  const run = await startServer(database.dir, { NODE_ENV: 'test', ...database.env }, database.args);
  expect(run.url, run.output).not.toBeNull();
  return run;
}

describe(`shutting down on SIGTERM (${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'embedded'})`, () => {
  it('exits 0 once when SIGTERM comes twice to an idle server', async () => {
    const run = await start();
    run.child.kill('SIGTERM');
    run.child.kill('SIGTERM');
    expect(await run.exited, run.output).toBe(0);
    expect(run.output).not.toContain('Called end on pool more than once');
    expect(run.output.match(/shutting down/g)).toHaveLength(1);
  });

  it('under money moves from 16 clients: exits 0, refuses or finishes each move, loses none acknowledged', async () => {
    const run = await start();
    const load = await startMoneyLoad(run.url ?? '', 16);
    await waitFor(() => load.acknowledged.length >= 4, 30_000, 'the first acknowledged moves');
    run.child.kill('SIGTERM');
    run.child.kill('SIGTERM');
    expect(await run.exited, run.output).toBe(0);
    await load.stop();
    expect(run.output).not.toContain('Called end on pool more than once');
    // Only answers a client can act on: done (200), refused while closing (503), or the connection gone (0).
    expect([...load.statuses.keys()].filter((status) => ![0, 200, 503].includes(status))).toEqual([]);

    const handle = await database.open();
    try {
      expect(await moneyAfterwards(handle.db, load.acknowledged)).toEqual({ problems: [], missing: [] });
    } finally {
      await handle.close();
    }
  });
});
