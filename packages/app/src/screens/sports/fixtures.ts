import type { MatchListItem } from '@exchange/betting-widgets';
import {
  bookmakerOddsType,
  nextTick,
  previousTick,
  runnerNames,
  snapToLadder,
  soccerMarketTypes,
  toMinor,
  type MarketBook,
  type Match,
  type MatchResult,
  type MatchSnapshot,
  type MatchUpdate,
  type PlacedBet,
  type Score,
} from '@exchange/domain';
import { createMatchStore } from '../../sockets/matchStore.ts';

/** Story data for the sports screens, built from the domain's types (no network in stories). */

type Level = MarketBook['runners'][number]['ex']['availableToBack'][number];

function levels(best: number, step: (price: number) => number | null, sizes: readonly number[]): Level[] {
  const found: Level[] = [];
  let price: number | null = best;
  for (const size of sizes) {
    if (price === null) break;
    found.push({ price, size });
    price = step(price);
  }
  return found;
}

const runner = (selectionId: number, runnerName: string, back: number) => ({
  selectionId,
  runnerName,
  ex: {
    availableToBack: levels(back, previousTick, [2500, 8200, 14300]),
    availableToLay: levels(nextTick(back) ?? back, nextTick, [1800, 6400, 21000]),
  },
});

export const cricketMatch: Match = {
  matchId: 3101,
  matchName: 'India v Australia',
  sportId: 4,
  seriesName: 'Border-Gavaskar T20',
  openDate: '2026-01-12T14:00:00.000Z',
  inPlay: true,
  active: true,
};

export const soccerMatch: Match = {
  matchId: 1201,
  matchName: 'Arsenal v Chelsea',
  sportId: 1,
  seriesName: 'English Premier League',
  openDate: '2026-01-12T17:30:00.000Z',
  inPlay: false,
  active: true,
};

const tennisMatch: Match = {
  matchId: 2207,
  matchName: 'Alcaraz v Sinner',
  sportId: 2,
  seriesName: 'ATP Finals',
  openDate: '2026-01-13T09:00:00.000Z',
  inPlay: false,
  active: true,
};

export const cricketOdds: MarketBook = {
  marketId: '1.2045',
  marketName: 'Match Odds',
  matchId: 3101,
  status: 'OPEN',
  runners: [runner(101, 'India', 1.98), runner(102, 'Australia', 2.04)],
};

const soccerOdds: MarketBook = {
  marketId: '1.3310',
  marketName: 'Match Odds',
  matchId: 1201,
  status: 'OPEN',
  runners: [runner(201, 'Arsenal', 2.12), runner(202, 'Chelsea', 3.6), runner(203, 'The Draw', 3.45)],
};

const tennisOdds: MarketBook = {
  marketId: '1.7720',
  marketName: 'Match Odds',
  matchId: 2207,
  status: 'OPEN',
  runners: [runner(301, 'Alcaraz', 1.8), runner(302, 'Sinner', 2.22)],
};

export const inPlayListing: readonly MatchListItem[] = [{ match: cricketMatch, odds: cricketOdds }];
export const upcomingSoccer: readonly MatchListItem[] = [{ match: soccerMatch, odds: soccerOdds }];
export const upcomingTennis: readonly MatchListItem[] = [{ match: tennisMatch, odds: tennisOdds }];

export const sportLinks = [
  { sportId: 1, name: 'Soccer' },
  { sportId: 2, name: 'Tennis' },
  { sportId: 4, name: 'Cricket' },
  { sportId: 7, name: 'Horse Racing' },
  { sportId: 4339, name: 'Greyhound Racing' },
];

const bookmaker: MarketBook = {
  marketId: '9.2046',
  marketName: 'Bookmaker',
  matchId: 3101,
  oddsType: bookmakerOddsType,
  status: 'OPEN',
  runners: [
    {
      selectionId: 111,
      runnerName: 'India',
      ex: { availableToBack: [{ price: 95, size: 100 }], availableToLay: [{ price: 99, size: 100 }] },
    },
    {
      selectionId: 112,
      runnerName: 'Australia',
      ex: { availableToBack: [{ price: 98, size: 100 }], availableToLay: [{ price: 102, size: 100 }] },
    },
  ],
};

export const cricketSnapshot: MatchSnapshot = {
  matchId: 3101,
  status: 'inPlay',
  matchOdds: [cricketOdds],
  bookmaker: [bookmaker],
  fancy: [
    {
      marketId: '5.2047',
      marketName: '6 over runs IND',
      matchId: 3101,
      gtype: 'session',
      status: 'OPEN',
      back: [{ price: 52, size: 100 }],
      lay: [{ price: 51, size: 100 }],
    },
    {
      marketId: '5.2048',
      marketName: '10 over runs IND',
      matchId: 3101,
      gtype: 'session',
      status: 'BALL RUNNING',
      back: [{ price: 86, size: 110 }],
      lay: [{ price: 85, size: 90 }],
    },
  ],
  score: {
    matchId: 3101,
    summary: 'IND 48/1 (5.2)',
    detail: {
      kind: 'cricket',
      innings: [{ team: 'India', runs: 48, wickets: 1, overs: 5.2 }],
      scheduledOvers: 20,
    },
    updatedAt: '2026-01-12T14:25:00.000Z',
  },
};

/** A match store holding the snapshot, prices applied at once (stories have no socket). */
export function storyMatchStore(snapshot: MatchSnapshot | null = cricketSnapshot) {
  const store = createMatchStore(snapshot?.matchId ?? cricketMatch.matchId, (apply) => apply());
  if (snapshot) store.onSnapshot(snapshot);
  return store;
}

const bet = (id: string, fields: Partial<PlacedBet>): PlacedBet => ({
  id,
  matchId: 3101,
  marketId: '1.2045',
  marketName: 'Match Odds',
  selectionId: 101,
  runnerName: 'India',
  side: 'back',
  stake: toMinor(500),
  odds: 1.9,
  volume: undefined,
  betOn: 'MATCH_ODDS',
  oddsType: undefined,
  gtype: undefined,
  fancyStatus: undefined,
  status: 'match',
  placedAt: '2026-01-12T14:10:00.000Z',
  ...fields,
});

/** A matched back on India, a matched lay of Australia and a back waiting for its price. */
export const openBets: readonly PlacedBet[] = [
  bet('b1', {}),
  bet('b2', { selectionId: 102, runnerName: 'Australia', side: 'lay', odds: 2.1, stake: toMinor(300) }),
  bet('b3', { odds: 2.5, stake: toMinor(200), status: 'unmatch', placedAt: '2026-01-12T14:12:00.000Z' }),
];

const closedPrices = (market: MarketBook): MarketBook => ({
  ...market,
  status: 'CLOSED',
  runners: market.runners.map((runner) => ({ ...runner, ex: { availableToBack: [], availableToLay: [] } })),
});

const bothInnings = [
  { team: 'India', runs: 186, wickets: 6, overs: 20 },
  { team: 'Australia', runs: 171, wickets: 9, overs: 20 },
];

const finalScore: Score = {
  matchId: 3101,
  summary: 'IND 186/6 (20) AUS 171/9 (20)',
  detail: { kind: 'cricket', innings: bothInnings, scheduledOvers: 20 },
  updatedAt: '2026-01-12T17:10:00.000Z',
};

const indiaWon: MatchResult = { kind: 'winner', marketId: cricketOdds.marketId, runnerName: 'India' };

/**
 * Issue 39: the cricket match over, as a page opened after the end reads it: Finished with India the
 * winner, the final score, and the markets closed (the live board has let their prices go).
 */
export const finishedCricketSnapshot: MatchSnapshot = {
  matchId: 3101,
  status: 'closed',
  matchOdds: [closedPrices(cricketOdds)],
  bookmaker: [closedPrices(bookmaker)],
  fancy: [],
  score: finalScore,
  result: indiaWon,
};

/** Issue 39: the push that ends the match on an open page: its status, its markets closed, its result. */
export const cricketEndUpdate: MatchUpdate = {
  matchId: 3101,
  status: 'closed',
  matchOdds: [{ ...cricketOdds, status: 'CLOSED' }],
  bookmaker: [{ ...bookmaker, status: 'CLOSED' }],
  score: finalScore,
  result: indiaWon,
};

/**
 * Issue 39: a soccer match with every market of the soccer types (Match Odds, the goals lines, Both Teams
 * to Score, Correct Score, Half Time), each runner backed near its chance in `chances`.
 */
const soccerChances: readonly (readonly number[])[] = [
  [0.47, 0.26, 0.27],
  [0.07, 0.93],
  [0.28, 0.72],
  [0.52, 0.48],
  [0.73, 0.27],
  [0.48, 0.52],
  [
    0.07, 0.06, 0.03, 0.01, 0.1, 0.11, 0.05, 0.02, 0.08, 0.06, 0.04, 0.01, 0.05, 0.04, 0.02, 0.01, 0.1, 0.06,
    0.08,
  ],
  [0.4, 0.23, 0.37],
];

export const soccerMarkets: readonly MarketBook[] = soccerMarketTypes.map((type, index) => ({
  marketId: `1.${4400 + index * 20}`,
  marketName: type.name,
  matchId: soccerMatch.matchId,
  status: 'OPEN',
  runners: runnerNames(type, ['Arsenal', 'Chelsea']).map((name, position) =>
    runner(
      4400 + index * 20 + position + 1,
      name,
      snapToLadder(1 / (soccerChances[index]?.[position] ?? 0.5), 'down'),
    ),
  ),
}));

export const soccerSnapshot: MatchSnapshot = {
  matchId: soccerMatch.matchId,
  status: 'inPlay',
  matchOdds: [...soccerMarkets],
  bookmaker: [],
  fancy: [],
  score: {
    matchId: soccerMatch.matchId,
    summary: "ARS 1-0 CHE 23'",
    detail: {
      kind: 'soccer',
      home: { team: 'Arsenal', goals: 1 },
      away: { team: 'Chelsea', goals: 0 },
      minute: 23,
    },
    updatedAt: '2026-01-12T17:53:00.000Z',
  },
};
