import { bookmakerOddsType, minor, type BetWire, type MarketStatus } from '@exchange/domain';
import type { LiveFancyLine, LiveMatchStatus, LiveRunner } from '../exchange/board.ts';
import { markets, matches, runners, sportSettings } from '../db/exchangeSchema.ts';
import type { TestApp } from './app.ts';

/**
 * A match with its three kinds of market in the database and on the live board, for tests of placement,
 * matching and settlement. The board starts with every market OPEN and priced; tests move prices and
 * statuses with the helpers, as the feed would.
 */

export interface TestRunnerMarket {
  marketId: string;
  kind: 'matchOdds' | 'bookmaker';
  name: string;
  runners: { selectionId: number; name: string }[];
}

export interface TestFancyMarket {
  marketId: string;
  kind: 'fancy';
  name: string;
  selectionId: number;
}

/** Back and lay prices of one runner, best first (sizes are fixed: they do not limit matching). */
export interface RunnerPrices {
  back: number[];
  lay: number[];
  suspended?: boolean;
}

export interface TestMatch {
  matchId: number;
  sportId: number;
  name: string;
  matchOdds: TestRunnerMarket;
  bookmaker: TestRunnerMarket;
  fancy: TestFancyMarket;
  /** Puts a runner market's prices on the board, runner by runner in the market's order. */
  setPrices(market: TestRunnerMarket, prices: readonly RunnerPrices[], status?: MarketStatus): void;
  /** Puts the fancy's No and Yes lines on the board. */
  setFancy(line: LiveFancyLine, status?: MarketStatus): void;
  /** Changes a market's status on the board, keeping its prices. */
  setStatus(market: TestRunnerMarket | TestFancyMarket, status: MarketStatus): void;
  setMatchStatus(status: LiveMatchStatus): void;
}

export interface TestMatchOptions {
  sportId?: number;
  /** The feed's status, in the database and on the board. */
  status?: LiveMatchStatus;
  /** Activated by an admin (players may bet only on active matches). */
  active?: boolean;
  /** The sport's stake limits (minor units) and in-play delay, written to sport_settings. */
  sport?: { minBet: number; maxBet: number; delaySeconds: number };
}

/**
 * Sport settings without stake limits or delay (zero sets none): the migrations give every sport default
 * limits (Rs 100 minimum) and in-play delays, which tests of other rules pass this to lift.
 */
export const noSportLimits = { minBet: 0, maxBet: 0, delaySeconds: 0 } as const;

/** Match odds of the test markets: a favourite, an outsider and a draw, three prices each side. */
export const defaultMatchOddsPrices: readonly RunnerPrices[] = [
  { back: [2.0, 1.99, 1.98], lay: [2.02, 2.04, 2.06] },
  { back: [3.5, 3.45, 3.4], lay: [3.6, 3.65, 3.7] },
  { back: [4.0, 3.9, 3.8], lay: [4.2, 4.3, 4.4] },
];
/** Bookmaker odds are 100-based (45 means 1.45). */
export const defaultBookmakerPrices: readonly RunnerPrices[] = [
  { back: [95], lay: [100] },
  { back: [110], lay: [115] },
];
export const defaultFancyLine: LiveFancyLine = { noLine: 78, noRate: 100, yesLine: 80, yesRate: 100 };

let matchCounter = 0;

function runnersOnBoard(market: TestRunnerMarket, prices: readonly RunnerPrices[]): LiveRunner[] {
  return market.runners.map((runner, index) => {
    const price = prices[index] ?? { back: [], lay: [] };
    return {
      selectionId: runner.selectionId,
      name: runner.name,
      ...(price.suspended && { status: 'SUSPENDED' as const }),
      back: price.back.map((value) => ({ price: value, size: 1_000 })),
      lay: price.lay.map((value) => ({ price: value, size: 1_000 })),
    };
  });
}

export async function createTestMatch(t: TestApp, options: TestMatchOptions = {}): Promise<TestMatch> {
  matchCounter += 1;
  const { db } = t.context;
  const { board } = t.context;
  const sportId = options.sportId ?? 4;
  const status = options.status ?? 'upcoming';
  const matchId = 30_000_000 + matchCounter;
  const name = `Home ${matchCounter} v Away ${matchCounter}`;

  if (options.sport) {
    const limits = {
      minBet: minor(options.sport.minBet),
      maxBet: minor(options.sport.maxBet),
      delaySeconds: options.sport.delaySeconds,
    };
    await db
      .insert(sportSettings)
      .values({ sportId, name: `Sport ${sportId}`, ...limits })
      .onConflictDoUpdate({ target: sportSettings.sportId, set: limits });
  }
  await db.insert(matches).values({
    id: matchId,
    sportId,
    name,
    openDate: new Date(),
    status,
    active: options.active ?? true,
  });

  const runnerNames = [`Home ${matchCounter}`, `Away ${matchCounter}`, 'The Draw'];
  const matchOdds: TestRunnerMarket = {
    marketId: `1.${matchId}1`,
    kind: 'matchOdds',
    name: 'Match Odds',
    runners: runnerNames.map((runnerName, index) => ({
      selectionId: matchId * 10 + index,
      name: runnerName,
    })),
  };
  const bookmaker: TestRunnerMarket = {
    marketId: `9.${matchId}2`,
    kind: 'bookmaker',
    name: 'Bookmaker',
    runners: runnerNames
      .slice(0, 2)
      .map((runnerName, index) => ({ selectionId: matchId * 10 + 5 + index, name: runnerName })),
  };
  const fancy: TestFancyMarket = {
    marketId: `F.${matchId}3`,
    kind: 'fancy',
    name: '10 Over Runs',
    selectionId: matchId * 10 + 9,
  };

  await db.insert(markets).values([
    { id: matchOdds.marketId, matchId, kind: 'matchOdds', name: matchOdds.name },
    { id: bookmaker.marketId, matchId, kind: 'bookmaker', name: bookmaker.name },
    { id: fancy.marketId, matchId, kind: 'fancy', name: fancy.name, gtype: 'session' },
  ]);
  await db.insert(runners).values([
    ...[matchOdds, bookmaker].flatMap((market) =>
      market.runners.map((runner, index) => ({
        marketId: market.marketId,
        selectionId: runner.selectionId,
        name: runner.name,
        sortOrder: index,
      })),
    ),
    { marketId: fancy.marketId, selectionId: fancy.selectionId, name: fancy.name, sortOrder: 0 },
  ]);

  const setPrices: TestMatch['setPrices'] = (market, prices, marketStatus = 'OPEN') => {
    board.putMarket({
      marketId: market.marketId,
      matchId,
      kind: market.kind,
      name: market.name,
      status: marketStatus,
      runners: runnersOnBoard(market, prices),
    });
  };
  const setFancy: TestMatch['setFancy'] = (line, marketStatus = 'OPEN') => {
    board.putMarket({
      marketId: fancy.marketId,
      matchId,
      kind: 'fancy',
      name: fancy.name,
      status: marketStatus,
      runners: [{ selectionId: fancy.selectionId, name: fancy.name, back: [], lay: [] }],
      fancy: line,
    });
  };
  setPrices(matchOdds, defaultMatchOddsPrices);
  setPrices(bookmaker, defaultBookmakerPrices);
  setFancy(defaultFancyLine);
  board.setMatchStatus(matchId, status);

  return {
    matchId,
    sportId,
    name,
    matchOdds,
    bookmaker,
    fancy,
    setPrices,
    setFancy,
    setStatus(market, marketStatus) {
      const live = board.market(market.marketId);
      if (!live) throw new Error(`market ${market.marketId} is not on the board`);
      board.putMarket({ ...live, status: marketStatus });
    },
    setMatchStatus(matchStatus) {
      board.setMatchStatus(matchId, matchStatus);
    },
  };
}

/** A placebet body on a runner market, the way the bet slip sends it (rupees, decimal or 100-based odds). */
export function runnerBet(
  market: TestRunnerMarket,
  matchId: number,
  bet: { runner?: number; side: 'back' | 'lay'; odds: number; stake: number },
): BetWire {
  const runner = market.runners[bet.runner ?? 0];
  if (!runner) throw new Error(`no runner ${bet.runner} in ${market.name}`);
  return {
    matchId,
    marketId: market.marketId,
    marketName: market.name,
    selectionId: runner.selectionId,
    runnerName: runner.name,
    odds: bet.odds,
    stack: bet.stake,
    isBack: bet.side === 'back',
    betOn: 'MATCH_ODDS',
    ...(market.kind === 'bookmaker' && { oddsType: bookmakerOddsType }),
  };
}

/** A placebet body on the session fancy: Yes (back) at the yes line and rate, No (lay) at the no line. */
export function fancyBet(
  market: TestFancyMarket,
  matchId: number,
  bet: { side: 'back' | 'lay'; line: number; rate: number; stake: number },
): BetWire {
  return {
    matchId,
    marketId: market.marketId,
    marketName: market.name,
    selectionId: market.selectionId,
    runnerName: market.name,
    odds: bet.line,
    volume: bet.rate,
    stack: bet.stake,
    isBack: bet.side === 'back',
    betOn: 'FANCY',
    gtype: 'session',
    fancystatus: bet.side === 'back' ? 'yes' : 'no',
  };
}
