import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCluster, type TestCluster } from '../testing/cluster.ts';
import type { ServerRun } from '../testing/serverProcess.ts';

/**
 * The singletons among two processes on one PostgreSQL (docs/adr/0016-scale-out.md): one runs the odds
 * feed and one the casino's dealer, and when it dies the other takes them over. Only under
 * `npm run test:postgres` (vitest.config.ts).
 */
let cluster: TestCluster;
let first: ServerRun;
let second: ServerRun;

beforeAll(async () => {
  // The simulator and the round loop as `npm start` runs them, the feed ticking once a minute: what is
  // tested here is who runs them.
  cluster = await startTestCluster('failover-', 2, {
    FEED: 'simulator',
    FEED_TICK_MS: '60000',
    FEED_SEED: '7',
  });
  [first, second] = cluster.runs as [ServerRun, ServerRun];
});

afterAll(async () => {
  await cluster?.stop();
});

async function leaderships(run: ServerRun): Promise<string[]> {
  const response = await fetch(`${run.url}/api/health`);
  return ((await response.json()) as { data: { leaderships: string[] } }).data.leaderships;
}

describe('the feed and the casino dealer among two processes', () => {
  it('runs each in one process only, and in the survivor once that one is killed', async () => {
    // The first to start won both locks; the second stands by.
    expect((await leaderships(first)).sort()).toEqual(['casino', 'feed']);
    expect(await leaderships(second)).toEqual([]);
    expect(second.output).toContain('only if the process that does stops');

    first.child.kill('SIGKILL');
    await first.exited;
    // PostgreSQL ends the dead session's locks at once; the survivor tries every second.
    const until = Date.now() + 30_000;
    let held: string[] = [];
    while (held.length < 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      held = await leaderships(second);
    }
    expect(held.sort()).toEqual(['casino', 'feed']);
  });
});
