import { minor, privilegeIds, type BetRecord } from '@exchange/domain';
import { fn } from 'storybook/test';
import type { ClientRow } from './clients/clientActions.ts';

/** A Master holding every privilege, as the demo operators do. */
export const masterOperator = { role: 'mdl', privileges: privilegeIds } as const;

const noLimits = Array.from({ length: 6 }, () => ({ minBet: 0, maxBet: 0, delay: 0 }));

function client(row: Partial<ClientRow> & Pick<ClientRow, 'id' | 'username' | 'role'>): ClientRow {
  const balance = row.balance ?? 0;
  const creditReference = row.creditReference ?? 0;
  const exposure = row.exposure ?? 0;
  return {
    fullName: `${row.username} Kumar`,
    creditReference,
    balance,
    clientProfitLoss: balance - creditReference,
    exposure,
    available: balance - exposure,
    exposureLimit: row.role === 'user' ? 50000 : undefined,
    userLock: false,
    betLock: false,
    betSettings: noLimits,
    ...row,
  };
}

export const clientRows: readonly ClientRow[] = [
  client({ id: 'a1', username: 'Agent', role: 'dl', balance: 250000, creditReference: 200000 }),
  client({
    id: 'p1',
    username: 'Player',
    role: 'user',
    balance: 12500,
    creditReference: 10000,
    exposure: 1500,
  }),
  client({
    id: 'p2',
    username: 'Playertwo',
    role: 'user',
    balance: 8000,
    creditReference: 10000,
    betLock: true,
  }),
  client({ id: 'p3', username: 'Rahul_01', role: 'user', balance: 0, creditReference: 5000, userLock: true }),
];

/** The table header's and pagination's callbacks, page 1 of 2. */
export const listArgs = () => ({
  status: 'ready' as const,
  pageSize: 10,
  onPageSizeChange: fn(),
  search: '',
  onSearchChange: fn(),
  page: 1,
  totalPages: 2,
  onPageChange: fn(),
});

/** Two logins of the Master: a cashier with the money privileges and a locked viewer. */
export const loginAccountRows = [
  {
    id: 'l1',
    username: 'Cashier_01',
    fullName: 'Priya Nair',
    privileges: [4, 54, 55, 56],
    locked: false,
    createdAt: '2026-01-10T09:30:00Z',
  },
  {
    id: 'l2',
    username: 'Viewer_02',
    fullName: 'Arjun Mehta',
    privileges: [2],
    locked: true,
    createdAt: '2026-01-12T18:05:00Z',
  },
] as const;

/** The match book of a cricket match in play: match odds priced live, a session by run bands. */
export const matchBookFixture = {
  match: {
    matchId: 30000012,
    matchName: 'Mumbai Mavericks v Delhi Dynamos',
    sportId: 4,
    openDate: '2026-01-12T14:00:00Z',
    inPlay: true,
  },
  markets: [
    {
      marketId: '1.30000013',
      marketName: 'Match Odds',
      session: false,
      runners: [
        { selectionId: 30000014, runnerName: 'Mumbai Mavericks', amount: -1250, back: 1.85, lay: 1.87 },
        { selectionId: 30000015, runnerName: 'Delhi Dynamos', amount: 980.5, back: 2.14, lay: 2.18 },
      ],
    },
    {
      marketId: '5.30000020',
      marketName: '6 Over Runs',
      session: true,
      runners: [
        { selectionId: 0, runnerName: '0-47', amount: 300 },
        { selectionId: 48, runnerName: '48+', amount: -270 },
      ],
    },
  ],
  children: [
    { username: 'Agent', role: 'dl', betLock: false, inherited: false },
    { username: 'Player', role: 'user', betLock: true, inherited: false },
  ],
} as const;

const matchBet = (
  id: string,
  username: string,
  side: 'back' | 'lay',
  stake: number,
  odds: number,
): BetRecord => ({
  id,
  username,
  sportId: 4 as const,
  matchName: matchBookFixture.match.matchName,
  marketName: 'Match Odds',
  selectionName: 'Mumbai Mavericks',
  betOn: 'MATCH_ODDS' as const,
  odds,
  stake: minor(stake),
  side,
  placedAt: '2026-01-12T14:32:10Z',
  bet_status: 'matched',
});

/** Open bets of the downline on the match (stakes in paisa). */
export const matchBetRecords = [
  matchBet('b1', 'Player', 'back', 100_000, 1.9),
  matchBet('b2', 'Playertwo', 'lay', 50_000, 1.88),
];

/** A Master's dashboard: its account, its downline's totals and two matches with open bets. */
export const dashboardFixture = {
  account: { balance: 150000, exposure: 0, available: 150000, creditReference: 100000 },
  downline: {
    clients: 4,
    users: 9,
    players: 6,
    lockedUsers: 1,
    balance: 470500,
    exposure: 12500,
    available: 458000,
    creditReference: 225000,
  },
  matches: [
    {
      matchId: 30000012,
      matchName: 'Mumbai Mavericks v Delhi Dynamos',
      sportId: 4,
      inPlay: true,
      openDate: '2026-01-12T14:00:00Z',
      bets: 12,
      stake: 18500,
    },
    {
      matchId: 30000040,
      matchName: 'Arsenal Lions v Chelsea Blues',
      sportId: 1,
      inPlay: false,
      openDate: '2026-01-12T19:30:00Z',
      bets: 3,
      stake: 2200,
    },
  ],
} as const;
