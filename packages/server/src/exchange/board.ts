import type { MarketStatus, Score } from '@exchange/domain';

/**
 * The live board: the latest prices, statuses and scores of every market the feed publishes. Feeds (the
 * simulator, a real provider's adapter) write into it; bet placement and matching, the match-room sockets
 * and settlement read it and listen to its changes. Prices live only here (they are not money); the
 * catalog (matches, markets, runners) and everything about bets is in the database.
 */

/** One price level; `size` is the money available at that price in major units. */
export interface LivePriceLevel {
  price: number;
  size: number;
}

export interface LiveRunner {
  selectionId: number;
  name: string;
  /** SUSPENDED on a runner alone (a non-runner, a removed horse). */
  status?: 'SUSPENDED';
  /** Best first: the highest back price first. */
  back: LivePriceLevel[];
  /** Best first: the lowest lay price first. */
  lay: LivePriceLevel[];
}

/** A session fancy's two sides: No (lay) at a run line with a rate, Yes (back) at a run line with a rate. */
export interface LiveFancyLine {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
}

export interface LiveMarket {
  marketId: string;
  matchId: number;
  kind: 'matchOdds' | 'bookmaker' | 'fancy';
  name: string;
  status: MarketStatus;
  /** Match odds and bookmaker markets (bookmaker prices are 100-based). */
  runners: LiveRunner[];
  /** Fancy markets. */
  fancy?: LiveFancyLine;
  /** Increases with every change, so readers can tell a stale copy. */
  version: number;
}

export type LiveMatchStatus = 'upcoming' | 'inPlay' | 'closed';

export type BoardChange =
  | { type: 'market'; market: LiveMarket }
  | { type: 'matchStatus'; matchId: number; status: LiveMatchStatus }
  | { type: 'score'; score: Score }
  /** The feed's result: the winning selection id, or the run total of a fancy. */
  | { type: 'result'; marketId: string; matchId: number; result: number }
  | { type: 'void'; marketId: string; matchId: number };

export type BoardListener = (change: BoardChange) => void;

export class LiveBoard {
  readonly #markets = new Map<string, LiveMarket>();
  readonly #matchStatus = new Map<number, LiveMatchStatus>();
  readonly #scores = new Map<number, Score>();
  readonly #listeners = new Set<BoardListener>();

  market(marketId: string): LiveMarket | undefined {
    return this.#markets.get(marketId);
  }

  marketsOf(matchId: number): LiveMarket[] {
    return [...this.#markets.values()].filter((market) => market.matchId === matchId);
  }

  matchStatus(matchId: number): LiveMatchStatus | undefined {
    return this.#matchStatus.get(matchId);
  }

  score(matchId: number): Score | undefined {
    return this.#scores.get(matchId);
  }

  /** Sets a market's whole state (new prices, a status change) and tells the listeners. */
  putMarket(market: Omit<LiveMarket, 'version'>): LiveMarket {
    const previous = this.#markets.get(market.marketId);
    const next: LiveMarket = { ...market, version: (previous?.version ?? 0) + 1 };
    this.#markets.set(market.marketId, next);
    this.#emit({ type: 'market', market: next });
    return next;
  }

  setMatchStatus(matchId: number, status: LiveMatchStatus): void {
    if (this.#matchStatus.get(matchId) === status) return;
    this.#matchStatus.set(matchId, status);
    this.#emit({ type: 'matchStatus', matchId, status });
  }

  putScore(score: Score): void {
    this.#scores.set(score.matchId, score);
    this.#emit({ type: 'score', score });
  }

  /** A result from the feed: settlement listens for it. The market is closed on the board. */
  announceResult(marketId: string, result: number): void {
    const market = this.#markets.get(marketId);
    if (!market) return;
    this.putMarket({ ...market, status: 'CLOSED' });
    this.#emit({ type: 'result', marketId, matchId: market.matchId, result });
  }

  announceVoid(marketId: string): void {
    const market = this.#markets.get(marketId);
    if (!market) return;
    this.putMarket({ ...market, status: 'CLOSED' });
    this.#emit({ type: 'void', marketId, matchId: market.matchId });
  }

  /** Forgets a finished match's markets and score. */
  removeMatch(matchId: number): void {
    for (const market of this.marketsOf(matchId)) this.#markets.delete(market.marketId);
    this.#matchStatus.delete(matchId);
    this.#scores.delete(matchId);
  }

  subscribe(listener: BoardListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(change: BoardChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}
