import type { AddressInfo } from 'node:net';
import { casinoRoundSchema, socketEvents, type CasinoRound } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoRounds } from '../db/casinoSchema.ts';
import { attachMatchRooms } from '../sockets/matchRooms.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { setCasinoTableEnabled } from './queries.ts';
import { ensureCasinoTables } from './rounds.ts';
import { testClock, testLoop } from '../testing/casinoLoop.ts';

/**
 * The data socket's casino rooms against a real socket.io server and client: the loop moves Lucky 7's
 * rounds on a clock the test moves, and the rooms' look (`refresh`) is run by hand after each tick.
 */

const clock = testClock('2025-06-01T12:00:00.000Z');
let t: TestApp;
let url: string;
let server: Server;
let rooms: ReturnType<typeof attachMatchRooms>;
let loop: ReturnType<typeof testLoop>['loop'];
const openSockets: Socket[] = [];

interface Client {
  socket: Socket;
  rounds: CasinoRound[];
}

async function connect(): Promise<Client> {
  const socket = io(`${url}/data`, { transports: ['websocket'], reconnection: false, forceNew: true });
  openSockets.push(socket);
  const client: Client = { socket, rounds: [] };
  socket.on(socketEvents.data.casinoRound, (payload: CasinoRound) => client.rounds.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return client;
}

const join = (client: Client, payload: unknown) =>
  client.socket.emitWithAck(socketEvents.data.joinCasino, payload) as Promise<{
    error: boolean;
    message: string;
  }>;
/** A round trip: the server answers after everything it emitted before, so those have arrived. */
const settled = (client: Client) =>
  client.socket.emitWithAck(socketEvents.data.leaveCasino, { gameCode: 'none' });

/** Moves the clock, ticks the loop, looks, and waits until what was pushed has arrived. */
async function step(client: Client, seconds: number): Promise<CasinoRound[]> {
  const before = client.rounds.length;
  clock.advance(seconds);
  await loop.tick();
  await rooms.casino.refresh();
  await settled(client);
  return client.rounds.slice(before);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now() });
  await ensureCasinoTables(t.context.db, clock.now());
  loop = testLoop(t.context).loop;
  server = new Server(t.app.server);
  rooms = attachMatchRooms(server, t.context, { casino: { intervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  rooms.close();
  await t.close();
});

describe('the casino rooms of the data socket', () => {
  it('pushes the round on joining and on every change: each second, the suspension, the card, the result, the next round', async () => {
    const client = await connect();
    expect(await join(client, { gameCode: 'lucky7' })).toEqual({ error: false, message: 'Joined' });
    await settled(client);
    // No round yet: nothing to show until the loop opens one.
    expect(client.rounds).toEqual([]);

    const [opened] = await step(client, 0);
    expect(opened).toMatchObject({ gameType: 'lucky7', status: 'open', secondsLeft: 20, cards: ['1'] });
    const [{ serverSeed: secret = '' } = {}] = await t.context.db
      .select({ serverSeed: casinoRounds.serverSeed })
      .from(casinoRounds)
      .where(eq(casinoRounds.id, opened?.mid ?? ''));

    // The countdown, a push a second; a look with nothing new pushes nothing.
    expect((await step(client, 1)).map((round) => round.secondsLeft)).toEqual([19]);
    expect(await step(client, 0)).toEqual([]);
    const countdown: number[] = [];
    for (let second = 0; second < 18; second += 1) {
      countdown.push(...(await step(client, 1)).map((round) => round.secondsLeft));
    }
    expect(countdown).toEqual([18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

    expect(await step(client, 1)).toMatchObject([{ status: 'suspended', secondsLeft: 0, cards: ['1'] }]);
    const [result] = await step(client, 5);
    expect(result).toMatchObject({ mid: opened?.mid, status: 'result', serverSeed: secret });
    expect(result?.cards[0]).not.toBe('1');
    expect(result?.result?.winnerName).toEqual(expect.any(String));

    const [next] = await step(client, 5);
    expect(next).toMatchObject({ status: 'open', secondsLeft: 20, serverSeed: null });
    expect(next?.mid).not.toBe(opened?.mid);

    for (const round of client.rounds) expect(v.safeParse(casinoRoundSchema, round).success).toBe(true);
    // The seed went out with the result, never before.
    const beforeResult = client.rounds.slice(0, client.rounds.indexOf(result as CasinoRound));
    expect(JSON.stringify(beforeResult)).not.toContain(secret);

    await client.socket.emitWithAck(socketEvents.data.leaveCasino, { gameCode: 'lucky7' });
    expect(await step(client, 1)).toEqual([]);
  });

  it('sends the current round at once to a newcomer, and a void to a room whose game is closed', async () => {
    const client = await connect();
    expect(await join(client, { gameCode: 'lucky7' })).toEqual({ error: false, message: 'Joined' });
    await settled(client);
    expect(client.rounds).toMatchObject([{ gameType: 'lucky7', status: 'open' }]);

    await setCasinoTableEnabled(t.context.db, 'lucky7', false);
    expect(await step(client, 1)).toMatchObject([{ status: 'void', markets: expect.any(Array) }]);
    expect((client.rounds.at(-1) as CasinoRound).serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(await step(client, 30)).toEqual([]);
  });

  it('refuses a closed game, an unknown one and a malformed request', async () => {
    const client = await connect();
    expect(await join(client, { gameCode: 'lucky7' })).toEqual({
      error: true,
      message: 'This casino game is closed',
    });
    expect(await join(client, { gameCode: 'nogame' })).toEqual({
      error: true,
      message: 'Casino game not found',
    });
    expect(await join(client, { gameCode: '' })).toEqual({
      error: true,
      message: 'gameCode must be a casino game code',
    });
    await setCasinoTableEnabled(t.context.db, 'lucky7', true);
    await loop.tick();
    await settled(client);
    expect(client.rounds).toEqual([]);
  });
});
