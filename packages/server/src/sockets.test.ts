import type { AddressInfo } from 'node:net';
import { messages } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { beginSecondStep } from './auth/secondStep.ts';
import { attachSockets } from './sockets.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from './testing/app.ts';

/**
 * The socket side of issue 4 over a real port. socket.io-client is not installed in this workspace, so the
 * client below speaks the socket.io protocol (Engine.IO 4 over a WebSocket) itself: `0` open, `40{auth}`
 * namespace connect answered by `40` or `44{error}`, `42[event, data]` events, `42<id>[...]` / `43<id>[...]`
 * acknowledgements, `2` / `3` ping and pong.
 */
class TestSocket {
  readonly events: { event: string; payload: unknown }[] = [];
  private readonly acks = new Map<number, (answer: unknown) => void>();
  private nextAck = 0;

  private constructor(private readonly ws: WebSocket) {}

  /** Connects with `auth`; resolves with the socket, or rejects with the handshake's refusal message. */
  static connect(port: number, auth: Record<string, unknown>): Promise<TestSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`);
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (raw: WebSocket.RawData) => {
        const text = raw.toString();
        if (text.startsWith('0')) ws.send(`40${JSON.stringify(auth)}`);
        else if (text === '2') ws.send('3');
        else if (text.startsWith('40')) resolve(socket);
        else if (text.startsWith('44')) {
          ws.close();
          reject(new Error((JSON.parse(text.slice(2)) as { message: string }).message));
        } else if (text.startsWith('42')) {
          const [event, payload] = JSON.parse(text.slice(2)) as [string, unknown];
          socket.events.push({ event, payload });
        } else if (text.startsWith('43')) {
          const match = /^43(\d+)(.*)$/.exec(text);
          const [answer] = JSON.parse(match?.[2] ?? '[]') as unknown[];
          socket.acks.get(Number(match?.[1]))?.(answer);
        }
      });
    });
  }

  /** Emits an event and waits for the server's acknowledgement. */
  emitWithAck(event: string, payload: unknown): Promise<unknown> {
    const id = this.nextAck++;
    return new Promise((resolve) => {
      this.acks.set(id, resolve);
      this.ws.send(`42${id}${JSON.stringify([event, payload])}`);
    });
  }

  close(): void {
    this.ws.close();
  }
}

let t: TestApp;
let port: number;
const openSockets: TestSocket[] = [];

async function connect(token: unknown): Promise<TestSocket> {
  const socket = await TestSocket.connect(port, token === undefined ? {} : { token });
  openSockets.push(socket);
  return socket;
}

/** Resolves once `check` holds, or fails after a second. */
async function eventually(check: () => boolean): Promise<void> {
  const until = Date.now() + 1000;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting for a socket event');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  // The routes read context.notify on each push, so the sockets' notifier takes over from the recorder.
  t.context.notify = attachSockets(t.app.server, t.context.tokens).notifier;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await t.close();
});

describe('the socket handshake', () => {
  let player: TestUser;
  beforeAll(async () => {
    const admin = await t.createUser({ role: 'admin' });
    player = await t.createUser({ role: 'user', parent: admin });
  });

  it('refuses a connection without a token', async () => {
    await expect(connect(undefined)).rejects.toThrow(messages.noAuthToken);
  });

  it('refuses a forged or malformed token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow();
    const [header, payload] = (await t.signIn(player)).split('.');
    await expect(connect(`${header}.${payload}.forged-signature`)).rejects.toThrow();
  });

  it('refuses the temporary token of the code step', async () => {
    const pending = await beginSecondStep(t.context, player, '127.0.0.1');
    await expect(connect(pending.token)).rejects.toThrow('jwt malformed');
  });

  it('accepts an access token', async () => {
    await expect(connect(await t.signIn(player))).resolves.toBeInstanceOf(TestSocket);
  });
});

describe('userRoomJoin and pushes', () => {
  it("joins the caller's own room and refuses another user's", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const player = await t.createUser({ role: 'user', parent: admin });
    const socket = await connect(await t.signIn(player));
    expect(await socket.emitWithAck('userRoomJoin', { userId: admin.id })).toMatchObject({ error: true });
    expect(await socket.emitWithAck('userRoomJoin', { userId: 'not-an-id' })).toMatchObject({ error: true });
    expect(await socket.emitWithAck('userRoomJoin', { userId: player.id })).toMatchObject({ error: false });
  });

  it("pushes the logout of a second login only to that user's joined socket", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const player = await t.createUser({ role: 'user', parent: admin });
    const other = await t.createUser({ role: 'user', parent: admin });
    const firstToken = await t.signIn(player);

    const own = await connect(firstToken);
    await own.emitWithAck('userRoomJoin', { userId: player.id });
    // Connected as the player but never joined: pushes go to rooms, so it hears nothing. Its sign-in is
    // already a second login: it ends the first session.
    const secondToken = await t.signIn(player);
    const unjoined = await connect(secondToken);
    // Another user who tried to join the player's room (refused) and joined its own.
    const intruder = await connect(await t.signIn(other));
    await intruder.emitWithAck('userRoomJoin', { userId: player.id });
    await intruder.emitWithAck('userRoomJoin', { userId: other.id });

    const login = await t.call('POST', '/api/login', {
      body: { username: player.username, password: testPassword },
    });
    expect(login.status).toBe(200);

    const logouts = () =>
      own.events.filter((event) => event.event === 'logout').map((event) => event.payload);
    await eventually(() => logouts().length === 2);
    const sessionOf = async (token: string) => ({
      sessionId: (await t.context.tokens.verify(token)).sessionId,
    });
    // Each push names the session that ended, never the one just opened.
    expect(logouts()).toEqual([await sessionOf(firstToken), await sessionOf(secondToken)]);
    expect(logouts()).not.toContainEqual({ sessionId: (login.body.data as { sessionId: string }).sessionId });
    // Give a stray push time to arrive before saying none came.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unjoined.events).toEqual([]);
    expect(intruder.events).toEqual([]);
  });
});
