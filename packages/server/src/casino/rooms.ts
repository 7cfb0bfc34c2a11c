import { casinoGameDefinition, refusalCatalog, socketEvents } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import type { ClientEventHandlers, TypedNamespace } from '../sockets/events.ts';
import { casinoTableByCode, readLatestRounds, type PublicRoundFacts } from './queries.ts';
import { readRound, secondsLeft } from './rounds.ts';
import { snapshotOf } from './service.ts';

/**
 * The data socket's casino rooms, `casino:<code>` beside the match rooms: a client joins an open game and
 * gets its current round at once, then the whole round again whenever it changes: each second of the
 * countdown, the suspension, each card, the result, the next round.
 *
 * The rooms read the database rather than hearing the round loop, so every server process pushes to its
 * own clients whichever process drives the game. One query a look, for the watched games only; rooms
 * nobody is in cost nothing.
 */

export interface CasinoRoomOptions {
  /** Between two looks at the watched games' rounds; 0: only `refresh()` looks (tests). */
  intervalMs?: number;
  /** A look failed (the next one tries again). */
  onError?: (error: unknown) => void;
}

export interface CasinoRooms {
  readonly handlers: Pick<ClientEventHandlers<'data'>, 'joinCasino' | 'leaveCasino'>;
  /** Looks at the watched games' rounds and pushes each one that changed since its room's last push. */
  refresh(): Promise<void>;
  close(): void;
}

const roomPrefix = 'casino:';
const roomOf = (gameCode: string) => `${roomPrefix}${gameCode}`;

/** 250 ms: a countdown second or a card reaches the screen within a quarter of a second. */
export const casinoRoomIntervalMs = 250;

/** What a push shows changes with these: the round, where it is, and the countdown's second. */
const positionKey = (facts: PublicRoundFacts, now: Date) =>
  `${facts.id}|${facts.state}|${facts.shown}|${secondsLeft(facts, now)}`;

export function createCasinoRooms(
  namespace: TypedNamespace<'data'>,
  context: Pick<AppContext, 'db' | 'now'>,
  options: CasinoRoomOptions = {},
): CasinoRooms {
  const { db } = context;
  /** The position each watched room was last sent. */
  const lastPushed = new Map<string, string>();

  const watchedGames = () =>
    [...namespace.adapter.rooms.entries()]
      .filter(([room, members]) => room.startsWith(roomPrefix) && members.size > 0)
      .map(([room]) => room.slice(roomPrefix.length));

  /** The round's public snapshot at `now`; undefined if the round has gone (it never does). */
  async function snapshot(facts: PublicRoundFacts, now: Date) {
    const round = await readRound(db, facts.id);
    return round && snapshotOf(round, facts, now);
  }

  async function refresh(): Promise<void> {
    const watched = watchedGames();
    for (const gameCode of lastPushed.keys()) if (!watched.includes(gameCode)) lastPushed.delete(gameCode);
    if (watched.length === 0) return;
    const now = context.now();
    for (const facts of await readLatestRounds(db, watched)) {
      const key = positionKey(facts, now);
      if (lastPushed.get(facts.gameCode) === key) continue;
      const round = await snapshot(facts, now);
      if (!round) continue;
      lastPushed.set(facts.gameCode, key);
      // Its own sockets only: each process reads the round for its own (see above).
      namespace.local.to(roomOf(facts.gameCode)).emit(socketEvents.data.casinoRound, round);
    }
  }

  let looking = false;
  const intervalMs = options.intervalMs ?? casinoRoomIntervalMs;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          // A slow look is not overtaken by the next one.
          if (looking) return;
          looking = true;
          refresh()
            .catch((error: unknown) => options.onError?.(error))
            .finally(() => (looking = false));
        }, intervalMs)
      : undefined;
  timer?.unref();

  const notAGame = { error: true, message: 'gameCode must be a casino game code' };
  return {
    handlers: {
      joinCasino: {
        invalid: notAGame,
        handle: async (socket, { gameCode }) => {
          const table = await casinoTableByCode(db, gameCode);
          if (!table || !casinoGameDefinition(table.code)) {
            return { error: true, message: refusalCatalog.casino_game_not_found };
          }
          if (!table.enabled) return { error: true, message: refusalCatalog.casino_game_disabled };
          // Joined before the round is read, so no change can fall between the two.
          await socket.join(roomOf(gameCode));
          const [facts] = await readLatestRounds(db, [gameCode]);
          const round = facts && (await snapshot(facts, context.now()));
          if (round) socket.emit(socketEvents.data.casinoRound, round);
          return { error: false, message: 'Joined' };
        },
      },
      leaveCasino: {
        invalid: notAGame,
        handle: async (socket, { gameCode }) => {
          await socket.leave(roomOf(gameCode));
          return { error: false, message: 'Left' };
        },
      },
    },
    refresh,
    close() {
      clearInterval(timer);
      lastPushed.clear();
    },
  };
}
