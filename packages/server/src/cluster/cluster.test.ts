import { socketEvents } from '@exchange/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../seed/demo.ts';
import { startTestCluster, type TestCluster } from '../testing/cluster.ts';
import { demoLogin, type ServerRun } from '../testing/serverProcess.ts';

/**
 * Two server processes on one PostgreSQL and one Redis (docs/adr/0016-scale-out.md), as a cluster runs
 * them: what reaches a user through one process reaches the user's sockets held by the other, and the
 * rate limits count across both. Only under `npm run test:postgres` (vitest.config.ts): processes side by
 * side need a database server.
 */
let cluster: TestCluster;
let a: ServerRun;
let b: ServerRun;
const sockets: Socket[] = [];

beforeAll(async () => {
  cluster = await startTestCluster('cluster-', 2, { CASINO: 'off' });
  [a, b] = cluster.runs as [ServerRun, ServerRun];
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await cluster?.stop();
});

/** A player's socket on `url`, joined to the player's own room, recording every push. */
async function playerSocket(url: string, token: string, userId: string) {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => void events.push({ event, payload }));
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  expect(await socket.emitWithAck(socketEvents.users.userRoomJoin, { userId })).toMatchObject({
    error: false,
  });
  return { socket, events, disconnected };
}

async function call(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown; message: string } };
}

async function signIn(url: string, username: string) {
  const { status, body } = await call(url, 'login', { username, password: demoPassword });
  expect(status, body.message).toBe(200);
  const data = body.data as { token: string; _id: string };
  return { token: data.token, userId: data._id };
}

/** Resolves once `check` holds; a push that never comes fails the test after 15 s. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two processes on one PostgreSQL and Redis', () => {
  it('names the process that answered and its Redis', async () => {
    const health = await Promise.all(
      [a, b].map(async (run) => {
        const response = await fetch(`${run.url}/api/health`);
        const body = (await response.json()) as {
          data: {
            instance: { id: string; pid: number };
            redis: string;
            database: string;
            priceLagMs: number;
          };
        };
        return body.data;
      }),
    );
    expect(health.map((h) => h.redis)).toEqual(['ready', 'ready']);
    expect(health.map((h) => h.database)).toEqual(['ready', 'ready']);
    // No odds feed runs in these two (board.test.ts measures the lag behind one).
    expect(health.map((h) => h.priceLagMs)).toEqual([null, null]);
    expect(health.map((h) => h.instance.pid)).toEqual([a.child.pid, b.child.pid]);
    expect(health[0]?.instance.id).not.toBe(health[1]?.instance.id);
  });

  it("pushes a deposit made through one process to the player's socket on the other", async () => {
    const player = await signIn(b.url ?? '', 'Player');
    const { events } = await playerSocket(b.url ?? '', player.token, player.userId);
    const agent = await demoLogin(a.url ?? '', 'Agent');
    const deposit = await call(
      a.url ?? '',
      'update-user-wallet',
      { username: 'Player', type: 'deposit', amount: 7, transactionPassword: demoPassword },
      agent,
    );
    expect(deposit.status, deposit.body.message).toBe(200);
    await eventually(() => events.some((e) => e.event === socketEvents.users.balance), 'the balance push');
  });

  it("ends a session's socket on one process when the player signs in through the other", async () => {
    const first = await signIn(b.url ?? '', 'Player');
    const { events, disconnected } = await playerSocket(b.url ?? '', first.token, first.userId);
    await signIn(a.url ?? '', 'Player');
    await eventually(() => events.some((e) => e.event === socketEvents.users.logout), 'the logout push');
    // Closed by the server: the ended session hears nothing more.
    expect(await disconnected).toBe('io server disconnect');
  });

  it('counts rate-limited calls across both processes', async () => {
    const statuses: number[] = [];
    // refresh-token allows 30 a minute per address: alone, each process would allow 30 (the sign-in
    // routes' limits are tested beside the database's guess counters, which span processes anyway).
    for (let attempt = 0; attempt < 32; attempt += 1) {
      const url = attempt % 2 === 0 ? a.url : b.url;
      statuses.push((await call(url ?? '', 'refresh-token', { token: `not-a-token-${attempt}` })).status);
    }
    expect(statuses.slice(0, 30), String(statuses)).not.toContain(429);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
