import { balanceToWire, minor, type Minor, Refusal, socketEvents } from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { bets } from '../db/exchangeSchema.ts';
import type { BoardChange } from '../exchange/board.ts';
import { serializeError } from '../logSafety.ts';
import { refuseIfClientGone, type ClientGone } from '../clientGone.ts';
import { accountFigures, closeBets, type ClosingInput } from './closing.ts';
import { editWaitingBet, waitingBetIds, type PriceEdit } from './editing.ts';
import { resolveDelayed, matchWaitingBet } from './resolution.ts';
import { defaultBatchOptions, PlacementBatcher, type BatchOptions } from './batcher.ts';
import type { Placement, PlacementInput } from './placement.ts';
import { betEventPayload, type BetEvent, type BetRow } from './records.ts';
import { WaitingIndex, type WaitingBet } from './waitingIndex.ts';

export interface BetEngineOptions {
  /** Waits out an in-play delay; tests pass one that returns at once (or moves the price first). */
  sleep?: (ms: number) => Promise<void>;
  /** How placements batch (batcher.ts); the database's defaults otherwise. */
  batch?: Partial<BatchOptions>;
}

function logUnexpected(error: unknown): void {
  // Serialized as the app's log does: a failed query's parameters stay out of the output.
  if (!(error instanceof Refusal)) console.error('Bet engine:', serializeError(error));
}

/** What the end of a delay tells the player: refused, left on the exchange waiting, or matched. */
const afterDelayEvents: Partial<Record<BetRow['status'], BetEvent>> = {
  refused: 'refused',
  unmatched: 'placed',
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Bets on the exchange: placement (with its in-play delay), matching of waiting bets as the board's prices
 * move, lapsing at in play, cancels and deletes. The database holds every bet; the engine keeps only an
 * index of markets with waiting bets (rebuilt from the database at start), so price ticks of markets
 * without one cost nothing.
 */
export class BetEngine {
  readonly #context: AppContext;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #waiting = new WaitingIndex();
  readonly #batcher: PlacementBatcher;
  /** Matcher and lapse work, one at a time, in the order the board asked for it. */
  #queue: Promise<void> = Promise.resolve();
  readonly #queuedMarkets = new Set<string>();
  readonly #pendingDelays = new Set<Promise<unknown>>();
  #unsubscribe: (() => void) | null = null;
  /**
   * Whether this process matches waiting bets as prices move. Alone, always; beside others, only the one
   * that runs the feed (docs/adr/0016-scale-out.md), which hears of the bets left waiting elsewhere
   * (`noteWaiting`).
   */
  #matching = true;
  /** Told of each bet this process leaves waiting: beside others, passed on to the one that matches. */
  onWaiting: ((bet: WaitingBet) => void) | null = null;

  constructor(context: AppContext, options: BetEngineOptions = {}) {
    this.#context = context;
    this.#sleep = options.sleep ?? realSleep;
    this.#batcher = new PlacementBatcher(context.db, context.board, {
      ...defaultBatchOptions(context.db),
      ...options.batch,
    });
  }

  /** Rebuilds the index of waiting bets, re-checks bets a restart left delayed, and listens to the board. */
  async start(): Promise<void> {
    const { db } = this.#context;
    const waiting = await db.select().from(bets).where(eq(bets.status, 'unmatched'));
    for (const row of waiting) this.#waiting.add(row);
    this.#unsubscribe = this.#context.board.subscribe((change) => this.#onBoard(change));
    const delayed = await db.select().from(bets).where(eq(bets.status, 'delayed'));
    // Nobody waits for these answers any more: a refusal is only told to the user's room.
    for (const row of delayed) void this.#track(this.#finishDelay(row).catch(logUnexpected));
    if (this.#matching) for (const marketId of this.#waiting.markets()) this.#enqueueMatching(marketId);
  }

  /** Stops listening and waits for work in flight, so the database can close under nothing. */
  async stop(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    await Promise.allSettled([...this.#pendingDelays]);
    await this.#queue;
  }

  /** Resolves once the matcher has done everything the board asked of it so far. */
  async idle(): Promise<void> {
    let seen: Promise<void> | null = null;
    while (seen !== this.#queue) {
      seen = this.#queue;
      await seen;
    }
  }

  /** Places a bet; a delayed one answers only once its delay is over and it was checked again. */
  async place(input: PlacementInput, gone: ClientGone): Promise<Placement> {
    // Bets on the board's markets and on the house's casino rounds (casino/placement.ts) go in batches
    // (batcher.ts), which asks whether a bet's client is still there when its batch starts.
    const placement = await this.#batcher.place(input, gone);
    if (placement.replayed) {
      if (placement.row.status === 'delayed') return this.#track(this.#finishDelay(placement.row));
      if (placement.row.status === 'refused') throw new Refusal('price_moved_during_delay');
      return placement;
    }
    this.#announce(
      placement.row.userId,
      'placed',
      [placement.row],
      placement.accountExposure,
      placement.balance,
    );
    if (placement.row.status === 'unmatched') this.#leftWaiting(placement.row);
    if (placement.row.status === 'delayed') return this.#track(this.#finishDelay(placement.row));
    return placement;
  }

  /**
   * Moves a waiting bet to a new price (editing.ts): the old bet leaves the index and the new one is
   * followed as any placed bet is (left waiting, or its in-play delay waited out).
   */
  async edit(edit: PriceEdit, gone: ClientGone): Promise<Placement> {
    refuseIfClientGone(gone);
    const { cancelled, placement } = await editWaitingBet(this.#context, edit);
    this.#waiting.remove(cancelled);
    const { row, accountExposure, balance } = placement;
    this.#announce(row.userId, 'cancelled', [cancelled], accountExposure, balance);
    this.#announce(row.userId, 'placed', [row], accountExposure, balance);
    if (row.status === 'unmatched') this.#leftWaiting(row);
    if (row.status === 'delayed') return this.#track(this.#finishDelay(row));
    return placement;
  }

  /** Cancels the player's waiting bets on a market, or on every market; answers those it cancelled. */
  async cancelWaiting(userId: string, marketId?: string): Promise<BetRow[]> {
    return this.close({
      betIds: await waitingBetIds(this.#context.db, userId, marketId),
      status: 'cancelled',
      // Those matched since the read above are left alone: a cancel-all never refuses.
      from: ['unmatched'],
      allOrNothing: false,
      closedBy: userId,
    });
  }

  /** Closes bets and tells their owners; a refusal of an all-or-nothing close changes nothing. */
  async close(input: Omit<ClosingInput, 'now'>): Promise<BetRow[]> {
    const { closed, exposures } = await closeBets(this.#context.db, { ...input, now: this.#context.now() });
    for (const row of closed) this.#waiting.remove(row);
    const event: BetEvent = input.status;
    for (const [userId, exposure] of exposures) {
      const figures = await accountFigures(this.#context.db, userId);
      this.#announce(
        userId,
        event,
        closed.filter((row) => row.userId === userId),
        exposure,
        minor(figures.balance),
      );
    }
    return closed;
  }

  async #finishDelay(row: BetRow): Promise<Placement> {
    const waitMs = Math.max(0, (row.dueAt?.getTime() ?? 0) - this.#context.now().getTime());
    await this.#sleep(waitMs);
    const outcome = await resolveDelayed(this.#context, row.id);
    const { placement } = outcome;
    if (outcome.changed) {
      this.#announce(
        placement.row.userId,
        afterDelayEvents[placement.row.status] ?? 'matched',
        [placement.row],
        placement.accountExposure,
        placement.balance,
      );
      // The price moved against a bet that asked to wait: it waits for it as any unmatched bet does.
      if (placement.row.status === 'unmatched') this.#leftWaiting(placement.row);
    }
    if (placement.row.status === 'refused') {
      throw new Refusal(outcome.refusal ?? 'price_moved_during_delay');
    }
    return placement;
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#pendingDelays.add(work);
    const forget = () => this.#pendingDelays.delete(work);
    work.then(forget, forget);
    return work;
  }

  /**
   * Makes this process the one that matches waiting bets as prices move (or not). Taking it up, the index
   * is read again from the database: bets left waiting elsewhere while no process matched are in it.
   */
  async setMatching(on: boolean): Promise<void> {
    this.#matching = on;
    if (!on) return;
    const waiting = await this.#context.db.select().from(bets).where(eq(bets.status, 'unmatched'));
    for (const row of waiting) this.#waiting.add(row);
    for (const marketId of this.#waiting.markets()) this.#enqueueMatching(marketId);
  }

  /** A bet another process left waiting: matched here from the next price move of its market. */
  noteWaiting(bet: WaitingBet): void {
    this.#waiting.add(bet);
    if (this.#matching) this.#enqueueMatching(bet.marketId);
  }

  #leftWaiting(row: BetRow): void {
    this.#waiting.add(row);
    this.onWaiting?.({
      id: row.id,
      marketId: row.marketId,
      selectionId: row.selectionId,
      side: row.side,
      requestedOdds: row.requestedOdds,
    });
  }

  #onBoard(change: BoardChange): void {
    if (!this.#matching) return;
    if (change.type === 'market' && this.#waiting.has(change.market.marketId)) {
      this.#enqueueMatching(change.market.marketId);
    }
    if (change.type === 'matchStatus' && change.status === 'inPlay') {
      this.#enqueue(() => this.#lapse(change.matchId));
    }
  }

  #enqueueMatching(marketId: string): void {
    // Ticks that arrive while a run is queued fold into it: it reads the newest price when it runs.
    if (this.#queuedMarkets.has(marketId)) return;
    this.#queuedMarkets.add(marketId);
    this.#enqueue(() => {
      this.#queuedMarkets.delete(marketId);
      return this.#matchMarket(marketId);
    });
  }

  #enqueue(work: () => Promise<void>): void {
    this.#queue = this.#queue.then(work).catch(logUnexpected);
  }

  async #matchMarket(marketId: string): Promise<void> {
    const market = this.#context.board.market(marketId);
    if (!market) return;
    for (const waiting of this.#waiting.matchableIn(market)) {
      const result = await matchWaitingBet(this.#context, waiting.id);
      if (!result) {
        this.#waiting.remove(waiting);
        continue;
      }
      if (result.row.status !== 'unmatched') this.#waiting.remove(result.row);
      if (result.matched) {
        this.#announce(result.row.userId, 'matched', [result.row], result.accountExposure, result.balance);
      }
    }
  }

  /** Issue 5: unmatched bets lapse when the event turns in play, unless placed with 'keep'. */
  async #lapse(matchId: number): Promise<void> {
    const { db } = this.#context;
    const lapsing = await db
      .select({ id: bets.id })
      .from(bets)
      .where(and(eq(bets.matchId, matchId), eq(bets.status, 'unmatched'), eq(bets.persistence, 'lapse')));
    if (lapsing.length === 0) return;
    await this.close({
      betIds: lapsing.map((bet) => bet.id),
      status: 'lapsed',
      from: ['unmatched'],
      allOrNothing: false,
      closedBy: null,
    });
  }

  #announce(userId: string, event: BetEvent, rows: readonly BetRow[], exposure: Minor, balance: Minor): void {
    const { notify } = this.#context;
    if (!notify.listens(userId)) return;
    notify.toUser(userId, socketEvents.users.balance, balanceToWire({ balance, exposure }));
    for (const row of rows) notify.toUser(userId, socketEvents.users.bet, betEventPayload(event, row));
  }
}
