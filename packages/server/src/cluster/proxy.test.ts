import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { nextTick, socketEvents } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../db/exchangeSchema.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { verifyLedger } from '../ledger/index.ts';
import { agentDeposits, clusterCall, eventually, moneyOf } from '../testing/cluster.ts';
import { startTestRedis, type TestRedis } from '../testing/redisServer.ts';
import { demoLogin, freePort, serverDatabase, type ServerDatabase } from '../testing/serverProcess.ts';

/**
 * `npm run start:cluster` as an operator runs it (docs/DEPLOY.md): spec 7's three APIs each a pool of its own
 * behind Debian's nginx on one port, on one PostgreSQL and one Redis. Only under `npm run test:postgres`
 * (scripts/test.mjs), which installs nginx and redis-server on a machine without them.
 */
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
let database: ServerDatabase;
let redis: TestRedis;
let handle: DatabaseHandle;
let command: ChildProcess;
let output = '';
let url = '';
/** Each process's own port, by name (main-1, data-1, bet-1). */
const ports = new Map<string, number>();
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await serverDatabase('proxy-');
  redis = await startTestRedis();
  const port = await freePort();
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, JWT_SECRET: _secret, ...environment } = process.env;
  command = spawn(
    process.execPath,
    ['scripts/start-cluster.mjs', '--main', '1', '--data', '1', '--bet', '1', '--port', String(port)].concat([
      '--api-only',
      ...database.args,
    ]),
    {
      cwd: repoRoot,
      env: {
        ...environment,
        ...database.env,
        REDIS_URL: redis.url,
        DATA_DIR: database.dir,
        NODE_ENV: 'test',
        JWT_SECRET: 'proxy-secret-long-enough-for-hs256-signing',
        FEED: 'stepped',
        TEST_CLOCK: 'on',
        FEED_SEED: '5',
        CASINO: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Exchange cluster at (http:\/\/localhost:\d+)/.exec(output);
      if (ready?.[1]) resolve();
    };
    command.stdout?.on('data', onData);
    command.stderr?.on('data', onData);
    command.once('exit', (code) => reject(new Error(`start:cluster exited (${code}):\n${output}`)));
  });
  url = `http://127.0.0.1:${port}`;
  for (const [, name, workerPort] of output.matchAll(/(\w+-\d+) \(port (\d+)\)/g)) {
    ports.set(name ?? '', Number(workerPort));
  }
  handle = await database.open();
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  if (command && command.exitCode === null) {
    const exited = new Promise((resolve) => command.once('exit', resolve));
    command.kill('SIGTERM');
    await exited;
  }
  await handle?.close();
  await redis?.stop();
  await database?.dispose();
});

const playerBalance = () => moneyOf(handle, 'Player');

const processUrl = (name: string) => `http://127.0.0.1:${ports.get(name) ?? 0}`;

const call = clusterCall;

interface Health {
  instance: { pid: number };
  leaderships: string[];
}

const healthOf = async (name: string) => (await call(processUrl(name), '/api/health')).body.data as Health;

describe('npm run start:cluster: three pools behind nginx', () => {
  it('serves each API from its own pool through one address, and each process only its own', async () => {
    expect([...ports.keys()]).toEqual(['main-1', 'data-1', 'bet-1']);
    const player = await demoLogin(url, 'Player');
    const admin = await demoLogin(url, 'Superadmin');
    expect((await call(url, '/data/get-series?EventTypeID=4', admin)).status).toBe(200);
    expect((await call(url, '/bet/bets?matchId=1', player)).status).toBe(200);
    // Straight to a process, an API it does not serve is not there; health is on every one.
    expect((await call(processUrl('data-1'), '/api/user-info', player)).status).toBe(404);
    expect((await call(processUrl('data-1'), '/bet/bets?matchId=1', player)).status).toBe(404);
    expect((await call(processUrl('bet-1'), '/data/get-series?EventTypeID=4', admin)).status).toBe(404);
    expect((await call(processUrl('main-1'), '/bet/bets?matchId=1', player)).status).toBe(404);
    for (const name of ports.keys()) expect((await healthOf(name)).instance.pid).toBeGreaterThan(0);
    // The first process started won the feed (the casino is off here: failover.test.ts kills its dealer).
    expect((await healthOf('main-1')).leaderships).toEqual(['feed']);
  });

  it('survives the kill of the leader in play: another leads in 5 s, voids the match once, sockets resume', async () => {
    const admin = await demoLogin(url, 'Superadmin');
    const player = await demoLogin(url, 'Player');
    const feedOf = async (name: string, ticks: number) =>
      (await call(processUrl(name), '/test/feed', admin, { ticks })).status;
    expect(await feedOf('main-1', 3)).toBe(200);
    const inPlay = async () =>
      (
        (await call(url, '/api/get-match-list?sportId=1&status=in-play', admin)).body.data as {
          matchId: number;
        }[]
      ).map((match) => match.matchId);
    const matchId = (await inPlay())[0] ?? 0;
    expect(matchId, 'a soccer match in play').toBeGreaterThan(0);

    // The player's two sockets through nginx, as the app opens them: its own room and a match's room, with
    // the page's Origin a browser sends (the server takes only its own host's).
    const userId = ((await call(url, '/api/user-info', player)).body.data as { _id: string })._id;
    const asTheApp = { transports: ['websocket'], reconnectionDelay: 100, extraHeaders: { origin: url } };
    const userSocket = io(url, { ...asTheApp, auth: { token: player } });
    const data = io(`${url}/data`, asTheApp);
    sockets.push(userSocket, data);
    const heard: string[] = [];
    const disconnects: string[] = [];
    let roomMatchId = matchId;
    userSocket.on('connect', () => void userSocket.emit(socketEvents.users.userRoomJoin, { userId }));
    data.on('connect', () => void data.emit(socketEvents.data.joinMatch, { matchId: roomMatchId }));
    userSocket.onAny((event: string) => heard.push(`users:${event}`));
    data.onAny((event: string) => heard.push(`data:${event}`));
    for (const socket of [userSocket, data]) socket.on('disconnect', (reason) => disconnects.push(reason));
    await eventually(
      async () => heard,
      (events) => events.includes('data:matchSnapshot'),
      'the snapshot',
    );

    // Two bets in play (each answered after the in-play delay): one at the best back, matched, and one
    // above it, left waiting.
    const markets = (await call(url, `/api/get-market-list?matchId=${matchId}`, admin)).body.data as {
      marketId: string;
      oddsType?: string;
      runners: { selectionId: number; ex: { availableToBack: { price: number }[] } }[];
    }[];
    const market = markets.find((book) => book.oddsType === undefined);
    const runner = market?.runners[0];
    const best = runner?.ex.availableToBack[0]?.price ?? 0;
    expect(best, 'a back price in play').toBeGreaterThan(1);
    const before = await playerBalance();
    const back = (odds: number | null, key: string) =>
      call(url, '/bet/placebet', player, {
        matchId,
        marketId: market?.marketId,
        selectionId: runner?.selectionId,
        marketName: 'Match Odds',
        runnerName: 'Home',
        odds,
        stack: 100,
        isBack: true,
        betOn: 'MATCH_ODDS',
        idempotencyKey: key,
      });
    const placed = await Promise.all([back(best, 'proxy-matched'), back(nextTick(best), 'proxy-waiting')]);
    for (const answer of placed) expect(answer.status, answer.body.message).toBe(200);
    const betsOnMarket = async () =>
      (
        await handle.db
          .select()
          .from(bets)
          .where(eq(bets.marketId, market?.marketId ?? ''))
      )
        .map((bet) => bet.status)
        .sort();
    expect(await betsOnMarket()).toEqual(['matched', 'unmatched']);
    expect((await playerBalance()).exposure).toBeGreaterThan(before.exposure);

    const leader = (await healthOf('main-1')).instance.pid;
    process.kill(leader, 'SIGKILL');
    const killedAt = Date.now();
    // PostgreSQL frees the dead session's locks at once; the others try each second.
    const successor = await eventually(
      async () => {
        for (const name of ['data-1', 'bet-1']) {
          if ((await healthOf(name)).leaderships.includes('feed')) return name;
        }
        return null;
      },
      (name) => typeof name === 'string',
      'another process to lead the feed',
      5_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(5_000);

    // The simulator cannot resume the games the dead leader ran (docs/adr/0016-scale-out.md): the new
    // leader voids them, once: the matched bet void, the waiting one cancelled, every stake given back.
    await eventually(
      betsOnMarket,
      (statuses) => statuses.join() === 'cancelled,void',
      'the match to be voided',
    );
    expect(await playerBalance()).toEqual(before);
    expect(await verifyLedger(handle.db)).toEqual([]);

    // The killed process is started again; the sockets come back through nginx and hear what follows.
    await eventually(
      async () => (await healthOf('main-1')).instance.pid,
      (pid) => typeof pid === 'number' && pid !== leader,
      'main-1 to be started again',
      60_000,
    );
    expect(disconnects).toEqual(['transport close', 'transport close']);
    expect(await inPlay()).not.toContain(matchId);
    await eventually(async () => userSocket.connected && data.connected, Boolean, 'the sockets to reconnect');
    expect(await feedOf(successor as string, 3)).toBe(200);
    roomMatchId = (await inPlay())[0] ?? 0;
    heard.length = 0;
    data.emit(socketEvents.data.joinMatch, { matchId: roomMatchId });
    await agentDeposits(url, 5);
    await eventually(
      async () => {
        await feedOf(successor as string, 1);
        return heard;
      },
      (events) =>
        events.includes(`users:${socketEvents.users.balance}`) && events.includes('data:matchUpdate'),
      'a balance push and a price update after reconnecting',
    );
  });
});
