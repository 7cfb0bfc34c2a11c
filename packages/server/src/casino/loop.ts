import { casinoGameDefinition, casinoRoundId, type CasinoGameDefinition } from '@exchange/domain';
import { isNotNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { casinoRounds, type CasinoRoundState } from '../db/casinoSchema.ts';
import {
  moveRound,
  readLatestRounds,
  readTableStates,
  type LiveRoundPosition,
  type StoredResult,
} from './queries.ts';
import { ensureCasinoTables, openRound, readRound, roundDeal, type CasinoRoundRow } from './rounds.ts';

/**
 * The round loop (CASINO.md 5): each enabled game runs rounds one after another, open (betting) ->
 * suspended -> its steps revealed one at a time (betting reopening between them in in-play games) ->
 * result (the seed revealed, the round settled) -> settled, and the next round opens.
 *
 * The database is the clock's memory: a round's `state`, `shown` and `next_at` say where it is and when it
 * moves, so any process may drive any game and a restart carries on where the last one stopped. Each move
 * is a conditional update from the exact position read, so two processes driving the same games never take
 * a step twice. A round left open or suspended well past its next step was interrupted (a crash, a long
 * stop): it is voided and its stakes refunded (spec 9: "an interrupted game ... is terminated with a
 * refund"), its seed revealed (CASINO.md 3.7).
 *
 * End-to-end tests run it stepped (CASINO=stepped): no timer, and a game's round moves only when a test
 * asks (`stepGame`, through POST /test/casino), so no test waits out a game's real pace.
 */

/** How the loop settles and voids a round's bets (casino/settlement.ts); both idempotent. */
export interface CasinoRoundSettlement {
  /** Settles every bet of a round that has its result; sets `settled_at`. */
  settleRound(roundId: string): Promise<void>;
  /** Refunds every bet of a round that cannot finish; sets `voided_at`. */
  voidRound(roundId: string): Promise<void>;
}

/** One move of a round, as the process that made it saw it (for logs and tests). */
export interface CasinoRoundMove {
  roundId: string;
  gameCode: string;
  state: CasinoRoundState;
  shown: number;
}

export interface CasinoLoopOptions extends CasinoRoundSettlement {
  /** How far past its next move an open or suspended round may be before it counts as interrupted. */
  graceSeconds?: number;
  /** Between two ticks (after the last one ends). */
  tickMs?: number;
  /** Told of every move this process made (a round opened, suspended, a step shown, a result, a void). */
  onMove?: (move: CasinoRoundMove) => void;
  /** A game's tick failed; the other games went on, and the next tick tries it again. */
  onError?: (error: unknown) => void;
  /** The codes of the games this loop drives (default: every defined game). */
  games?: readonly string[];
  /**
   * Tests only (CASINO=stepped): `start` readies the tables but never ticks; a round moves only when
   * `stepGame` asks.
   */
  stepped?: boolean;
}

/** `stepGame` was asked for a game this loop does not drive. */
export class UnknownCasinoGameError extends Error {
  constructor(readonly gameCode: string) {
    super(`No casino game ${JSON.stringify(gameCode)}`);
  }
}

/**
 * 15 s: ticks come every few hundred milliseconds, so a live process is never this late; a round this far
 * behind was left by a process that stopped.
 */
export const casinoGraceSeconds = 15;
export const casinoTickMs = 250;

const secondsAfter = (instant: Date, seconds: number) => new Date(instant.getTime() + seconds * 1000);

export class CasinoLoop {
  private readonly graceMs: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Steps run one after another (`stepGame`). */
  private stepping: Promise<unknown> = Promise.resolve();
  /** The step under way's game and the moves it has made: what its caller is answered. */
  private recording: { gameCode: string; moves: CasinoRoundMove[] } | undefined;

  constructor(
    private readonly context: Pick<AppContext, 'db' | 'now'>,
    private readonly options: CasinoLoopOptions,
  ) {
    this.graceMs = (options.graceSeconds ?? casinoGraceSeconds) * 1000;
  }

  /**
   * Makes sure every defined game has its table, then (unless stepped) ticks every `tickMs` until stopped.
   * With `voidLiveRounds` (a process taking the dealer's place from another, docs/adr/0016-scale-out.md)
   * every round under way is voided and refunded first, however late it is: it was dealt by a process that
   * stopped mid-round, and spec 9 ends an interrupted game with a refund.
   */
  async start(options: { voidLiveRounds?: boolean } = {}): Promise<void> {
    const now = this.context.now();
    await ensureCasinoTables(this.context.db, now);
    if (options.voidLiveRounds) {
      for (const { code, round } of await readTableStates(this.context.db)) {
        if (this.options.games && !this.options.games.includes(code)) continue;
        if (round && round.state !== 'result') await this.voidRound(round, now);
      }
    }
    if (this.options.stepped) return;
    this.stopped = false;
    this.schedule();
  }

  /** Stops ticking; resolves once a tick or step under way has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.stepping.catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.schedule();
      });
    }, this.options.tickMs ?? casinoTickMs);
  }

  /** One pass over every table: each game moves at most as far as the clock says, errors kept to that game. */
  async tick(): Promise<void> {
    const now = this.context.now();
    let tables;
    try {
      tables = await readTableStates(this.context.db);
    } catch (error) {
      this.options.onError?.(error);
      return;
    }
    for (const table of tables) {
      // A table whose game is no longer defined runs no rounds.
      const definition = casinoGameDefinition(table.code);
      if (!definition || (this.options.games && !this.options.games.includes(table.code))) continue;
      try {
        await this.drive(definition, table.enabled, table.round, now);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
  }

  /**
   * Makes one game's round take its next move now, whatever its schedule said (tests: CASINO=stepped, POST
   * /test/casino). A game with no live round opens one. A live round whose next move is due later is first
   * pulled to the clock's now (its next move, and the end of its betting while open: a move from the exact
   * position read, like every other), then driven at now exactly as a tick would drive it: open ->
   * suspended, a step shown, the result (settled as it comes), a result over (settled, and the next round
   * opens), or a round left past the grace period voided (and the next one opened). No other game moves.
   * Steps run one after another; each answers the moves it made, none if another process moved the round
   * first.
   */
  async stepGame(gameCode: string): Promise<CasinoRoundMove[]> {
    const definition = casinoGameDefinition(gameCode);
    if (!definition || (this.options.games && !this.options.games.includes(gameCode))) {
      throw new UnknownCasinoGameError(gameCode);
    }
    const done = this.stepping.catch(() => undefined).then(() => this.stepNow(definition));
    this.stepping = done;
    return done;
  }

  private async stepNow(definition: CasinoGameDefinition): Promise<CasinoRoundMove[]> {
    const table = (await readTableStates(this.context.db)).find(({ code }) => code === definition.code);
    // Every defined game has its table once the loop has started.
    if (!table) throw new UnknownCasinoGameError(definition.code);
    let live = table.round;
    let now = this.context.now();
    if (this.opensNext(live, table.enabled, now)) now = await this.freeSecond(definition, now);
    if (live && now < live.nextAt) {
      const pulled = live.state === 'open' ? { nextAt: now, closesAt: now } : { nextAt: now };
      if (!(await moveRound(this.context.db, live, pulled))) return [];
      live = { ...live, nextAt: now };
    }
    const recording = { gameCode: definition.code, moves: [] as CasinoRoundMove[] };
    this.recording = recording;
    try {
      await this.drive(definition, table.enabled, live, now);
    } finally {
      this.recording = undefined;
    }
    return recording.moves;
  }

  /** Whether a step at `now` would open a round: there is none, or the live one ends at this step. */
  private opensNext(live: LiveRoundPosition | null, enabled: boolean, now: Date): boolean {
    if (!enabled) return false;
    return !live || live.state === 'result' || now.getTime() - live.nextAt.getTime() > this.graceMs;
  }

  /**
   * A round's id names the second it opened (`casinoRoundId`), so a game opens at most one round a second.
   * The ticks never meet that (a round lasts many seconds); a test stepping a whole round within a second
   * does, and its step waits for the clock's next second (less than one) before opening the next round.
   */
  private async freeSecond(definition: CasinoGameDefinition, now: Date): Promise<Date> {
    const [latest] = await readLatestRounds(this.context.db, [definition.code]);
    if (latest?.id !== casinoRoundId(definition.matchId, now)) return now;
    await new Promise((resolve) => setTimeout(resolve, 1000 - now.getUTCMilliseconds()));
    return this.context.now();
  }

  private async drive(
    definition: CasinoGameDefinition,
    enabled: boolean,
    live: LiveRoundPosition | null,
    now: Date,
  ): Promise<void> {
    if (live && !(await this.finished(definition, live, enabled, now))) return;
    if (!enabled) return;
    const opened = await openRound(this.context.db, definition, now);
    if (opened) this.moved(opened.id, definition.code, 'open', 0);
  }

  /** Moves a live round on if it is due; true once it is over (settled or void), so the next may open. */
  private async finished(
    definition: CasinoGameDefinition,
    live: LiveRoundPosition,
    enabled: boolean,
    now: Date,
  ): Promise<boolean> {
    if (live.state === 'result') {
      if (live.settledAt === null) await this.options.settleRound(live.id);
      if (now < live.nextAt) return false;
      // Only once its settlement is written: a round whose settlement failed stays until a tick settles it.
      return this.move(live, { state: 'settled' }, isNotNull(casinoRounds.settledAt));
    }
    const interrupted = now.getTime() - live.nextAt.getTime() > this.graceMs;
    if (!enabled || interrupted) return this.voidRound(live, now);
    if (now >= live.nextAt) await this.step(definition, live, now);
    return false;
  }

  /** Ends a live round with a refund; true once it is marked void. */
  private async voidRound(live: LiveRoundPosition, now: Date): Promise<boolean> {
    // Betting ends first (a closed game's round may still be open), so no bet comes in after the refund.
    if (live.state === 'open') await moveRound(this.context.db, live, { closesAt: now });
    // Refunded before it is marked: a crash between the two leaves a round the next tick voids again
    // (the refund is idempotent).
    await this.options.voidRound(live.id);
    return this.move(live, { state: 'void', revealedAt: now, nextAt: now });
  }

  /** The round's next move when its time has come: suspend, show a step, reopen, or its result. */
  private async step(definition: CasinoGameDefinition, live: LiveRoundPosition, now: Date): Promise<void> {
    const { timing } = definition;
    if (live.state === 'open') {
      // Betting is over; the first step shows after a step's time.
      await this.move(live, { state: 'suspended', nextAt: secondsAfter(now, timing.stepSeconds) });
      return;
    }
    const round = await readRound(this.context.db, live.id);
    // Rounds are never deleted: a live round read a moment ago is there.
    const deal = roundDeal(round as CasinoRoundRow);
    const steps = definition.steps(deal);
    const shown = live.shown + 1;
    if (shown >= steps) {
      const outcome = definition.result(deal);
      const result: StoredResult = {
        winnerName: outcome.winnerName,
        rows: outcome.rows,
        table: definition.table(deal, steps),
      };
      const moved = await this.move(live, {
        state: 'result',
        shown: steps,
        result,
        winnerName: outcome.winnerName,
        revealedAt: now,
        nextAt: secondsAfter(now, timing.resultSeconds),
      });
      if (moved) await this.options.settleRound(live.id);
      return;
    }
    if (definition.reopensAfter?.(deal, shown)) {
      const closesAt = secondsAfter(now, timing.reopenSeconds ?? timing.bettingSeconds);
      await this.move(live, { state: 'open', shown, closesAt, nextAt: closesAt });
      return;
    }
    await this.move(live, { shown, nextAt: secondsAfter(now, timing.stepSeconds) });
  }

  private async move(
    live: LiveRoundPosition,
    set: Partial<typeof casinoRounds.$inferInsert>,
    also?: SQL,
  ): Promise<boolean> {
    const moved = await moveRound(this.context.db, live, set, also);
    if (moved) this.moved(live.id, live.gameCode, set.state ?? live.state, set.shown ?? live.shown);
    return moved;
  }

  private moved(roundId: string, gameCode: string, state: CasinoRoundState, shown: number): void {
    const move = { roundId, gameCode, state, shown };
    if (this.recording?.gameCode === gameCode) this.recording.moves.push(move);
    this.options.onMove?.(move);
  }
}
