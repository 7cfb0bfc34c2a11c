import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database.ts';
import type { DatabaseHandle } from './client.ts';

/**
 * The database's load as load shedding reads it (http/loadShedding.ts): how long the call queued longest
 * has waited. Every connection is held by a transaction that waits on a gate, so one more call must queue.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database load', () => {
  it('says how long the call queued longest has waited, and nothing once it got its turn', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // PGlite is one connection; the pool of a PostgreSQL URL has ten.
    const connections = handle.kind === 'pglite' ? 1 : 10;
    const holding: Promise<void>[] = [];
    const holders = Array.from({ length: connections }, () => {
      let held = () => {};
      holding.push(new Promise<void>((resolve) => (held = resolve)));
      return handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        held();
        await gate;
      });
    });
    let queued: Promise<unknown> = Promise.resolve();
    try {
      // Every connection taken (opening ten may take a while on a busy machine): nothing queues yet.
      await Promise.all(holding);
      expect(handle.load().oldestWaitMs).toBe(0);
      // A drizzle query runs once awaited or then-ed.
      queued = handle.db.execute(sql`select 1`).then(() => undefined);
      await pause(300);
      const load = handle.load();
      expect(load.waiting).toBeGreaterThanOrEqual(1);
      expect(load.oldestWaitMs).toBeGreaterThanOrEqual(250);
    } finally {
      open();
      await Promise.all([...holders, queued]);
    }
    expect(handle.load()).toMatchObject({ waiting: 0, oldestWaitMs: 0 });
  });
});
