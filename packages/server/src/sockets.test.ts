import type { AddressInfo } from 'node:net';
import { messages, refusalMessages, socketEvents } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginSecondStep } from './auth/secondStep.ts';
import { sessions } from './db/schema.ts';
import { attachSockets } from './sockets.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from './testing/app.ts';

/** A connected socket.io client and every event the server pushed to it, in order. */
interface TestSocket {
  socket: Socket;
  events: { event: string; payload: unknown }[];
}

let t: TestApp;
let url: string;
const openSockets: Socket[] = [];

/** Connects over a real port with `token`; rejects with the handshake's refusal message. */
function connect(token: unknown, origin?: string): Promise<TestSocket> {
  const socket = io(url, {
    auth: token === undefined ? {} : { token },
    ...(origin !== undefined && { extraHeaders: { origin } }),
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  openSockets.push(socket);
  const events: TestSocket['events'] = [];
  // Listening before the connection opens, so no push can slip past.
  socket.onAny((event: string, payload: unknown) => void events.push({ event, payload }));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, events }));
    socket.once('connect_error', reject);
  });
}

/** Resolves once `check` holds, or fails after a second. */
async function eventually(check: () => boolean): Promise<void> {
  // Generous: a busy CI machine can take seconds to deliver; a missing event still fails.
  const until = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting for a socket event');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  // The routes read context.notify on each push, so the sockets' notifier takes over from the recorder.
  t.context.notify = attachSockets(t.app.server, t.context).notifier;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
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
    const { socket } = await connect(await t.signIn(player));
    expect(socket.connected).toBe(true);
  });

  it('refuses a page of another origin, and takes one of its own', async () => {
    const token = await t.signIn(player);
    await expect(connect(token, 'https://evil.example')).rejects.toThrow();
    await expect(connect(token, 'null')).rejects.toThrow();
    const { socket } = await connect(token, url);
    expect(socket.connected).toBe(true);
  });

  it('refuses the token of a revoked session', async () => {
    const token = await t.signIn(player);
    const { sessionId } = await t.context.tokens.verify(token);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    await expect(connect(token)).rejects.toThrow(refusalMessages.sessionEnded);
  });

  it('refuses an access token whose session is still at the code step', async () => {
    // Only a leaked signing key could mint this; the session's own state must still refuse it.
    const pending = await beginSecondStep(t.context, player, '127.0.0.1');
    const token = await t.context.tokens.sign({
      userId: player.id,
      sessionId: pending.sessionId,
      role: player.role,
      kind: 'access',
    });
    await expect(connect(token)).rejects.toThrow(refusalMessages.sessionEnded);
  });

  it('refuses a locked user and a user below a locked ancestor', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const locked = await t.createUser({ role: 'user', parent: admin, userLocked: true });
    await expect(connect(await t.signIn(locked))).rejects.toThrow(refusalMessages.userLocked);

    const lockedAdmin = await t.createUser({ role: 'admin', userLocked: true });
    const below = await t.createUser({ role: 'user', parent: lockedAdmin });
    await expect(connect(await t.signIn(below))).rejects.toThrow(refusalMessages.userLocked);
  });
});

describe('userRoomJoin and pushes', () => {
  it("joins the caller's own room and refuses another user's", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const player = await t.createUser({ role: 'user', parent: admin });
    const { socket } = await connect(await t.signIn(player));
    expect(await socket.emitWithAck(socketEvents.users.userRoomJoin, { userId: admin.id })).toMatchObject({
      error: true,
    });
    expect(await socket.emitWithAck(socketEvents.users.userRoomJoin, { userId: 'not-an-id' })).toMatchObject({
      error: true,
    });
    expect(await socket.emitWithAck(socketEvents.users.userRoomJoin, { userId: player.id })).toMatchObject({
      error: false,
    });
  });

  it("pushes the logout of a second login only to that user's joined socket", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const player = await t.createUser({ role: 'user', parent: admin });
    const other = await t.createUser({ role: 'user', parent: admin });
    const firstToken = await t.signIn(player);

    const own = await connect(firstToken);
    await own.socket.emitWithAck(socketEvents.users.userRoomJoin, { userId: player.id });
    // Connected as the player but never joined: pushes go to rooms, so it hears nothing. Its sign-in is
    // already a second login: it ends the first session.
    const secondToken = await t.signIn(player);
    const unjoined = await connect(secondToken);
    // Another user who tried to join the player's room (refused) and joined its own.
    const intruder = await connect(await t.signIn(other));
    await intruder.socket.emitWithAck(socketEvents.users.userRoomJoin, { userId: player.id });
    await intruder.socket.emitWithAck(socketEvents.users.userRoomJoin, { userId: other.id });

    const login = await t.call('POST', '/api/login', {
      body: { username: player.username, password: testPassword },
    });
    expect(login.status).toBe(200);

    const logouts = () =>
      own.events.filter((event) => event.event === socketEvents.users.logout).map((event) => event.payload);
    await eventually(() => logouts().length === 1 && !own.socket.connected);
    const sessionOf = async (token: string) => ({
      sessionId: (await t.context.tokens.verify(token)).sessionId,
    });
    // The push names the session that now holds the account (spec 4: a device whose id differs leaves);
    // then the ended session's socket is closed, so the later login's push no longer reaches it.
    expect(logouts()).toEqual([await sessionOf(secondToken)]);
    // Give a stray push time to arrive before saying none came.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unjoined.events).toEqual([]);
    expect(intruder.events).toEqual([]);
  });
});

describe('an ended session', () => {
  /** Resolves with the disconnect reason once the server closes the socket. */
  const closedByServer = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

  it('logout disconnects its socket, which hears no further push and cannot reconnect', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const player = await t.createUser({ role: 'user', parent: admin });
    const token = await t.signIn(player);
    const client = await connect(token);
    await client.socket.emitWithAck(socketEvents.users.userRoomJoin, { userId: player.id });
    const closed = closedByServer(client.socket);

    expect((await t.call('POST', '/api/logout', { token })).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    t.context.notify.toUser(player.id, socketEvents.users.balance, { balance: 1, exposer: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.events).toEqual([]);
    await expect(connect(token)).rejects.toMatchObject({
      message: refusalMessages.sessionEnded,
      data: { sessionEnded: 'logout' },
    });
  });

  it("a sign-in elsewhere disconnects the old session's socket and keeps the new one", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const player = await t.createUser({ role: 'user', parent: admin });
    const old = await connect(await t.signIn(player));
    const closed = closedByServer(old.socket);
    const current = await connect(await t.signIn(player));
    expect(await closed).toBe('io server disconnect');
    expect(current.socket.connected).toBe(true);
  });

  it('a lock disconnects the sockets of the locked subtree and of no one else', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const agent = await t.createUser({ role: 'dl', parent: admin });
    const player = await t.createUser({ role: 'user', parent: agent });
    const sibling = await t.createUser({ role: 'user', parent: admin });
    const adminToken = await t.signIn(admin);
    const below = await connect(await t.signIn(player));
    const beside = await connect(await t.signIn(sibling));
    const above = await connect(adminToken);
    const closed = closedByServer(below.socket);
    const lock = await t.call('POST', '/api/update-user-status', {
      token: adminToken,
      body: { username: agent.username, userLock: true, transactionPassword: testPassword },
    });
    expect(lock.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(beside.socket.connected).toBe(true);
    expect(above.socket.connected).toBe(true);
  });
});
