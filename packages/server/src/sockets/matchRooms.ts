import {
  refusalCatalog,
  socketEvents,
  type MatchResult,
  type MatchUpdate,
  type Score,
} from '@exchange/domain';
import type { AppContext } from '../context.ts';
import type { BoardChange, LiveMarket, LiveMatchStatus } from '../exchange/board.ts';

import { createCasinoRooms, type CasinoRoomOptions, type CasinoRooms } from '../casino/rooms.ts';
import { announcedResult } from './finishedMatch.ts';
import { grouped, matchSnapshotOf, storedMatchOf } from './matchSnapshot.ts';
import { listenToClients, namespaceOf, type TypedNamespace, type UsersServer } from './events.ts';

/** Runs `flush` after `ms`; returns a cancel function (setTimeout by default, a hand-run queue in tests). */
export type Scheduler = (flush: () => void, ms: number) => () => void;

export interface MatchRoomOptions {
  /** The shortest time between two pushes to one match room: 100 ms, about ten a second. */
  intervalMs?: number;
  schedule?: Scheduler;
  /** The casino rooms beside the match rooms (casino/rooms.ts). */
  casino?: CasinoRoomOptions;
}

interface PendingChanges {
  markets: Map<string, LiveMarket>;
  score?: Score;
  status?: LiveMatchStatus;
  result?: MatchResult;
}

const roomOf = (matchId: number) => `match:${matchId}`;

const timeout: Scheduler = (flush, ms) => {
  const timer = setTimeout(flush, ms);
  return () => clearTimeout(timer);
};

/**
 * The data socket's match rooms (namespace /data, no token: odds and scores are public). `joinMatch`
 * admits active matches only, sends the whole match at once, and from then on the room gets what changed
 * on the board, gathered for `intervalMs` so a burst of price moves is one push with the latest of each
 * market. Rooms nobody is in cost nothing: changes for them are dropped.
 */
export function attachMatchRooms(
  io: UsersServer,
  context: Pick<AppContext, 'db' | 'board' | 'now'>,
  options: MatchRoomOptions = {},
): { namespace: TypedNamespace<'data'>; casino: CasinoRooms; close(): void } {
  const { board, db } = context;
  const intervalMs = options.intervalMs ?? 100;
  const schedule = options.schedule ?? timeout;
  const namespace = namespaceOf(io, 'data');
  const pending = new Map<number, PendingChanges>();
  const cancels = new Map<number, () => void>();
  // One listener map per namespace: the casino rooms' events are heard with the match rooms'.
  const casino = createCasinoRooms(namespace, context, options.casino);

  const watched = (matchId: number) => (namespace.adapter.rooms.get(roomOf(matchId))?.size ?? 0) > 0;

  function flush(matchId: number): void {
    cancels.delete(matchId);
    const changes = pending.get(matchId);
    pending.delete(matchId);
    if (!changes || !watched(matchId)) return;
    const markets = [...changes.markets.values()];
    const { matchOdds, bookmaker, fancy } = grouped(markets, 'update');
    const removed = markets.filter((market) => market.hidden).map((market) => market.marketId);
    const update: MatchUpdate = {
      matchId,
      ...(changes.status && { status: changes.status }),
      ...(matchOdds.length > 0 && { matchOdds }),
      ...(bookmaker.length > 0 && { bookmaker }),
      ...(fancy.length > 0 && { fancy }),
      ...(changes.score && { score: changes.score }),
      ...(removed.length > 0 && { removed }),
      ...(changes.result && { result: changes.result }),
    };
    // Every process keeps its own board and tells only its own sockets (`local`): through the Redis adapter
    // a plain room emit would reach the other processes' sockets too, which hear it from their own board.
    namespace.local.to(roomOf(matchId)).emit(socketEvents.data.matchUpdate, update);
  }

  function gather(matchId: number, add: (changes: PendingChanges) => void): void {
    if (!watched(matchId)) return;
    let changes = pending.get(matchId);
    if (!changes) pending.set(matchId, (changes = { markets: new Map() }));
    add(changes);
    if (!cancels.has(matchId))
      cancels.set(
        matchId,
        schedule(() => flush(matchId), intervalMs),
      );
  }

  const unsubscribe = board.subscribe((change: BoardChange) => {
    if (change.type === 'market') {
      gather(change.market.matchId, (changes) => changes.markets.set(change.market.marketId, change.market));
    } else if (change.type === 'score') {
      gather(change.score.matchId, (changes) => (changes.score = change.score));
    } else if (change.type === 'matchStatus') {
      gather(change.matchId, (changes) => (changes.status = change.status));
    } else if (change.type === 'result' || change.type === 'void') {
      const result = announcedResult(change, board.market(change.marketId), board.marketsOf(change.matchId));
      if (result) gather(change.matchId, (changes) => (changes.result = result));
    }
  });

  const notAMatchId = { error: true, message: 'matchId must be a match id' };
  const listen = listenToClients('data', {
    joinMatch: {
      invalid: notAMatchId,
      handle: async (socket, { matchId }) => {
        const stored = await storedMatchOf(db, matchId);
        if (stored === null) return { error: true, message: refusalCatalog.match_not_found };
        // Joined before the board is read (and after the catalog, which is awaited), so no change can fall
        // between the join and the snapshot.
        await socket.join(roomOf(matchId));
        const snapshot = matchSnapshotOf(board, matchId, stored);
        socket.emit(socketEvents.data.matchSnapshot, snapshot);
        return { error: false, message: 'Joined' };
      },
    },
    leaveMatch: {
      invalid: notAMatchId,
      handle: async (socket, { matchId }) => {
        await socket.leave(roomOf(matchId));
        return { error: false, message: 'Left' };
      },
    },
    ...casino.handlers,
  });
  namespace.on('connection', listen);

  return {
    namespace,
    casino,
    close() {
      casino.close();
      unsubscribe();
      for (const cancel of cancels.values()) cancel();
      cancels.clear();
      pending.clear();
    },
  };
}
