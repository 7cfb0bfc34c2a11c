import type { MarketStatus, Score } from '@exchange/domain';
import type { BoardChange, LiveBoard, LiveMarket, LiveMatchStatus, OperatorHold } from '../exchange/board.ts';
import { instance } from './instance.ts';
import type { RedisLink } from './redis.ts';

/** What travels between the boards of processes side by side. */
type Relayed =
  | { type: 'market'; market: LiveMarket; given: MarketStatus }
  | { type: 'matchStatus'; matchId: number; status: LiveMatchStatus }
  | { type: 'score'; score: Score }
  | { type: 'matchRemoved'; matchId: number; marketIds: string[] }
  | { type: 'hold'; marketId: string; hold: OperatorHold }
  /** The leader's word that it is there, between changes. */
  | { type: 'beat' };

interface Message {
  from: string;
  change: Relayed;
}

export const boardChannel = 'exchange:board';
/** The leader's board as a hash (one field per market, match status and score): what a new process reads first. */
export const boardSnapshotKey = 'exchange:board:snapshot';

const fieldOf = (change: Relayed): string | null => {
  if (change.type === 'market') return `market:${change.market.marketId}`;
  if (change.type === 'matchStatus') return `status:${change.matchId}`;
  if (change.type === 'score') return `score:${change.score.matchId}`;
  return null;
};

export interface BoardRelay {
  /** This process runs the feed now: its board's changes go to the others. */
  lead(): Promise<void>;
  /** Another process runs the feed: this board mirrors what it publishes. */
  follow(): Promise<void>;
  /**
   * How far behind the leader's prices this board may be, in milliseconds: 0 where the feed runs, else the
   * time since the leader was last heard (it speaks at least every `beatMs`).
   */
  lagMs(): number;
  close(): Promise<void>;
}

export interface RelayTiming {
  /** How often the leader speaks when its board has not changed. */
  beatMs: number;
  /** How long a follower waits for the leader before it suspends the markets it mirrors. */
  silenceMs: number;
}

/** A beat a second; five missed and the mirror's prices are taken for stale (docs/adr/0016-scale-out.md). */
export const relayTiming: RelayTiming = { beatMs: 1_000, silenceMs: 5_000 };

/**
 * The live board among processes side by side (docs/adr/0016-scale-out.md). The process that runs the
 * feed publishes every change of its board on Redis and keeps the whole board in a hash; every other
 * process starts from the hash and then mirrors each change, so placement, the match rooms and the odds
 * calls read the leader's prices wherever they run. Results and voids are not mirrored: the leader
 * settles them, and the market's closing reaches the others as a market change. An operator's hold, set
 * on any process, is passed to all, the leader included, which republishes the market held.
 */
export async function relayBoard(
  board: LiveBoard,
  redis: RedisLink,
  onError: (error: unknown) => void,
  timing: RelayTiming = relayTiming,
): Promise<BoardRelay> {
  let leading = false;
  /** When the leader was last heard, and whether the mirror has been suspended for its silence since. */
  let heardAt = Date.now();
  let silent = false;
  /** A change arriving while the snapshot is read waits for it, so the snapshot cannot overwrite it. */
  let backlog: Message[] | null = null;
  /** Set while a relayed hold is applied here, so it is not sent back out. */
  let applyingRemote = false;

  const publish = (change: Relayed) => {
    // Redis cut off: the leader's board is republished whole when it is back, so nothing piles up meanwhile.
    // Only the connection that publishes counts: the republishing starts the moment it is back, whether or
    // not the subscriber's connection is back yet.
    if (change.type !== 'hold' && redis.command.status !== 'ready') return;
    const message = JSON.stringify({ from: instance.id, change } satisfies Message);
    const field = fieldOf(change);
    const write = redis.command.multi();
    if (field) write.hset(boardSnapshotKey, field, JSON.stringify(change));
    if (change.type === 'matchRemoved') {
      const fields = [
        ...change.marketIds.map((id) => `market:${id}`),
        `status:${change.matchId}`,
        `score:${change.matchId}`,
      ];
      write.hdel(boardSnapshotKey, ...fields);
    }
    write.publish(boardChannel, message);
    write.exec().catch(onError);
  };

  const relayedOf = (change: BoardChange): Relayed | null => {
    switch (change.type) {
      case 'market':
        return {
          type: 'market',
          market: change.market,
          given: board.givenStatus(change.market.marketId) ?? change.market.status,
        };
      case 'matchStatus':
      case 'score':
      case 'matchRemoved':
        return change;
      default:
        return null;
    }
  };

  const unsubscribe = board.subscribe((change) => {
    if (change.type === 'hold') {
      if (!applyingRemote) publish(change);
      return;
    }
    if (!leading) return;
    const relayed = relayedOf(change);
    if (relayed) publish(relayed);
  });

  const apply = (change: Relayed) => {
    if (change.type === 'hold') {
      applyingRemote = true;
      try {
        // The leader republishes the market held; the others lay the hold over the leader's version.
        board.setOperatorHold(change.marketId, change.hold, { keepVersion: !leading });
      } finally {
        applyingRemote = false;
      }
      return;
    }
    if (leading) return;
    if (change.type === 'market') board.mirrorMarket(change.market, change.given);
    else if (change.type === 'matchStatus') board.setMatchStatus(change.matchId, change.status);
    else if (change.type === 'score') board.putScore(change.score);
    else if (change.type === 'matchRemoved') board.removeMatch(change.matchId);
  };

  /** Everything the leader's board has, published again: for followers that missed changes while Redis was away. */
  const republish = () => {
    for (const matchId of board.matchIds()) {
      const status = board.matchStatus(matchId);
      if (status) publish({ type: 'matchStatus', matchId, status });
      const score = board.score(matchId);
      if (score) publish({ type: 'score', score });
      for (const market of board.marketsOf(matchId)) {
        publish({ type: 'market', market, given: board.givenStatus(market.marketId) ?? market.status });
      }
    }
  };
  const onReconnect = () => {
    if (leading) republish();
  };
  redis.command.on('ready', onReconnect);

  const beat = setInterval(() => {
    if (leading) publish({ type: 'beat' });
    else if (!silent && backlog === null && Date.now() - heardAt > timing.silenceMs) {
      // No bet may be matched here at prices the leader may have moved since.
      silent = true;
      board.suspendMirrored();
    }
  }, timing.beatMs);
  beat.unref();

  const onMessage = (channel: string, text: string) => {
    if (channel !== boardChannel) return;
    try {
      const message = JSON.parse(text) as Message;
      if (message.from === instance.id) return;
      if (message.change.type !== 'hold') heardAt = Date.now();
      if (message.change.type === 'beat') {
        // Back after a silence: the snapshot has what was missed (the leader rewrote it on reconnecting).
        if (silent && !leading && backlog === null) void follow().catch(onError);
        return;
      }
      if (backlog) backlog.push(message);
      else apply(message.change);
    } catch (error) {
      onError(error);
    }
  };
  redis.subscriber.on('message', onMessage);
  await redis.subscriber.subscribe(boardChannel);

  async function follow(): Promise<void> {
    leading = false;
    if (redis.state() !== 'ready') {
      // No snapshot to read while Redis is away, and no waiting for it (a process stepping down must not
      // hang on it): the board is taken for silent, and the leader's first beat brings the follow back.
      silent = true;
      board.suspendMirrored();
      return;
    }
    backlog = [];
    heardAt = Date.now();
    try {
      const snapshot = await redis.command.hgetall(boardSnapshotKey);
      // What the snapshot holds replaces what was suspended for the silence, even at the same version.
      silent = false;
      for (const text of Object.values(snapshot)) apply(JSON.parse(text) as Relayed);
    } finally {
      const waiting = backlog;
      backlog = null;
      for (const message of waiting) apply(message.change);
    }
  }

  return {
    async lead() {
      leading = true;
      // What this board mirrored was the last leader's: the feed this process starts now restores the
      // catalog and republishes what it still runs (feed/sink.ts), so the mirror is dropped, here and in
      // the others (each removal is published), and the hash starts again from it.
      for (const matchId of board.matchIds()) board.removeMatch(matchId);
      await redis.command.del(boardSnapshotKey);
    },
    follow,
    lagMs: () => (leading ? 0 : Date.now() - heardAt),
    async close() {
      clearInterval(beat);
      redis.command.off('ready', onReconnect);
      unsubscribe();
      redis.subscriber.off('message', onMessage);
      // While Redis is away the command would wait for it; the connection is closed next anyway.
      if (redis.state() === 'ready') await redis.subscriber.unsubscribe(boardChannel).catch(() => undefined);
    },
  };
}
