import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relayTiming } from './boardRelay.ts';
import { startTestCluster, type TestCluster } from '../testing/cluster.ts';
import { demoLogin, type ServerRun } from '../testing/serverProcess.ts';

/**
 * The live board among two processes on one PostgreSQL and Redis (docs/adr/0016-scale-out.md): the one that
 * runs the feed publishes, the other mirrors, and an operator's hold set on either holds on both. The feed
 * is the stepped simulator, ticked by the test. Only under `npm run test:postgres` (vitest.config.ts).
 */
let cluster: TestCluster;
let leader: ServerRun;
let follower: ServerRun;

beforeAll(async () => {
  cluster = await startTestCluster('board-', 2, {
    FEED: 'stepped',
    TEST_CLOCK: 'on',
    CASINO: 'off',
    FEED_SEED: '11',
  });
  [leader, follower] = cluster.runs as [ServerRun, ServerRun];
});

afterAll(async () => {
  await cluster?.stop();
});

async function call(run: ServerRun, path: string, token: string, body?: unknown) {
  const response = await fetch(`${run.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown; message: string } };
}

interface MarketBook {
  marketId: string;
  oddsType?: string;
  status?: string;
  runners: { selectionId: number; status?: string }[];
}

const marketsOf = async (run: ServerRun, token: string, matchId: number) =>
  (await call(run, `/api/get-market-list?matchId=${matchId}`, token)).body.data as MarketBook[];

/** Resolves once `read` answers what `check` wants; fails after 15 s with the last answer. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`still ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the feed's board on the process that does not run it", () => {
  it("shows the leader's prices, holds a market suspended through either, and takes bets on it", async () => {
    const admin = await demoLogin(leader.url ?? '', 'Superadmin');
    const player = await demoLogin(leader.url ?? '', 'Player');
    expect((await call(leader, '/test/feed', admin, { ticks: 3 })).status).toBe(200);
    // The process that stands by ticks no simulator of its own into the shared catalog.
    expect((await call(follower, '/test/feed', admin, { ticks: 1 })).status).toBe(409);

    const list = await call(follower, '/api/get-match-list?sportId=1&status=upcoming', admin);
    const [match] = list.body.data as { matchId: number }[];
    expect(match, 'an upcoming soccer match on the follower').toBeDefined();
    const matchId = match?.matchId ?? 0;
    const onLeader = await marketsOf(leader, admin, matchId);
    // The same prices and statuses, market for market, on the process that runs no feed.
    await eventually(
      () => marketsOf(follower, admin, matchId),
      (markets) => JSON.stringify(markets) === JSON.stringify(onLeader),
    );
    const market = onLeader.find((book) => book.oddsType === undefined && (book.status ?? 'OPEN') === 'OPEN');
    const runner = market?.runners[0];
    expect(market && runner, 'an open match odds market').toBeTruthy();
    const marketId = market?.marketId ?? '';
    const bet = {
      matchId,
      marketId,
      selectionId: runner?.selectionId,
      marketName: 'Match Odds',
      runnerName: 'Home',
      odds: 1000,
      stack: 100,
      isBack: true,
      betOn: 'MATCH_ODDS',
    };
    const statusOn = async (run: ServerRun) =>
      (await marketsOf(run, admin, matchId)).find((book) => book.marketId === marketId)?.status ?? 'OPEN';

    // Suspended through the follower: held on the leader too, where a bet is refused.
    expect(
      (await call(follower, '/api/update-market-suspension', admin, { marketId, suspended: true })).status,
    ).toBe(200);
    await eventually(
      () => statusOn(leader),
      (status) => status === 'SUSPENDED',
    );
    const refused = await call(leader, '/bet/placebet', player, { ...bet, idempotencyKey: 'board-1' });
    expect(refused.status, refused.body.message).toBeGreaterThanOrEqual(400);
    // The leader's next ticks keep it suspended on both.
    await call(leader, '/test/feed', admin, { ticks: 2 });
    expect(await statusOn(follower)).toBe('SUSPENDED');

    // Lifted through the leader: open again on the follower, which takes a bet at the leader's prices.
    expect(
      (await call(leader, '/api/update-market-suspension', admin, { marketId, suspended: false })).status,
    ).toBe(200);
    await eventually(
      () => statusOn(follower),
      (status) => status === 'OPEN',
    );
    const placed = await call(follower, '/bet/placebet', player, { ...bet, idempotencyKey: 'board-2' });
    expect(placed.status, placed.body.message).toBe(200);

    // How far behind the leader's prices each is: none on the leader; the follower heard it within its beat.
    const lag = async (run: ServerRun) =>
      ((await call(run, '/api/health', admin)).body.data as { priceLagMs: number }).priceLagMs;
    expect(await lag(leader)).toBe(0);
    expect(await lag(follower)).toBeLessThan(relayTiming.silenceMs);
  });
});
