import {
  appHeardEventsOf,
  casinoGameDefinition,
  casinoRoundSnapshot,
  dataSocketNamespace,
  type CasinoGameDefinition,
  type CasinoRound,
  socketEvents,
  type MarketBook,
  type MatchSnapshot,
  type MatchUpdate,
} from '@exchange/domain';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Namespace } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDataSocket, dataSocketListeners, type DataSocket } from './dataSocket.ts';
import { createMatchStore } from './matchStore.ts';

const matchOdds = (back: number): MarketBook => ({
  marketId: '1.101',
  marketName: 'Match Odds',
  matchId: 7,
  status: 'OPEN',
  runners: [
    {
      selectionId: 1,
      runnerName: 'India',
      ex: {
        availableToBack: [{ price: back, size: 500 }],
        availableToLay: [{ price: back + 0.02, size: 400 }],
      },
    },
  ],
});

const snapshot = (back: number): MatchSnapshot => ({
  matchId: 7,
  status: 'inPlay',
  matchOdds: [matchOdds(back)],
  bookmaker: [],
  fancy: [],
  score: null,
});

const teen20Round = (status: CasinoRound['status'], shown: number): CasinoRound =>
  casinoRoundSnapshot(
    casinoGameDefinition('teen20') as CasinoGameDefinition,
    { serverSeed: '3c'.repeat(32), publicSeed: 'salt', roundId: '5002261126080000' },
    { status, shown, secondsLeft: 10 },
  );

/** A stand-in for the server's match rooms: admits match 7, refuses the rest, records what it is asked. */
function matchRooms(namespace: Namespace) {
  const joins: number[] = [];
  const leaves: number[] = [];
  const casinoJoins: string[] = [];
  const casinoLeaves: string[] = [];
  namespace.on('connection', (socket) => {
    socket.on(
      socketEvents.data.joinCasino,
      (payload: { gameCode: string }, ack: (answer: unknown) => void) => {
        casinoJoins.push(payload.gameCode);
        if (payload.gameCode !== 'teen20') return ack({ error: true, message: 'This game is closed' });
        void socket.join(`casino:${payload.gameCode}`);
        socket.emit(socketEvents.data.casinoRound, teen20Round('open', 0));
        ack({ error: false, message: 'Joined' });
      },
    );
    socket.on(socketEvents.data.leaveCasino, (payload: { gameCode: string }) => {
      casinoLeaves.push(payload.gameCode);
      void socket.leave(`casino:${payload.gameCode}`);
    });
    socket.on(socketEvents.data.joinMatch, (payload: { matchId: number }, ack: (answer: unknown) => void) => {
      joins.push(payload.matchId);
      if (payload.matchId !== 7) return ack({ error: true, message: 'Match not found' });
      void socket.join(`match:${payload.matchId}`);
      socket.emit(socketEvents.data.matchSnapshot, snapshot(1.5));
      ack({ error: false, message: 'Joined' });
    });
    socket.on(socketEvents.data.leaveMatch, (payload: { matchId: number }) => {
      leaves.push(payload.matchId);
      void socket.leave(`match:${payload.matchId}`);
    });
  });
  return { joins, leaves, casinoJoins, casinoLeaves };
}

describe('connectDataSocket', () => {
  let http: HttpServer;
  let io: Server;
  let url: string;
  let rooms: ReturnType<typeof matchRooms>;
  let socket: DataSocket | undefined;
  const connected: boolean[] = [];

  beforeEach(async () => {
    http = createServer();
    io = new Server(http);
    rooms = matchRooms(io.of(dataSocketNamespace));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    // The data API's base: the socket connects to its origin.
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/data`;
    connected.length = 0;
  });

  afterEach(async () => {
    socket?.close();
    await io.close();
  });

  const open = () => (socket = connectDataSocket({ url, onConnectedChange: (flag) => connected.push(flag) }));

  it('sets the connected flag, joins the room and feeds the snapshot and updates to the match store', async () => {
    const store = createMatchStore(7, (apply) => apply());
    open().watch(7, store);
    await vi.waitFor(() => expect(store.getState().loaded).toBe(true));
    expect(connected).toEqual([true]);
    expect(store.getState().matchOdds).toEqual(['1.101']);
    expect(store.feed.getLevel({ marketId: '1.101', selectionId: 1, side: 'back', depth: 0 })?.price).toBe(
      1.5,
    );

    const update: MatchUpdate = { matchId: 7, matchOdds: [matchOdds(1.6)] };
    io.of(dataSocketNamespace).to('match:7').emit(socketEvents.data.matchUpdate, update);
    await vi.waitFor(() =>
      expect(store.feed.getLevel({ marketId: '1.101', selectionId: 1, side: 'back', depth: 0 })?.price).toBe(
        1.6,
      ),
    );
  });

  it('tells the watcher when the server refuses the room', async () => {
    const store = createMatchStore(99);
    open().watch(99, store);
    await vi.waitFor(() => expect(store.getState().refused).toBe('Match not found'));
  });

  it('shares one room between two watchers and leaves it when the last one stops', async () => {
    const data = open();
    const first = createMatchStore(7);
    const second = createMatchStore(7);
    const stopFirst = data.watch(7, first);
    await vi.waitFor(() => expect(first.getState().loaded).toBe(true));
    const stopSecond = data.watch(7, second);
    await vi.waitFor(() => expect(second.getState().loaded).toBe(true));
    stopFirst();
    expect(rooms.leaves).toEqual([]);
    stopSecond();
    await vi.waitFor(() => expect(rooms.leaves).toEqual([7]));
  });

  it('joins its rooms again after a reconnection, with a fresh snapshot', async () => {
    const store = createMatchStore(7);
    open().watch(7, store);
    await vi.waitFor(() => expect(rooms.joins).toEqual([7]));
    // The connection drops (as a network does), not a deliberate server disconnect: the client reconnects.
    for (const client of io.of(dataSocketNamespace).sockets.values()) client.conn.close();
    await vi.waitFor(() => expect(connected).toContain(false));
    await vi.waitFor(() => expect(rooms.joins).toEqual([7, 7]), { timeout: 10_000 });
    expect(connected.at(-1)).toBe(true);
  });
});

describe('a data socket that cannot connect', () => {
  it('clears the connected flag, so the screens say prices may be stale', async () => {
    const http = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const port = (http.address() as AddressInfo).port;
    // Nothing listens on the port any more: the first connection fails.
    await new Promise((resolve) => http.close(resolve));
    const connected: boolean[] = [];
    const socket = connectDataSocket({
      url: `http://127.0.0.1:${port}/data`,
      onConnectedChange: (flag) => connected.push(flag),
    });
    try {
      await vi.waitFor(() => expect(connected).toContain(false));
      expect(connected).not.toContain(true);
    } finally {
      socket.close();
    }
  });
});

describe('the casino rooms of the data socket', () => {
  let http: HttpServer;
  let io: Server;
  let rooms: ReturnType<typeof matchRooms>;
  let socket: DataSocket | undefined;

  beforeEach(async () => {
    http = createServer();
    io = new Server(http);
    rooms = matchRooms(io.of(dataSocketNamespace));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/data`;
    socket = connectDataSocket({ url, onConnectedChange: () => undefined });
  });

  afterEach(async () => {
    socket?.close();
    await io.close();
  });

  it("hands the game's rounds to its watchers, checked, and leaves the room when the last one stops", async () => {
    const heard: CasinoRound[] = [];
    const stop = socket?.watchCasino('teen20', { onRound: (round) => heard.push(round) });
    await vi.waitFor(() => expect(heard.map((round) => round.status)).toEqual(['open']));
    io.of(dataSocketNamespace)
      .to('casino:teen20')
      .emit(socketEvents.data.casinoRound, teen20Round('suspended', 2));
    // A push that does not fit the contract is dropped, not handed on.
    io.of(dataSocketNamespace).to('casino:teen20').emit(socketEvents.data.casinoRound, { mid: 'nope' });
    await vi.waitFor(() =>
      expect(heard.map((round) => round.cards.filter((c) => c !== '1').length)).toEqual([0, 2]),
    );
    stop?.();
    await vi.waitFor(() => expect(rooms.casinoLeaves).toEqual(['teen20']));
  });

  it('tells the watcher when the server refuses a closed game', async () => {
    const refused: string[] = [];
    socket?.watchCasino('lucky7', {
      onRound: () => undefined,
      onRefused: (message) => refused.push(message),
    });
    await vi.waitFor(() => expect(refused).toEqual(['This game is closed']));
  });
});

describe('the data socket listeners', () => {
  it('listen to every server event of the data namespace the app hears', () => {
    expect(Object.keys(dataSocketListeners(new Map())).sort()).toEqual(appHeardEventsOf('data').sort());
    expect(appHeardEventsOf('data').sort()).toEqual(['casinoRound', 'matchSnapshot', 'matchUpdate']);
  });
});
