import type { MarketStatus, Score } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import type { LiveFancyLine, LiveMarket, LiveRunner } from '../exchange/board.ts';
import { checkFancyLine, checkRunnerBook } from './bookChecks.ts';
import {
  loadOpenCatalog,
  saveCompetition,
  saveEvent,
  saveMarket,
  saveMatchStatus,
  saveScores,
  unsettledMarketIds,
} from './catalog.ts';
import type { FeedMatchStatus, FeedMessage, MarketMessage, PricesMessage } from './messages.ts';
import { FeedRejection, type FeedSink } from './types.ts';

interface KnownMarket {
  definition: Omit<LiveMarket, 'version' | 'status' | 'runners' | 'fancy'>;
  runnerNames: Map<number, string>;
  /** The status the feed last gave, before operator holds (the board applies those). */
  status: MarketStatus;
  runners: LiveRunner[];
  fancy?: LiveFancyLine;
}

export interface CatalogSinkOptions {
  /** New matches start active (the embedded demo); otherwise an admin activates them with save-match. */
  activateNewMatches: boolean;
}

/**
 * The one writer of feed data: catalog rows and match statuses go to the database, live state to the
 * board (`context.board`). Messages are applied strictly in order. Scores are kept for restarts in batches
 * (`flushScores`), not on every ball.
 */
export class CatalogSink implements FeedSink {
  readonly #context: Pick<AppContext, 'db' | 'board' | 'now'>;
  readonly #options: CatalogSinkOptions;
  readonly #competitions = new Set<number>();
  readonly #events = new Map<number, { status: FeedMatchStatus; closedAt?: Date }>();
  readonly #markets = new Map<string, KnownMarket>();
  readonly #unsavedScores = new Map<number, Score>();
  #queue: Promise<void> = Promise.resolve();

  constructor(context: Pick<AppContext, 'db' | 'board' | 'now'>, options: CatalogSinkOptions) {
    this.#context = context;
    this.#options = options;
  }

  apply(message: FeedMessage): Promise<void> {
    const applied = this.#queue.then(() => this.#apply(message));
    // A rejected message must not block the ones after it.
    this.#queue = applied.catch(() => undefined);
    return applied;
  }

  async applyAll(messages: readonly FeedMessage[]): Promise<void> {
    for (const message of messages) await this.apply(message);
  }

  /**
   * Loads what an earlier run left open: competitions, the matches not closed with their markets (on the
   * board, SUSPENDED until the feed prices them again), operators' holds and the last scores.
   */
  async restore(): Promise<void> {
    const { board } = this.#context;
    const stored = await loadOpenCatalog(this.#context.db);
    for (const id of stored.competitionIds) this.#competitions.add(id);
    for (const event of stored.events) {
      this.#events.set(event.eventId, { status: event.status });
      board.setMatchStatus(event.eventId, event.status);
    }
    for (const market of stored.markets) {
      board.setOperatorHold(market.marketId, {
        suspended: market.status === 'SUSPENDED',
        disabled: !market.active,
      });
      if (market.settled) continue;
      const known = this.#remember({
        type: 'market',
        marketId: market.marketId,
        eventId: market.matchId,
        kind: market.kind,
        name: market.name,
        ...(market.gtype === 'session' || market.gtype === 'fancy1' ? { gtype: market.gtype } : {}),
        runners: market.runners,
        status: 'SUSPENDED',
      });
      this.#publish(known);
    }
    for (const score of stored.scores) board.putScore(score);
  }

  /** The events this sink knows that are not closed (after `restore`, the ones an earlier run left open). */
  openEventIds(): number[] {
    return [...this.#events].flatMap(([id, event]) => (event.status === 'closed' ? [] : [id]));
  }

  /**
   * Voids the unsettled markets of an event the feed will never finish (a simulator restart cannot resume
   * its matches), so their bets are refunded, and closes the event.
   */
  async abandon(eventId: number): Promise<void> {
    const open = new Set(await unsettledMarketIds(this.#context.db, eventId));
    for (const [marketId, market] of this.#markets) {
      if (market.definition.matchId === eventId && open.has(marketId)) {
        await this.apply({ type: 'void', marketId });
      }
    }
    await this.apply({ type: 'eventStatus', eventId, status: 'closed' });
  }

  /** Writes the scores that changed since the last flush, in one statement. */
  async flushScores(): Promise<void> {
    const scores = [...this.#unsavedScores.values()];
    this.#unsavedScores.clear();
    await saveScores(this.#context.db, scores);
  }

  /** Forgets matches closed before `before`: off the board and out of memory. */
  pruneClosed(before: Date): void {
    for (const [eventId, event] of this.#events) {
      if (event.closedAt && event.closedAt < before) this.forget(eventId);
    }
  }

  forget(eventId: number): void {
    this.#events.delete(eventId);
    for (const [marketId, market] of this.#markets) {
      if (market.definition.matchId === eventId) this.#markets.delete(marketId);
    }
    this.#unsavedScores.delete(eventId);
    this.#context.board.removeMatch(eventId);
  }

  async #apply(message: FeedMessage): Promise<void> {
    const { db, board } = this.#context;
    switch (message.type) {
      case 'competition':
        await saveCompetition(db, message);
        this.#competitions.add(message.competitionId);
        return;
      case 'event':
        if (!this.#competitions.has(message.competitionId)) {
          throw new FeedRejection(`event ${message.eventId}: unknown competition ${message.competitionId}`);
        }
        await saveEvent(db, message, this.#options.activateNewMatches);
        this.#events.set(message.eventId, { status: message.status });
        board.setMatchStatus(message.eventId, message.status);
        return;
      case 'market':
        this.#event(message.eventId, `market ${message.marketId}`);
        await saveMarket(db, message);
        this.#publish(this.#remember(message));
        return;
      case 'prices':
        this.#publish(this.#priced(message));
        return;
      case 'marketStatus': {
        const market = this.#market(message.marketId);
        market.status = message.status;
        this.#publish(market);
        return;
      }
      case 'eventStatus':
        return this.#eventStatus(message.eventId, message.status);
      case 'score':
        this.#event(message.score.matchId, 'score');
        board.putScore(message.score);
        this.#unsavedScores.set(message.score.matchId, message.score);
        return;
      case 'result': {
        const market = this.#market(message.marketId);
        if (market.definition.kind !== 'fancy' && !market.runnerNames.has(message.result)) {
          throw new FeedRejection(
            `result of ${message.marketId}: ${message.result} is not one of its runners`,
          );
        }
        market.status = 'CLOSED';
        board.announceResult(message.marketId, message.result);
        return;
      }
      case 'void':
        this.#market(message.marketId).status = 'CLOSED';
        board.announceVoid(message.marketId);
        return;
    }
  }

  async #eventStatus(eventId: number, status: FeedMatchStatus): Promise<void> {
    const event = this.#event(eventId, 'status');
    if (event.status === status) return;
    await saveMatchStatus(this.#context.db, eventId, status);
    event.status = status;
    if (status === 'closed') {
      event.closedAt = this.#context.now();
      this.#suspendUnresulted(eventId);
      const score = this.#unsavedScores.get(eventId);
      if (score) {
        this.#unsavedScores.delete(eventId);
        await saveScores(this.#context.db, [score]);
      }
    }
    this.#context.board.setMatchStatus(eventId, status);
  }

  /**
   * A finished match takes no more bets, even on a market whose result the feed has not sent (a session
   * its innings never reached, a provider that closes the match first): such a market waits SUSPENDED.
   */
  #suspendUnresulted(eventId: number): void {
    for (const market of this.#markets.values()) {
      if (market.definition.matchId !== eventId) continue;
      if (market.status === 'CLOSED' || market.status === 'SUSPENDED') continue;
      market.status = 'SUSPENDED';
      this.#publish(market);
    }
  }

  #remember(message: MarketMessage): KnownMarket {
    const known: KnownMarket = {
      definition: {
        marketId: message.marketId,
        matchId: message.eventId,
        kind: message.kind,
        name: message.name,
        ...(message.gtype && { gtype: message.gtype }),
      },
      runnerNames: new Map(message.runners.map((runner) => [runner.selectionId, runner.name])),
      status: message.status,
      // A session's one runner carries no prices (its lines are `fancy`), but a bet names its selection.
      runners: message.runners.map((runner) => ({ ...runner, back: [], lay: [] })),
    };
    this.#markets.set(message.marketId, known);
    return known;
  }

  #priced(message: PricesMessage): KnownMarket {
    const market = this.#market(message.marketId);
    const { kind } = market.definition;
    if (kind === 'fancy') {
      if (!message.fancy) throw new FeedRejection(`prices of ${message.marketId}: a fancy needs its lines`);
      checkFancyLine(message.fancy);
      market.fancy = message.fancy;
    } else {
      const runners = message.runners.map((runner): LiveRunner => {
        const name = market.runnerNames.get(runner.selectionId);
        if (name === undefined) {
          throw new FeedRejection(`prices of ${message.marketId}: unknown runner ${runner.selectionId}`);
        }
        return {
          selectionId: runner.selectionId,
          name,
          ...(runner.suspended && { status: 'SUSPENDED' as const }),
          back: runner.back,
          lay: runner.lay,
          ...(runner.lastPriceTraded !== undefined && { lastPriceTraded: runner.lastPriceTraded }),
          ...(runner.traded && { traded: runner.traded }),
        };
      });
      checkRunnerBook(kind, runners);
      market.runners = runners;
    }
    market.status = message.status;
    return market;
  }

  #publish(market: KnownMarket): void {
    this.#context.board.putMarket({
      ...market.definition,
      status: market.status,
      runners: market.runners,
      ...(market.fancy && { fancy: market.fancy }),
    });
  }

  #market(marketId: string): KnownMarket {
    const market = this.#markets.get(marketId);
    if (!market) throw new FeedRejection(`unknown market ${marketId}`);
    if (market.status === 'CLOSED') throw new FeedRejection(`market ${marketId} is closed`);
    return market;
  }

  #event(eventId: number, what: string): { status: FeedMatchStatus; closedAt?: Date } {
    const event = this.#events.get(eventId);
    if (!event) throw new FeedRejection(`${what}: unknown event ${eventId}`);
    return event;
  }
}
