import type { AddressInfo } from 'node:net';
import { matchSnapshotSchema, matchUpdateSchema, socketEvents } from '@exchange/domain';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, placeBet } from '../testing/bets.ts';
import { CatalogSink } from '../feed/sink.ts';
import { SteppedFeed } from '../feed/steppedFeed.ts';
import { boardSettlementOf } from '../settlement/index.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import {
  connectMatchRoomClient,
  handScheduler,
  settledMatchRoom as settled,
  type MatchRoomClient as Client,
} from '../testing/matchRoomClient.ts';
import { attachMatchRooms } from './matchRooms.ts';

/**
 * The end of a match as the open odds pages hear it: the stepped simulator (it ticks only when the test
 * asks) plays until one of its matches finishes, the match rooms' pushes are run by hand, and a page
 * opened after the board let the match go still reads it finished.
 */

let t: TestApp;
let url: string;
let server: Server;
let rooms: ReturnType<typeof attachMatchRooms>;
let feed: SteppedFeed;
const sockets: Socket[] = [];
const feedErrors: unknown[] = [];
/** The match the first test played to its end. */
let endedMatch: number | undefined;

/** The match rooms' pushes, sent when the test says. */
const { schedule, runScheduled } = handScheduler();

const connect = () => connectMatchRoomClient(url, sockets);
const join = (client: Client, matchId: number) =>
  client.socket.emitWithAck(socketEvents.data.joinMatch, { matchId });

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2025-03-01T12:00:00.000Z') });
  server = new Server(t.app.server);
  rooms = attachMatchRooms(server, t.context, { schedule });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const sink = new CatalogSink(t.context, { activateNewMatches: true });
  feed = new SteppedFeed(sink, {
    seed: 3,
    tickMs: 1000,
    eventsPerSport: 1,
    firstId: 30_000_000,
    // The board lets a finished match go two ticks after its end.
    retainClosedTicks: 2,
    startsAt: new Date('2025-03-01T12:00:00.000Z'),
    onError: (error) => feedErrors.push(error),
  });
  await feed.start();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  rooms.close();
  await feed.stop();
  await t.close();
});

describe('the end of a match on an open odds page', () => {
  it('is pushed with the tick that ends it, its markets closed and its result, and bets are refused', async () => {
    const { board } = t.context;
    const inPlay = board.matchIds().filter((matchId) => board.matchStatus(matchId) === 'inPlay');
    expect(inPlay).not.toEqual([]);
    const page = await connect();
    for (const matchId of inPlay)
      expect(await join(page, matchId)).toEqual({ error: false, message: 'Joined' });
    const admin = await t.createUser({ role: 'admin' });
    const player = await newPlayer(t, await t.createUser({ role: 'dl', parent: admin }));

    // Tick by tick, each tick's pushes sent, until one of the watched matches is over.
    let ended: number | undefined;
    for (let tick = 0; tick < 2000 && ended === undefined; tick += 1) {
      await feed.step(1);
      runScheduled();
      ended = inPlay.find((matchId) => board.matchStatus(matchId) === 'closed');
    }
    if (ended === undefined) throw new Error('No watched match finished in 2000 ticks');
    endedMatch = ended;
    const [market] = board.marketsOf(ended).filter((candidate) => candidate.kind === 'matchOdds');
    const runner = market?.runners[0];
    if (!market || !runner) throw new Error('The finished match has no match odds market');
    await settled(page);

    const last = page.updates.filter((update) => update.matchId === ended).at(-1);
    expect(v.safeParse(matchUpdateSchema, last).success).toBe(true);
    expect(last).toMatchObject({
      status: 'closed',
      matchOdds: [{ marketId: market.marketId, status: 'CLOSED' }],
      result: { kind: 'winner', marketId: market.marketId },
    });
    const result = last?.result;
    const names = market.runners.map((candidate) => candidate.name);
    expect(result?.kind === 'winner' && names.includes(result.runnerName)).toBe(true);

    // The slip a player filled before the end is refused now, before anything else happens.
    const refused = await placeBet(t, player.token, {
      matchId: ended,
      marketId: market.marketId,
      marketName: market.name,
      selectionId: runner.selectionId,
      runnerName: runner.name,
      odds: 1.01,
      stack: 100,
      isBack: true,
      betOn: 'MATCH_ODDS',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(['market_closed', 'event_not_open']).toContain(refused.code);
    expect(feedErrors).toEqual([]);
  });

  it('still reads finished when opened after the board let the match go: final score, closed markets, result', async () => {
    const { board } = t.context;
    const closed = endedMatch;
    if (closed === undefined) throw new Error('The first test ended no match');
    const finalScore = board.score(closed);
    const marketIds = board
      .marketsOf(closed)
      .filter((market) => market.kind !== 'fancy')
      .map((market) => market.marketId);
    await feed.step(3);
    await boardSettlementOf(t.app).idle();
    expect(board.marketsOf(closed)).toEqual([]);
    expect(board.score(closed)).toBeUndefined();

    const reloaded = await connect();
    expect(await join(reloaded, closed)).toEqual({ error: false, message: 'Joined' });
    await settled(reloaded);
    const [snapshot] = reloaded.snapshots;
    expect(v.safeParse(matchSnapshotSchema, snapshot).success).toBe(true);
    expect(snapshot).toMatchObject({
      matchId: closed,
      status: 'closed',
      score: { summary: finalScore?.summary },
      result: { kind: 'winner' },
    });
    const shown = [...(snapshot?.matchOdds ?? []), ...(snapshot?.bookmaker ?? [])];
    expect(shown.map((market) => market.marketId).sort()).toEqual(marketIds.sort());
    expect(shown.every((market) => market.status === 'CLOSED')).toBe(true);
  });
});
