import {
  parseAck,
  parsePayload,
  socketEvents,
  type CasinoRound,
  type MatchSnapshot,
  type MatchUpdate,
} from '@exchange/domain';
import { listenAll, openSocket, type AppListeners } from './typed.ts';

/** What a screen hears from one match room. */
export interface MatchRoomListener {
  /** The whole match: on joining, and again after every reconnection (changes may have been missed). */
  onSnapshot: (snapshot: MatchSnapshot) => void;
  /** What changed since the last push. */
  onUpdate: (update: MatchUpdate) => void;
  /** The server would not admit the room (an unknown or inactive match). */
  onRefused?: (message: string) => void;
}

/** What a screen hears from one casino game's room. */
export interface CasinoRoomListener {
  /** The whole current round: on joining, and on every change (each countdown second, each card...). */
  onRound: (round: CasinoRound) => void;
  /** The server would not admit the room (an unknown or closed game). */
  onRefused?: (message: string) => void;
}

export interface DataSocket {
  /** Joins the match's room (once, however many screens watch it); the returned function stops watching. */
  watch(matchId: number, listener: MatchRoomListener): () => void;
  /** Joins a casino game's room by its code, as `watch` does a match's. */
  watchCasino(gameCode: string, listener: CasinoRoomListener): () => void;
  close(): void;
}

export interface DataSocketOptions {
  /** The data host (its origin is where the socket connects; the namespace is the domain's). */
  url: string;
  /** Spec 7: the data socket "sets a connected flag". */
  onConnectedChange: (connected: boolean) => void;
}

/**
 * The data socket of spec 7: websocket transport to the data host's match rooms (no token: odds and scores
 * are public). Rooms are counted per match, so two screens showing one match share one room; after a
 * reconnection every watched room is joined again and its snapshot replaces what was held.
 */
export function connectDataSocket(options: DataSocketOptions): DataSocket {
  const socket = openSocket('data', options.url, { transports: ['websocket'], reconnection: true });
  const rooms = new Map<number, Set<MatchRoomListener>>();
  const casinoRooms = new Map<string, Set<CasinoRoomListener>>();

  const join = (matchId: number) => {
    socket.emit(socketEvents.data.joinMatch, { matchId }, (answer: unknown) => {
      const ack = parseAck('data', socketEvents.data.joinMatch, answer);
      if (!ack.success || !ack.output.error) return;
      for (const listener of rooms.get(matchId) ?? []) listener.onRefused?.(ack.output.message);
    });
  };

  const joinCasino = (gameCode: string) => {
    socket.emit(socketEvents.data.joinCasino, { gameCode }, (answer: unknown) => {
      const ack = parseAck('data', socketEvents.data.joinCasino, answer);
      if (!ack.success || !ack.output.error) return;
      for (const listener of casinoRooms.get(gameCode) ?? []) listener.onRefused?.(ack.output.message);
    });
  };

  socket.on('connect', () => {
    options.onConnectedChange(true);
    for (const matchId of rooms.keys()) join(matchId);
    for (const gameCode of casinoRooms.keys()) joinCasino(gameCode);
  });
  socket.on('disconnect', () => options.onConnectedChange(false));
  // A first connection that fails says so too: until then the flag is unknown, not down.
  socket.on('connect_error', () => options.onConnectedChange(false));
  listenAll('data', socket, dataSocketListeners(rooms, casinoRooms));

  return {
    watch(matchId, listener) {
      let listeners = rooms.get(matchId);
      if (!listeners) {
        rooms.set(matchId, (listeners = new Set()));
        // Before the connection opens the 'connect' handler joins it; emitting now would join it twice.
        if (socket.connected) join(matchId);
      } else if (socket.connected) {
        // The room is joined already: a fresh snapshot gives the newcomer the whole match.
        join(matchId);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || rooms.get(matchId) !== listeners) return;
        rooms.delete(matchId);
        if (socket.connected) socket.emit(socketEvents.data.leaveMatch, { matchId });
      };
    },
    watchCasino(gameCode, listener) {
      let listeners = casinoRooms.get(gameCode);
      if (!listeners) casinoRooms.set(gameCode, (listeners = new Set()));
      // Joining again when the room is held already sends the newcomer the current round.
      if (socket.connected) joinCasino(gameCode);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || casinoRooms.get(gameCode) !== listeners) return;
        casinoRooms.delete(gameCode);
        if (socket.connected) socket.emit(socketEvents.data.leaveCasino, { gameCode });
      };
    },
    close() {
      rooms.clear();
      casinoRooms.clear();
      socket.disconnect();
      options.onConnectedChange(false);
    },
  };
}

/** What the data socket does with each server event: hands the parsed match to the screens watching it. */
export function dataSocketListeners(
  rooms: ReadonlyMap<number, ReadonlySet<MatchRoomListener>>,
  casinoRooms: ReadonlyMap<string, ReadonlySet<CasinoRoomListener>> = new Map(),
): AppListeners<'data'> {
  return {
    matchSnapshot: (payload) => {
      const parsed = parsePayload('data', socketEvents.data.matchSnapshot, payload);
      if (!parsed.success) return;
      for (const listener of rooms.get(parsed.output.matchId) ?? []) listener.onSnapshot(parsed.output);
    },
    matchUpdate: (payload) => {
      const parsed = parsePayload('data', socketEvents.data.matchUpdate, payload);
      if (!parsed.success) return;
      for (const listener of rooms.get(parsed.output.matchId) ?? []) listener.onUpdate(parsed.output);
    },
    casinoRound: (payload) => {
      const parsed = parsePayload('data', socketEvents.data.casinoRound, payload);
      if (!parsed.success) return;
      for (const listener of casinoRooms.get(parsed.output.gameType) ?? []) listener.onRound(parsed.output);
    },
  };
}
