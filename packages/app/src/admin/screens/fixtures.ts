import { privilegeIds } from '@exchange/domain';
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
