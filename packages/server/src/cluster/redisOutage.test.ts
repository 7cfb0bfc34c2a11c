import { socketEvents } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { bets } from '../db/exchangeSchema.ts';
import { verifyLedger } from '../ledger/index.ts';
import {
  clusterCall as call,
  agentDeposits,
  eventually,
  moneyOf,
  startTestCluster,
  type TestCluster,
} from '../testing/cluster.ts';
import { demoLogin, type ServerRun } from '../testing/serverProcess.ts';
import { relayTiming } from './boardRelay.ts';

/**
 * Redis away for 10 s under two processes (docs/adr/0016-scale-out.md): HTTP goes on (sign-in, placement,
 * settlement), the process that runs the feed keeps its prices, the other suspends the markets it mirrors
 * once the leader has been silent for 5 s, and everything comes back when Redis does: prices, pushes, the
 * ledger whole. Only under `npm run test:postgres`.
 */
let cluster: TestCluster;
let leader: ServerRun;
let follower: ServerRun;
let handle: DatabaseHandle;
let socket: Socket | undefined;
const outageMs = 10_000;

beforeAll(async () => {
  cluster = await startTestCluster('outage-', 2, {
    FEED: 'stepped',
    TEST_CLOCK: 'on',
    CASINO: 'off',
    FEED_SEED: '11',
  });
  [leader, follower] = cluster.runs as [ServerRun, ServerRun];
  handle = await cluster.database.open();
});

afterAll(async () => {
  socket?.disconnect();
  await handle?.close();
  await cluster?.stop();
});

interface MarketBook {
  marketId: string;
  oddsType?: string;
  status?: string;
  runners: { selectionId: number; ex: { availableToBack: { price: number }[] } }[];
}

const health = async (run: ServerRun) =>
  (await call(run.url ?? '', '/api/health')).body.data as { redis: string; priceLagMs: number };

describe('Redis down for 10 s beside two processes', () => {
  it('keeps HTTP serving, suspends only what the follower cannot price, and resumes pushes after', async () => {
    const admin = await demoLogin(leader.url ?? '', 'Superadmin');
    const player = await demoLogin(leader.url ?? '', 'Player');
    expect((await call(leader.url ?? '', '/test/feed', admin, { ticks: 3 })).status).toBe(200);
    const matches = (await call(leader.url ?? '', '/api/get-match-list?sportId=1&status=upcoming', admin))
      .body.data as { matchId: number }[];
    const openMarketOf = async (matchId: number) => {
      const books = (await call(leader.url ?? '', `/api/get-market-list?matchId=${matchId}`, admin)).body
        .data as MarketBook[];
      return books.find((book) => book.oddsType === undefined && (book.status ?? 'OPEN') === 'OPEN');
    };
    const [first, second] = matches;
    const settled = await openMarketOf(first?.matchId ?? 0);
    const mirrored = await openMarketOf(second?.matchId ?? 0);
    expect(settled && mirrored, 'two upcoming soccer matches with open match odds').toBeTruthy();
    const statusOn = async (run: ServerRun, matchId: number, marketId: string) =>
      (
        (await call(run.url ?? '', `/api/get-market-list?matchId=${matchId}`, admin)).body
          .data as MarketBook[]
      ).find((book) => book.marketId === marketId)?.status ?? 'OPEN';
    const back = (run: ServerRun, matchId: number, market: MarketBook, key: string) =>
      call(run.url ?? '', '/bet/placebet', player, {
        matchId,
        marketId: market.marketId,
        selectionId: market.runners[0]?.selectionId,
        marketName: 'Match Odds',
        runnerName: 'Home',
        odds: market.runners[0]?.ex.availableToBack[0]?.price,
        stack: 100,
        isBack: true,
        betOn: 'MATCH_ODDS',
        idempotencyKey: key,
      });

    // The player's socket is held by the follower; pushes from the leader reach it through Redis.
    const userId = ((await call(follower.url ?? '', '/api/user-info', player)).body.data as { _id: string })
      ._id;
    socket = io(follower.url ?? '', { auth: { token: player }, transports: ['websocket'], forceNew: true });
    const heard: string[] = [];
    socket.onAny((event: string) => heard.push(event));
    await eventually(async () => socket?.connected, Boolean, 'the socket');
    await socket.emitWithAck(socketEvents.users.userRoomJoin, { userId });

    await cluster.redis.stop();
    const downAt = Date.now();
    await eventually(
      async () => [(await health(leader)).redis, (await health(follower)).redis],
      (states) => states.join() === 'down,down',
      'both to see Redis down',
    );

    // HTTP serves on: a sign-in through the follower (the rate limits let it through rather than wait),
    // a bet through the leader, and its settlement through the follower.
    expect((await demoLogin(follower.url ?? '', 'Master')).length).toBeGreaterThan(0);
    const before = await moneyOf(handle, 'Player');
    const placed = await back(leader, first?.matchId ?? 0, settled as MarketBook, 'outage-1');
    expect(placed.status, placed.body.message).toBe(200);
    const declared = await call(follower.url ?? '', '/api/declare-result', admin, {
      marketId: settled?.marketId,
      result: settled?.runners[0]?.selectionId,
    });
    expect(declared.status, declared.body.message).toBe(200);
    const betId = (placed.body.data as { bet: { _id: string } }).bet._id;
    const [row] = await handle.db.select({ status: bets.status }).from(bets).where(eq(bets.id, betId));
    expect(row?.status).toBe('settled');
    const after = await moneyOf(handle, 'Player');
    expect(after.balance).toBeGreaterThan(before.balance);
    expect(after.exposure).toBe(before.exposure);

    // What players see: on the leader the market stays open; the follower has not heard the leader, so after
    // 5 s it shows the market suspended and refuses a bet on it rather than match it at old prices.
    const marketId = mirrored?.marketId ?? '';
    const matchId = second?.matchId ?? 0;
    await eventually(
      () => statusOn(follower, matchId, marketId),
      (status) => status === 'SUSPENDED',
      'the follower to suspend what it mirrors',
    );
    expect(await statusOn(leader, matchId, marketId)).toBe('OPEN');
    expect((await health(follower)).priceLagMs).toBeGreaterThan(relayTiming.silenceMs);
    const refused = await back(follower, matchId, mirrored as MarketBook, 'outage-2');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.message).toMatch(/suspended/i);

    // Down for the whole 10 s, then back, empty.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageMs - (Date.now() - downAt))));
    await cluster.redis.start();
    await eventually(
      async () => [(await health(leader)).redis, (await health(follower)).redis],
      (states) => states.join() === 'ready,ready',
      'both to reconnect',
    );
    await eventually(
      () => statusOn(follower, matchId, marketId),
      (status) => status === 'OPEN',
      'the follower to take the market back from the leader',
    );
    expect((await health(follower)).priceLagMs).toBeLessThan(relayTiming.silenceMs);
    const accepted = await back(follower, matchId, mirrored as MarketBook, 'outage-3');
    expect(accepted.status, accepted.body.message).toBe(200);

    // Pushes resume: a deposit through the leader reaches the socket held by the follower.
    heard.length = 0;
    await agentDeposits(leader.url ?? '', 7);
    await eventually(
      async () => heard,
      (events) => events.includes(socketEvents.users.balance),
      'the push',
    );
    expect(socket.connected).toBe(true);
    expect(await verifyLedger(handle.db)).toEqual([]);
  });
});
