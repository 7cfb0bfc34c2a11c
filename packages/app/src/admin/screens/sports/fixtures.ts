import type { AdminMarket, AdminMatch, Match, NewsItem, SportSettings } from '@exchange/domain';
import type { ControlledMarket } from './marketActions.ts';

/** Story data of the sports administration screens, shaped as the server answers (see its route tests). */

export const sportSettingsRows: readonly SportSettings[] = [
  { sportId: 1, name: 'Soccer', active: true, minBet: 100, maxBet: 200_000, delay: 5 },
  { sportId: 2, name: 'Tennis', active: true, minBet: 100, maxBet: 200_000, delay: 3 },
  { sportId: 4, name: 'Cricket', active: true, minBet: 100, maxBet: 500_000, delay: 5 },
  { sportId: 7, name: 'Horse Racing', active: false, minBet: 100, maxBet: 50_000, delay: 1 },
  { sportId: 4339, name: 'Greyhound Racing', active: true, minBet: 100, maxBet: 50_000, delay: 1 },
];

export const cricketSeries = [
  { seriesId: 30_000_001, seriesName: 'Indian T10 League', sportId: 4 },
  { seriesId: 30_000_050, seriesName: 'Women’s T10 Cup', sportId: 4 },
] as const;

const match = (row: Partial<Match> & Pick<Match, 'matchId' | 'matchName'>): Match => ({
  sportId: 4,
  seriesId: 30_000_001,
  seriesName: 'Indian T10 League',
  openDate: '2026-01-12T10:00:00.000Z',
  inPlay: false,
  active: true,
  ...row,
});

export const feedMatchRows: readonly Match[] = [
  match({ matchId: 30_000_012, matchName: 'Mumbai Mavericks v Delhi Dynamos', inPlay: true }),
  match({ matchId: 30_000_030, matchName: 'Chennai Chargers v Kolkata Knights', active: false }),
  match({
    matchId: 30_000_060,
    matchName: 'Punjab Panthers v Rajasthan Royals',
    seriesId: 30_000_050,
    seriesName: 'Women’s T10 Cup',
    openDate: '2026-01-13T14:30:00.000Z',
    active: false,
  }),
];

export const activeMatchRows: readonly AdminMatch[] = [
  {
    ...match({ matchId: 30_000_012, matchName: 'Mumbai Mavericks v Delhi Dynamos', inPlay: true }),
    active: true,
    status: 'inPlay',
    score: 'MUM 84/3 (6.2)',
  },
  {
    ...match({ matchId: 30_000_040, matchName: 'Hyderabad Hawks v Bengaluru Blasters' }),
    active: false,
    status: 'upcoming',
  },
];

export const [inPlayMatch] = activeMatchRows as [AdminMatch, AdminMatch];

const market = (row: Partial<AdminMarket> & Pick<AdminMarket, 'marketId' | 'marketName'>): AdminMarket => ({
  matchId: inPlayMatch.matchId,
  kind: 'matchOdds',
  status: 'OPEN',
  suspended: false,
  active: true,
  settled: false,
  voided: false,
  ...row,
});

export const twoRunners = [
  { selectionId: 30_000_014, runnerName: 'Mumbai Mavericks' },
  { selectionId: 30_000_015, runnerName: 'Delhi Dynamos' },
] as const;

export const oddsMarket: ControlledMarket = {
  ...market({ marketId: '1.30000013', marketName: 'Match Odds' }),
  runners: twoRunners,
};

export const bookmakerMarket: ControlledMarket = {
  ...market({
    marketId: '9.30000016',
    marketName: 'Bookmaker',
    kind: 'bookmaker',
    status: 'SUSPENDED',
    suspended: true,
  }),
  runners: twoRunners,
};

export const settledMarket: ControlledMarket = {
  ...market({
    marketId: '1.30000090',
    marketName: 'Tied Match',
    status: 'CLOSED',
    result: 30_000_091,
    settled: true,
  }),
  runners: [
    { selectionId: 30_000_091, runnerName: 'Yes' },
    { selectionId: 30_000_092, runnerName: 'No' },
  ],
};

export const marketRows: readonly ControlledMarket[] = [oddsMarket, bookmakerMarket, settledMarket];

export const fancyRows: readonly ControlledMarket[] = [
  {
    ...market({ marketId: '5.30000020', marketName: '6 Over Runs MUM', kind: 'fancy', gtype: 'session' }),
    runners: [],
    line: { no: { line: 47, rate: 100 }, yes: { line: 48, rate: 100 } },
  },
  {
    ...market({
      marketId: '5.30000021',
      marketName: '3 Over Runs MUM',
      kind: 'fancy',
      gtype: 'session',
      status: 'CLOSED',
      result: 31,
      settled: true,
    }),
    runners: [],
  },
  {
    ...market({
      marketId: '5.30000022',
      marketName: '10 Over Runs MUM',
      kind: 'fancy',
      gtype: 'session',
      active: false,
      status: 'SUSPENDED',
    }),
    runners: [],
    line: { no: { line: 78, rate: 110 }, yes: { line: 79, rate: 90 } },
  },
];

export const newsLines: readonly NewsItem[] = [
  {
    username: 'Superadmin',
    role: 'admin',
    text: 'Welcome to the exchange: cricket, soccer and tennis in play all day.',
    updatedAt: '2026-01-12T08:00:00.000Z',
  },
  {
    username: 'Whitelabel',
    role: 'sadmin',
    text: 'T10 League final tonight at 19:30: markets open at noon.',
    updatedAt: '2026-01-12T09:30:00.000Z',
  },
];
