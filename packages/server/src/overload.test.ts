import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingSlots } from './auth/passwords.ts';
import { moneyAfterwards, startMoneyLoad, waitFor } from './testing/moneyLoad.ts';
import { demoLogin, serverDatabase, startServer, type ServerDatabase } from './testing/serverProcess.ts';

/**
 * Issue 23: many more clients than the server serves, against the real server (HTTP, its database). It
 * must refuse what it cannot take with a fast 503 and Retry-After instead of queueing without bound, keep
 * GET health answering, and keep the money right. No assertion on speed: on behaviour.
 */
let database: ServerDatabase;
beforeAll(async () => {
  database = await serverDatabase('overload-');
});
afterAll(async () => {
  await database.dispose();
});

/** The server's hashing queue in this test: past it, a sign-in is refused (see the test's start). */
const queueLimit = 6;

interface Tally {
  statuses: Map<number, number>;
  retryAfter: Set<string | null>;
}

async function call(url: string, init: RequestInit, tally: Tally): Promise<number> {
  let status = 0;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    status = response.status;
    if (status === 503) tally.retryAfter.add(response.headers.get('retry-after'));
    await response.arrayBuffer();
  } catch {
    status = 0;
  }
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  return status;
}

describe(`overload (${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'embedded'})`, () => {
  it('sheds with 503 and Retry-After, answers GET health, and keeps every acknowledged move', async () => {
    // The production hashing cost (NODE_ENV is not `test`). Each sign-in commits its try's count before it
    // hashes, which paces its arrival at the hashing slots; at the test cost the two slots kept up with that
    // pace on a loaded CI machine and no sign-in was refused. At this cost the burst overflows the queue.
    // A short queue (HASH_QUEUE_LIMIT) overflows the same way after a few strong hashes instead of some
    // hundred: the default's 64 kept both cores hashing for most of a minute, twice a CI run.
    const run = await startServer(
      database.dir,
      { NODE_ENV: 'development', HASH_QUEUE_LIMIT: String(queueLimit), ...database.env },
      database.args,
    );
    const url = run.url ?? '';
    let acknowledged: string[] = [];
    try {
      expect(run.url, run.output).not.toBeNull();
      const money = await startMoneyLoad(url, 10);
      // A move through before the flood (its transaction password waits behind the flood's hashes after).
      await waitFor(() => money.acknowledged.length > 0, 60_000, 'a first acknowledged move');
      // Not one of the operators moving money: a new sign-in ends the account's earlier session.
      const token = await demoLogin(url, 'Player');

      // 100 readers at once, one request after another each, for as long as the logins below take.
      const reads: Tally = { statuses: new Map(), retryAfter: new Set() };
      let reading = true;
      const readers = Array.from({ length: 100 }, async () => {
        while (reading) {
          await call(`${url}/api/get-user-balance`, { headers: { authorization: `Bearer ${token}` } }, reads);
        }
      });

      // More sign-ins at once than the hashing slots and their queue hold (names nobody has: each its
      // own count of wrong guesses, so none locks): the surplus is refused at once.
      const logins: Tally = { statuses: new Map(), retryAfter: new Set() };
      const tries = hashingSlots + queueLimit + 30;
      await Promise.all(
        Array.from({ length: tries }, (_, index) =>
          call(
            `${url}/api/login`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username: `nobody${index}`, password: 'Wrong-password-1' }),
            },
            logins,
          ),
        ),
      );

      // Health answers while the readers run.
      const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(30_000) });
      expect(health.status).toBe(200);
      const body = (await health.json()) as { data: { status: string; shedding: boolean } };
      expect(body.data.status).toBe('ok');

      reading = false;
      await Promise.all(readers);
      await money.stop();
      acknowledged = money.acknowledged;

      // Some sign-ins refused at once with Retry-After; the others checked (401: nobody has that name), or
      // given up by a client that waited too long (0) on a machine busier than this test.
      const seen = JSON.stringify({
        logins: [...logins.statuses],
        reads: [...reads.statuses],
        money: [...money.statuses],
      });
      expect(logins.statuses.get(503) ?? 0, seen).toBeGreaterThan(0);
      expect([...logins.statuses.keys()].filter((status) => ![0, 401, 503].includes(status))).toEqual([]);
      expect([...logins.retryAfter]).toEqual(['2']);
      // Readers: served or shed (no 5xx but the 503), or given up (0).
      expect([...reads.statuses.keys()].filter((status) => ![0, 200, 503].includes(status))).toEqual([]);
      for (const value of reads.retryAfter) expect(value).toBe('2');
      expect(money.acknowledged.length, seen).toBeGreaterThan(0);
      // A mover may give up waiting (0; its move is then done or not, never half): nothing else but 200 or 503.
      expect([...money.statuses.keys()].filter((status) => ![0, 200, 503].includes(status))).toEqual([]);
    } finally {
      await run.stop();
    }
    expect(run.exitCode, run.output).toBe(0);
    const handle = await database.open();
    try {
      expect(await moneyAfterwards(handle.db, acknowledged)).toEqual({ problems: [], missing: [] });
    } finally {
      await handle.close();
    }
  });
});
