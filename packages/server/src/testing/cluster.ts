import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { demoPassword } from '../seed/demo.ts';
import { startTestRedis, type TestRedis } from './redisServer.ts';
import {
  demoLogin,
  serverDatabase,
  startServer,
  type ServerDatabase,
  type ServerRun,
} from './serverProcess.ts';

export interface TestCluster {
  readonly database: ServerDatabase;
  readonly redis: TestRedis;
  /** The processes, in the order they started. */
  readonly runs: readonly ServerRun[];
  stop(): Promise<void>;
}

/**
 * Server processes side by side on one PostgreSQL (`npm run test:postgres`) and a Redis of the test's own,
 * as a cluster runs them (docs/adr/0016-scale-out.md), started one after the other: the first seeds the
 * demo and wins the singletons, the next find them taken. One secret for all, as every process of a
 * cluster is given, so a token signed by one verifies on the others.
 */
export async function startTestCluster(
  prefix: string,
  count: number,
  env: Record<string, string>,
): Promise<TestCluster> {
  if (!process.env['TEST_DATABASE_URL']) {
    throw new Error('Processes side by side share a PostgreSQL: run these tests with npm run test:postgres');
  }
  const database = await serverDatabase(prefix);
  const redis = await startTestRedis();
  const runs: ServerRun[] = [];
  const cluster: TestCluster = {
    database,
    redis,
    runs,
    async stop() {
      await Promise.all(runs.map((run) => run.stop()));
      await redis.stop();
      await database.dispose();
    },
  };
  const processEnv = {
    NODE_ENV: 'test',
    ...database.env,
    REDIS_URL: redis.url,
    JWT_SECRET: `${prefix}secret-long-enough-for-hs256-signing`,
    ...env,
  };
  for (let index = 0; index < count; index += 1) {
    const run = await startServer(database.dir, processEnv, database.args);
    runs.push(run);
    expect(run.url, run.output).not.toBeNull();
  }
  return cluster;
}

/** A call to a process or the proxy: GET without a body, POST with one; the envelope parsed (null if none). */
export async function clusterCall(base: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed = text.startsWith('{') ? (JSON.parse(text) as { data: unknown; message: string }) : null;
  return { status: response.status, body: parsed ?? { data: null, message: text.slice(0, 200) } };
}

/**
 * Resolves with what `read` answers once `check` holds (a read that throws counts as not yet); fails after
 * `ms` with the last answer. Waits for a state the test brought about, never for time to pass.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  ms = 30_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read().catch((error: unknown) => error as T);
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A user's balance and exposure (a bet moves no money until it is settled: it adds exposure). */
export async function moneyOf(
  handle: DatabaseHandle,
  username: string,
): Promise<{ balance: number; exposure: number }> {
  const [row] = await handle.db
    .select({ balance: accounts.balance, exposure: accounts.exposure })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.username, username));
  return { balance: Number(row?.balance), exposure: Number(row?.exposure) };
}

/** The demo Agent deposits `amount` to the demo Player through `base` (a push to the player follows). */
export async function agentDeposits(base: string, amount: number): Promise<void> {
  const agent = await demoLogin(base, 'Agent');
  const deposit = await clusterCall(base, '/api/update-user-wallet', agent, {
    username: 'Player',
    type: 'deposit',
    amount,
    transactionPassword: demoPassword,
  });
  expect(deposit.status, deposit.body.message).toBe(200);
}
