import type { AddressInfo } from 'node:net';
import { matchSnapshotSchema, matchUpdateSchema, socketEvents } from '@exchange/domain';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LiveMarket } from '../exchange/board.ts';
import { catalogIds as ids, seedCatalog } from '../testing/sportsCatalog.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import {
  connectMatchRoomClient,
  handScheduler,
  settledMatchRoom as settled,
  type MatchRoomClient as Client,
} from '../testing/matchRoomClient.ts';
import { attachMatchRooms } from './matchRooms.ts';

let t: TestApp;
let url: string;
let server: Server;
let rooms: ReturnType<typeof attachMatchRooms>;
const openSockets: Socket[] = [];

/** The coalescing window, run by hand: each entry is one scheduled push. */
const { scheduled, schedule, runScheduled } = handScheduler();

const connect = () => connectMatchRoomClient(url, openSockets);

const join = (client: Client, payload: unknown) =>
  client.socket.emitWithAck(socketEvents.data.joinMatch, payload) as Promise<{
    error: boolean;
    message: string;
  }>;

function priced(back: number): Omit<LiveMarket, 'version'> {
  const market = t.context.board.market('1.202');
  if (!market) throw new Error('1.202 is not on the board');
  return {
    ...market,
    runners: market.runners.map((runner, index) =>
      index === 0
        ? { ...runner, back: [{ price: back, size: 10 }], lay: [{ price: back + 0.01, size: 10 }] }
        : runner,
    ),
  };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2025-03-01T12:00:00.000Z') });
  await seedCatalog(t);
  server = new Server(t.app.server);
  rooms = attachMatchRooms(server, t.context, { schedule });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  rooms.close();
  await t.close();
});
beforeEach(() => void runScheduled());

describe('the match rooms of the data socket', () => {
  it('sends the whole match at once on joining: match odds, bookmaker, fancies and score', async () => {
    const client = await connect();
    expect(await join(client, { matchId: ids.cricket })).toEqual({ error: false, message: 'Joined' });
    await settled(client);
    const [snapshot] = client.snapshots;
    expect(v.safeParse(matchSnapshotSchema, snapshot).success).toBe(true);
    expect(snapshot).toMatchObject({
      matchId: ids.cricket,
      status: 'inPlay',
      matchOdds: [
        {
          marketId: '1.202',
          runners: [{ runnerName: 'Mumbai', ex: { availableToBack: [{ price: 1.8 }, { price: 1.79 }] } }, {}],
        },
      ],
      bookmaker: [{ marketId: '9.205', oddsType: 'bookMaker' }],
      fancy: [
        {
          marketId: '5.208',
          status: 'BALL RUNNING',
          back: [{ price: 53, size: 100 }],
          lay: [{ price: 52, size: 100 }],
        },
        { marketId: '5.210', gtype: 'fancy1' },
      ],
      score: { summary: 'MUM 31/1 (3.2)' },
    });
  });

  it('refuses a match players may not see and a malformed request', async () => {
    const client = await connect();
    expect(await join(client, { matchId: ids.notActivated })).toEqual({
      error: true,
      message: 'Match not found',
    });
    expect(await join(client, { matchId: 'x' })).toEqual({
      error: true,
      message: 'matchId must be a match id',
    });
    expect(client.snapshots).toEqual([]);
  });

  it('pushes only what changed: one market, then the score and status', async () => {
    const client = await connect();
    await join(client, { matchId: ids.cricket });
    t.context.board.putMarket(priced(1.7));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(100);
    runScheduled();
    await settled(client);
    expect(client.updates).toHaveLength(1);
    const [update] = client.updates;
    expect(v.safeParse(matchUpdateSchema, update).success).toBe(true);
    expect(Object.keys(update ?? {}).sort()).toEqual(['matchId', 'matchOdds']);
    expect(update?.matchOdds?.[0]?.runners[0]?.ex.availableToBack).toEqual([{ price: 1.7, size: 10 }]);

    t.context.board.putScore({
      matchId: ids.cricket,
      summary: 'MUM 35/1 (3.3)',
      updatedAt: '2025-03-01T12:00:05.000Z',
    });
    t.context.board.setMatchStatus(ids.cricket, 'closed');
    runScheduled();
    await settled(client);
    expect(client.updates[1]).toEqual({
      matchId: ids.cricket,
      status: 'closed',
      score: { matchId: ids.cricket, summary: 'MUM 35/1 (3.3)', updatedAt: '2025-03-01T12:00:05.000Z' },
    });
    t.context.board.setMatchStatus(ids.cricket, 'inPlay');
    runScheduled();
  });

  it('gathers a burst of 100 changes in one window into one push with the latest prices', async () => {
    const client = await connect();
    await join(client, { matchId: ids.cricket });
    for (let tick = 0; tick < 100; tick += 1) t.context.board.putMarket(priced(1.5 + tick / 100));
    expect(scheduled).toHaveLength(1);
    runScheduled();
    await settled(client);
    expect(client.updates).toHaveLength(1);
    expect(client.updates[0]?.matchOdds).toHaveLength(1);
    expect(client.updates[0]?.matchOdds?.[0]?.runners[0]?.ex.availableToBack).toEqual([
      { price: 2.49, size: 10 },
    ]);
  });

  it('tells the room when an admin hides a market, and leaves out hidden markets from snapshots', async () => {
    const client = await connect();
    await join(client, { matchId: ids.cricket });
    t.context.board.setOperatorHold('5.210', { suspended: false, disabled: true });
    runScheduled();
    await settled(client);
    expect(client.updates).toEqual([{ matchId: ids.cricket, removed: ['5.210'] }]);
    const later = await connect();
    await join(later, { matchId: ids.cricket });
    await settled(later);
    expect(later.snapshots[0]?.fancy.map((market) => market.marketId)).toEqual(['5.208']);
    t.context.board.setOperatorHold('5.210', { suspended: false, disabled: false });
    runScheduled();
  });

  it('stops pushing to a client that left, and schedules nothing for a match nobody watches', async () => {
    // A match no other test's client is in.
    const client = await connect();
    await join(client, { matchId: ids.later });
    const market = t.context.board.market('1.131');
    if (!market) throw new Error('1.131 is not on the board');
    t.context.board.putMarket(market);
    expect(scheduled).toHaveLength(1);
    runScheduled();
    expect(await client.socket.emitWithAck(socketEvents.data.leaveMatch, { matchId: ids.later })).toEqual({
      error: false,
      message: 'Left',
    });
    t.context.board.putMarket(market);
    expect(scheduled).toEqual([]);
    await settled(client);
    expect(client.updates.map((update) => update.matchId)).toEqual([ids.later]);
  });

  it('tells the room a session closed, and leaves closed sessions out of later snapshots', async () => {
    const client = await connect();
    await join(client, { matchId: ids.cricket });
    t.context.board.announceResult('5.208', 57);
    runScheduled();
    await settled(client);
    expect(client.updates).toMatchObject([{ fancy: [{ marketId: '5.208', status: 'CLOSED' }] }]);
    const later = await connect();
    await join(later, { matchId: ids.cricket });
    await settled(later);
    expect(later.snapshots[0]?.fancy.map((market) => market.marketId)).toEqual(['5.210']);
  });
});
