import { expect } from 'vitest';
import { startTestRedis, type TestRedis } from './redisServer.ts';
import { serverDatabase, startServer, type ServerDatabase, type ServerRun } from './serverProcess.ts';

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
