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
  /** The price the runner last traded at, when the feed reports trading. */
  lastPriceTraded?: number;
  /** The money matched so far at each price (one level a price), when the feed reports trading. */
  traded?: LivePriceLevel[];
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
  /** Fancy markets: 'session' (the default fancy type) or 'fancy1' (decimal odds). */
  gtype?: string;
  /** Disabled by an operator: kept SUSPENDED and left out of what players see. */
  hidden?: true;
  /** Increases with every change, so readers can tell a stale copy. */
  version: number;
}

/**
 * What an operator set on a market (active-markets, active-fancies): a suspension or a disabled market
 * holds it SUSPENDED whatever the feed says, until the operator lifts it.
 */
export interface OperatorHold {
  suspended: boolean;
  disabled: boolean;
}

const noHold: OperatorHold = { suspended: false, disabled: false };

export type LiveMatchStatus = 'upcoming' | 'inPlay' | 'closed';

export type BoardChange =
  | { type: 'market'; market: LiveMarket }
  | { type: 'matchStatus'; matchId: number; status: LiveMatchStatus }
  | { type: 'score'; score: Score }
  /** The feed's result: the winning selection id, or the run total of a fancy. */
  | { type: 'result'; marketId: string; matchId: number; result: number }
  | { type: 'void'; marketId: string; matchId: number }
  /** An operator's hold set or lifted on this process (processes side by side pass it on to each other). */
  | { type: 'hold'; marketId: string; hold: OperatorHold }
  /** A finished match forgotten, with the markets it had. */
  | { type: 'matchRemoved'; matchId: number; marketIds: string[] };

export type BoardListener = (change: BoardChange) => void;

export class LiveBoard {
  readonly #markets = new Map<string, LiveMarket>();
  /** Market ids per match, so a match's markets are found without scanning the whole board. */
  readonly #marketIdsByMatch = new Map<number, Set<string>>();
  /** The status each market was last given by its writer, before any operator hold. */
  readonly #givenStatus = new Map<string, MarketStatus>();
  readonly #holds = new Map<string, OperatorHold>();
  readonly #matchStatus = new Map<number, LiveMatchStatus>();
  readonly #scores = new Map<number, Score>();
  readonly #listeners = new Set<BoardListener>();
  /** Markets suspended here because the feed's leader fell silent: its next word replaces them, even unchanged. */
  readonly #silenced = new Set<string>();

  market(marketId: string): LiveMarket | undefined {
    return this.#markets.get(marketId);
  }

  marketsOf(matchId: number): LiveMarket[] {
    const ids = this.#marketIdsByMatch.get(matchId);
    if (!ids) return [];
    return [...ids].flatMap((id) => this.#markets.get(id) ?? []);
  }

  /** The matches that have markets on the board. */
  matchIds(): number[] {
    return [...this.#marketIdsByMatch.keys()];
  }

  matchStatus(matchId: number): LiveMatchStatus | undefined {
    return this.#matchStatus.get(matchId);
  }

  score(matchId: number): Score | undefined {
    return this.#scores.get(matchId);
  }

  /**
   * Sets a market's whole state (new prices, a status change) and tells the listeners. An operator's hold
   * wins over the given status (a closed market stays closed).
   */
  putMarket(market: Omit<LiveMarket, 'version'>): LiveMarket {
    const previous = this.#markets.get(market.marketId);
    return this.#place(market, (previous?.version ?? 0) + 1);
  }

  /** The status the market's writer last gave it, before any operator hold. */
  givenStatus(marketId: string): MarketStatus | undefined {
    return this.#givenStatus.get(marketId);
  }

  /**
   * Sets a market as another process's board has it (docs/adr/0016-scale-out.md: the feed's leader
   * publishes, the others mirror), with its version, unless this board already has that version or a later
   * one. `market` is the leader's, holds included; a hold set here and not yet heard back from the
   * leader is laid over it too, so a market suspended through this process never reopens here meanwhile.
   */
  mirrorMarket(market: LiveMarket, given: MarketStatus): void {
    const previous = this.#markets.get(market.marketId);
    const silenced = this.#silenced.delete(market.marketId);
    if (previous && (silenced ? previous.version > market.version : previous.version >= market.version))
      return;
    // The leader's disabling hides the market here too, whatever this board's own holds say.
    this.#place(market, market.version, given, market.hidden === true);
  }

  /**
   * Suspends every open market this board mirrors, keeping each one's version: the feed's leader has not
   * been heard from for long enough that its prices here may be stale (cluster/boardRelay.ts), and a bet must
   * not be matched at them. The leader's next word on a market, even an unchanged one, replaces it.
   */
  suspendMirrored(): void {
    for (const market of this.#markets.values()) {
      if (market.status === 'CLOSED' || market.status === 'SUSPENDED') continue;
      this.#silenced.add(market.marketId);
      const given = this.#givenStatus.get(market.marketId);
      this.#place({ ...market, status: 'SUSPENDED' }, market.version, given, market.hidden === true);
    }
  }

  /** Places a market with an operator's hold laid over `given` (its writer's status) and tells the listeners. */
  #place(
    market: Omit<LiveMarket, 'version'>,
    version: number,
    given = market.status,
    hidden = false,
  ): LiveMarket {
    const { marketId } = market;
    this.#givenStatus.set(marketId, given);
    const hold = this.#holds.get(marketId) ?? noHold;
    const held = (hold.suspended || hold.disabled) && market.status !== 'CLOSED';
    const { hidden: _hidden, ...rest } = market;
    const next: LiveMarket = {
      ...rest,
      status: held ? 'SUSPENDED' : market.status,
      ...((hold.disabled || hidden) && { hidden: true as const }),
      version,
    };
    this.#markets.set(marketId, next);
    let ids = this.#marketIdsByMatch.get(market.matchId);
    if (!ids) this.#marketIdsByMatch.set(market.matchId, (ids = new Set()));
    ids.add(marketId);
    this.#emit({ type: 'market', market: next });
    return next;
  }

  operatorHold(marketId: string): OperatorHold {
    return this.#holds.get(marketId) ?? noHold;
  }

  /**
   * Records an operator's suspension or disabling (also for markets not on the board yet, as at start-up)
   * and republishes the market with it; lifting the hold restores the status its writer last gave.
   */
  setOperatorHold(marketId: string, hold: OperatorHold, options: { keepVersion?: boolean } = {}): void {
    if (hold.suspended || hold.disabled) this.#holds.set(marketId, { ...hold });
    else this.#holds.delete(marketId);
    this.#emit({ type: 'hold', marketId, hold: { ...hold } });
    const market = this.#markets.get(marketId);
    if (!market) return;
    const given = { ...market, status: this.#givenStatus.get(marketId) ?? market.status };
    // A process that mirrors the feed's leader keeps the leader's version: the leader's republished market,
    // held, comes next and must not be taken for an older one.
    if (options.keepVersion) this.#place(given, market.version);
    else this.putMarket(given);
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
    const marketIds = [...(this.#marketIdsByMatch.get(matchId) ?? [])];
    for (const market of this.marketsOf(matchId)) {
      this.#markets.delete(market.marketId);
      this.#givenStatus.delete(market.marketId);
      this.#holds.delete(market.marketId);
      this.#silenced.delete(market.marketId);
    }
    this.#marketIdsByMatch.delete(matchId);
    this.#matchStatus.delete(matchId);
    this.#scores.delete(matchId);
    this.#emit({ type: 'matchRemoved', matchId, marketIds });
  }

  subscribe(listener: BoardListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(change: BoardChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}
