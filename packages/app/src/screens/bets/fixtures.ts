import { toMinor, type BetRecord } from '@exchange/domain';

/** Story rows of the bet reports, built from the domain's types. */

const record = (id: string, fields: Partial<BetRecord>): BetRecord => ({
  id,
  sportId: 4,
  matchName: 'India v Australia',
  marketName: 'Match Odds',
  selectionName: 'India',
  betOn: 'MATCH_ODDS',
  odds: 1.98,
  stake: toMinor(500),
  side: 'back',
  placedAt: '2026-01-12T14:10:00.000Z',
  ...fields,
});

export const unsettledRows: readonly BetRecord[] = [
  record('u1', {}),
  record('u2', { selectionName: 'Australia', side: 'lay', odds: 2.1, stake: toMinor(300) }),
  record('u3', {
    marketName: '6 over runs IND',
    selectionName: '6 over runs IND',
    betOn: 'FANCY',
    odds: 52,
    volume: 100,
  }),
];

export const historyRows: readonly BetRecord[] = [
  { ...record('h1', {}), bet_status: 'settled', pnl: 490 },
  {
    ...record('h2', { selectionName: 'Australia', side: 'lay', odds: 2.1, stake: toMinor(300) }),
    bet_status: 'settled',
    pnl: 300,
  },
  {
    ...record('h3', { sportId: 1, matchName: 'Arsenal v Chelsea', selectionName: 'Chelsea', odds: 3.6 }),
    bet_status: 'settled',
    pnl: -500,
  },
  {
    ...record('h4', { odds: 2.5, stake: toMinor(200) }),
    bet_status: 'cancelled',
    reason: 'Cancelled by you before it was matched',
  },
  {
    ...record('h5', { selectionName: 'Australia', odds: 2.2, stake: toMinor(100) }),
    bet_status: 'refused',
    reason: 'The price moved or the market was suspended during the in-play delay',
  },
];

export const profitLossRows = [
  {
    sportId: 4,
    narration: 'India v Australia / Match Odds',
    total: 790,
    settledAt: '2026-01-12T17:40:00.000Z',
  },
  {
    sportId: 1,
    narration: 'Arsenal v Chelsea / Match Odds',
    total: -500,
    settledAt: '2026-01-10T19:25:00.000Z',
  },
  {
    sportId: 2,
    narration: 'Alcaraz v Sinner / Match Odds',
    total: 240.5,
    settledAt: '2026-01-07T12:05:00.000Z',
  },
  {
    sportId: 4,
    narration: 'India v Australia / 6 over runs IND',
    total: -100,
    settledAt: '2026-01-07T15:00:00.000Z',
  },
] as const;
