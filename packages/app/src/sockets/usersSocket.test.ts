import {
  appHeardEventsOf,
  minor,
  socketEvents,
  type Balance,
  type BetEvent,
  type PaymentRequestRow,
  type SessionEndedReason,
} from '@exchange/domain';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectUsersSocket, usersSocketListeners } from './usersSocket.ts';

/** A real socket.io server standing in for the users host: it records handshakes and room joins. */
let io: Server;
let url: string;
/** A token whose session the server has ended. */
const endedToken = 'token-ended';
const handshakes: unknown[] = [];
const joins: unknown[] = [];
const connected: Socket[] = [];

beforeEach(async () => {
  handshakes.length = 0;
  joins.length = 0;
  connected.length = 0;
  const http = createServer();
  io = new Server(http);
  // As the server's handshake refuses an ended session: the reason in the error's data.
  io.use((socket, next) => {
    if ((socket.handshake.auth as { token?: string }).token !== endedToken) return next();
    next(Object.assign(new Error('Your session has ended'), { data: { sessionEnded: 'passwordChanged' } }));
  });
  io.on('connection', (socket) => {
    handshakes.push(socket.handshake.auth);
    connected.push(socket);
    socket.on(
      socketEvents.users.userRoomJoin,
      (payload: { userId: string }, ack?: (answer: unknown) => void) => {
        joins.push(payload);
        void socket.join(`user:${payload.userId}`);
        if (payload.userId === 'u1') return ack?.({ error: false, message: 'Joined' });
        ack?.({ error: true, message: 'You may join only your own room' });
        // After the refusal on the same connection: heard, it says the refusal was heard before it.
        socket.emit(socketEvents.users.balance, { balance: 1, exposer: 0 });
      },
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await io.close();
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

function start(overrides: Partial<Parameters<typeof connectUsersSocket>[0]> = {}) {
  const balances: Balance[] = [];
  const bets: BetEvent[] = [];
  const payments: PaymentRequestRow[] = [];
  const ended: SessionEndedReason[] = [];
  let token = 'token-1';
  const disconnect = connectUsersSocket({
    url,
    token: () => token,
    userId: 'u1',
    sessionId: 'session-mine',
    onBalance: (balance) => balances.push(balance),
    onSessionEnded: (reason) => ended.push(reason),
    onBet: (event) => bets.push(event),
    onPaymentRequest: (request) => payments.push(request),
    ...overrides,
  });
  return {
    balances,
    bets,
    payments,
    ended,
    setToken: (next: string) => (token = next),
    disconnect,
  };
}

describe('connectUsersSocket', () => {
  it("joins the user's room with the stored token, and joins again after a reconnect", async () => {
    const client = start();
    await until(() => joins.length === 1);
    expect(handshakes).toEqual([{ token: 'token-1' }]);

    client.setToken('token-2');
    // A dropped connection (not a server kick, after which socket.io does not reconnect).
    connected[0]?.conn.close();
    await until(() => joins.length === 2);

    expect(joins).toEqual([{ userId: 'u1' }, { userId: 'u1' }]);
    expect(handshakes[1]).toEqual({ token: 'token-2' });
    client.disconnect();
  });

  it('says when the room is joined, again after a reconnect, and not when the server refuses it', async () => {
    let joined = 0;
    const client = start({ onJoined: () => (joined += 1) });
    await until(() => joined === 1);
    connected[0]?.conn.close();
    await until(() => joined === 2);
    client.disconnect();

    let refusedJoined = 0;
    const other = start({ userId: 'u2', onJoined: () => (refusedJoined += 1) });
    await until(() => other.balances.length === 1);
    expect(refusedJoined).toBe(0);
    other.disconnect();
  });

  it('turns balance pushes into balances in paisa and ignores malformed ones', async () => {
    const client = start();
    await until(() => joins.length === 1);
    io.to('user:u1').emit(socketEvents.users.balance, { balance: 'lots' });
    io.to('user:u1').emit(socketEvents.users.balance, { balance: 1250.5, exposer: 100 });
    await until(() => client.balances.length === 1);
    expect(client.balances).toEqual([{ balance: minor(125_050), exposure: minor(10_000) }]);
    client.disconnect();
  });

  it('logs out when another session takes over, never for its own session id', async () => {
    const client = start();
    await until(() => joins.length === 1);
    io.to('user:u1').emit(socketEvents.users.logout, { sessionId: 'session-mine' });
    io.to('user:u1').emit(socketEvents.users.logout, { sessionId: 'session-elsewhere' });
    await until(() => client.ended.length > 0);
    expect(client.ended).toEqual(['login']);
    client.disconnect();
  });

  it('says why when the server ends the session otherwise: it reconnects, and the handshake tells', async () => {
    const client = start();
    await until(() => joins.length === 1);
    // The password changed elsewhere: the server disconnects the session's sockets and refuses its token.
    client.setToken(endedToken);
    connected[0]?.disconnect(true);
    await until(() => client.ended.length > 0);
    expect(client.ended).toEqual(['passwordChanged']);
    client.disconnect();
  });

  it('hands on bet pushes, parsed, and ignores malformed ones', async () => {
    const client = start();
    await until(() => joins.length === 1);
    const bet = {
      marketId: '1.101',
      marketName: 'Match Odds',
      matchId: 7,
      selectionId: 1,
      runnerName: 'India',
      odds: 2.1,
      stack: 100,
      isBack: true,
      betOn: 'MATCH_ODDS',
      _id: 'bet-1',
      status: 'match',
      createdAt: '2025-03-01T12:00:00.000Z',
    };
    io.to('user:u1').emit(socketEvents.users.bet, { event: 'matched', status: 'sideways', bet });
    io.to('user:u1').emit(socketEvents.users.bet, { event: 'matched', status: 'matched', bet });
    await until(() => client.bets.length === 1);
    expect(client.bets).toMatchObject([{ event: 'matched', status: 'matched', bet: { _id: 'bet-1' } }]);
    client.disconnect();
  });

  it('hands on a decided payment request, parsed, and ignores malformed ones', async () => {
    const client = start();
    await until(() => joins.length === 1);
    const request = {
      _id: 'p1',
      type: 'deposit',
      amount: 500,
      createdAt: '2026-01-12T10:00:00.000Z',
      status: 'approved',
      remark: 'ok',
      reason: null,
      username: 'Player',
      accountType: 'upi',
      utrno: '412345678901',
      referenceSharedBy: 0,
      bankDetail: null,
      imageId: 'f1',
      decidedAt: '2026-01-12T10:05:00.000Z',
      decidedBy: 'Agent',
    };
    io.to('user:u1').emit(socketEvents.users.paymentRequest, { ...request, status: 'maybe' });
    io.to('user:u1').emit(socketEvents.users.paymentRequest, request);
    await until(() => client.payments.length === 1);
    expect(client.payments).toEqual([request]);
    client.disconnect();
  });
});

describe('the users socket listeners', () => {
  it('listen to every server event of the users namespace the app hears (none is partner-only)', () => {
    const listeners = usersSocketListeners({
      sessionId: 's',
      onBalance: () => undefined,
      onSessionEnded: () => undefined,
    });
    expect(Object.keys(listeners).sort()).toEqual(appHeardEventsOf('users').sort());
    expect(appHeardEventsOf('users').sort()).toEqual(['balance', 'bet', 'logout', 'paymentRequest']);
  });
});
