import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { betOnValues } from '../constants/markets.ts';
import { minor } from '../money/minorUnits.ts';
import { maxRequestAmount } from './primitives.ts';
import type { Bet, PlacedBet } from '../pnl/bet.ts';
import {
  betFromWire,
  betRecordFromWire,
  betRecordToWire,
  betToWire,
  betWireSchema,
  bookFromWire,
  bookToWire,
  placedBetFromWire,
  placedBetToWire,
  placedBetWireSchema,
  type BetRecordWire,
} from './bets.ts';
import { checkWireCases, ok, onePage as page, timestamp as at, type WireCase } from '../testing/wire.ts';
import * as bets from './bets.ts';

const sessionBetWire = {
  matchId: 31_000_001,
  marketId: 'f1',
  marketName: '10 over runs',
  selectionId: 1,
  runnerName: '10 over runs',
  odds: 78,
  stack: 250.5,
  isBack: false,
  betOn: 'FANCY' as const,
  gtype: 'session',
  volume: 100,
  fancystatus: 'no',
  oddsType: 'fancy',
};

describe('bets at the boundary', () => {
  it('maps stack and isBack to stake (minor units) and side', () => {
    const bet = betFromWire(sessionBetWire);
    expect(bet).toEqual({
      matchId: 31_000_001,
      marketId: 'f1',
      marketName: '10 over runs',
      selectionId: 1,
      runnerName: '10 over runs',
      side: 'lay',
      stake: 25050,
      odds: 78,
      volume: 100,
      betOn: 'FANCY',
      oddsType: 'fancy',
      gtype: 'session',
      fancyStatus: 'no',
    });
    expect(betToWire(bet)).toEqual(sessionBetWire);
  });

  it('leaves absent optional fields out of the wire body', () => {
    const bet = betFromWire({
      ...sessionBetWire,
      betOn: 'MATCH_ODDS',
      isBack: true,
      gtype: undefined,
      volume: undefined,
      fancystatus: undefined,
      oddsType: undefined,
    });
    expect(Object.keys(betToWire(bet)).sort()).toEqual(
      [
        'betOn',
        'isBack',
        'marketId',
        'marketName',
        'matchId',
        'odds',
        'runnerName',
        'selectionId',
        'stack',
      ].sort(),
    );
  });

  it('maps a held bet and a book (profitlist)', () => {
    const wire = {
      ...sessionBetWire,
      _id: 'b1',
      status: 'unmatch' as const,
      createdAt: '2026-11-22T08:00:00.000Z',
    };
    const placed: PlacedBet = placedBetFromWire(wire);
    expect(placed).toMatchObject({ id: 'b1', status: 'unmatch', placedAt: wire.createdAt, stake: 25050 });
    expect(placedBetToWire(placed)).toEqual(wire);
    const book = bookFromWire([
      { selectionId: 7, amount: 150.25 },
      { selectionId: 8, amount: -100 },
    ]);
    expect(book).toEqual([
      { selectionId: 7, amount: 15025 },
      { selectionId: 8, amount: -10000 },
    ]);
    expect(bookToWire(book)).toEqual([
      { selectionId: 7, amount: 150.25 },
      { selectionId: 8, amount: -100 },
    ]);
  });

  it('maps report rows', () => {
    const wire: BetRecordWire = {
      _id: 'b1',
      sportId: 4,
      matchName: 'India v Australia',
      marketName: 'Match Odds',
      selectionName: 'India',
      bet_on: 'MATCH_ODDS',
      odds: 2.5,
      stack: 100,
      isBack: false,
      createdAt: '2026-11-22T08:00:00.000Z',
      username: 'Rahul_01',
    };
    const record = betRecordFromWire(wire);
    expect(record).toEqual({
      id: 'b1',
      sportId: 4,
      matchName: 'India v Australia',
      marketName: 'Match Odds',
      selectionName: 'India',
      betOn: 'MATCH_ODDS',
      odds: 2.5,
      stake: 10000,
      side: 'lay',
      placedAt: '2026-11-22T08:00:00.000Z',
      username: 'Rahul_01',
    });
    expect(betRecordToWire(record)).toEqual(wire);
    expect(betRecordFromWire({ ...wire, isBack: true }).side).toBe('back');
    expect(betRecordToWire({ ...record, side: 'back' }).isBack).toBe(true);
  });

  const anyBet: fc.Arbitrary<Bet> = fc.record({
    matchId: fc.integer({ min: -1, max: 1e9 }),
    marketId: fc.string({ minLength: 1, maxLength: 8 }),
    marketName: fc.string({ maxLength: 8 }),
    selectionId: fc.integer({ min: 0, max: 1e9 }),
    runnerName: fc.string({ maxLength: 8 }),
    side: fc.constantFrom('back' as const, 'lay' as const),
    stake: fc.integer({ min: 1, max: maxRequestAmount * 100 }).map(minor),
    odds: fc.integer({ min: 100, max: 100_000 }).map((hundredths) => hundredths / 100),
    volume: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
    betOn: fc.constantFrom(...betOnValues),
    oddsType: fc.option(fc.constantFrom('bookMaker', 'fancy'), { nil: undefined }),
    gtype: fc.option(fc.constantFrom('session', 'fancy1'), { nil: undefined }),
    fancyStatus: fc.option(fc.constantFrom('yes', 'no'), { nil: undefined }),
  });

  it('property: every bet survives the trip to the wire and back, and its wire body passes the schema', () => {
    fc.assert(
      fc.property(anyBet, fc.constantFrom('match' as const, 'unmatch' as const), (bet, status) => {
        const wire = betToWire(bet);
        expect(v.safeParse(betWireSchema, wire).success).toBe(true);
        expect(betFromWire(v.parse(betWireSchema, wire))).toEqual(bet);
        const placed: PlacedBet = { ...bet, id: 'b1', status, placedAt: '2026-11-22T08:00:00.000Z' };
        expect(placedBetFromWire(v.parse(placedBetWireSchema, placedBetToWire(placed)))).toEqual(placed);
      }),
    );
  });
});

const betBody = {
  matchId: 31_000_001,
  marketId: '1.2345',
  marketName: 'Match Odds',
  selectionId: 7,
  runnerName: 'India',
  odds: 2.5,
  stack: 100,
  isBack: true,
  betOn: 'MATCH_ODDS',
};
const placedBetBody = { ...betBody, _id: 'b1', status: 'match', createdAt: at };
const betRecordBody = {
  _id: 'b1',
  sportId: 4,
  matchName: 'India v Australia',
  marketName: 'Match Odds',
  selectionName: 'India',
  bet_on: 'MATCH_ODDS',
  odds: 2.5,
  stack: 100,
  isBack: true,
  createdAt: at,
};

/** Spec section 7: every bets call with bodies it must accept and bodies it must refuse. */
const wireCases: WireCase[] = [
  [
    'place bet',
    bets.placeBetRequestSchema,
    [
      betBody,
      { ...betBody, betOn: 'FANCY', gtype: 'session', odds: 78, volume: 100, fancystatus: 'yes' },
      { ...betBody, acceptBetterPrice: false, waitIfPriceWorse: true },
    ],
    [
      { ...betBody, stack: 0 },
      { ...betBody, stack: 10.001 },
      { ...betBody, betOn: 'OTHER' },
      { ...betBody, odds: -1 },
      { ...betBody, isBack: 'true' },
      { ...betBody, acceptBetterPrice: 'yes' },
      { ...betBody, waitIfPriceWorse: 1 },
    ],
  ],
  [
    'place bet response',
    bets.placeBetResponseSchema,
    [
      ok({
        exposer: 150,
        profitlist: [
          { selectionId: 7, amount: 150 },
          { selectionId: 8, amount: -100 },
        ],
        bet: placedBetBody,
      }),
    ],
    [
      ok({ exposer: -1, profitlist: [], bet: placedBetBody }),
      ok({ exposer: 1, profitlist: [], bet: { ...placedBetBody, status: 'open' } }),
    ],
  ],
  ['bets query', bets.betsQuerySchema, [{ matchId: '31000001' }], [{ matchId: 'abc' }]],
  [
    'bets response',
    bets.betsResponseSchema,
    [ok([placedBetBody])],
    [ok([{ ...placedBetBody, createdAt: 'yesterday' }])],
  ],
  [
    'casino bets request',
    bets.casinoBetsRequestSchema,
    [
      { status: 'completed', startDate: '2026-11-15' },
      { page: 2, status: 'pending', betType: 'lay', reportType: 50002, startDate: '2026-11-15' },
    ],
    [{ status: 'settled', startDate: '2026-11-15' }, { status: 'pending' }],
  ],
  [
    'casino bets response',
    bets.casinoBetsResponseSchema,
    [ok({ bets: { docs: [betRecordBody], ...page }, bettotal: [{ total: 100 }] })],
    [ok({ bets: { items: [betRecordBody], ...page }, bettotal: [] })],
  ],
  [
    'all user bet list',
    bets.allUserBetListRequestSchema,
    [{ startDate: '2026-11-15', endDate: '2026-11-22', betType: 'back', sportId: 4 }],
    [{ startDate: '2026-11-22', endDate: '2026-11-15' }],
  ],
  [
    'bet records',
    bets.betRecordsResponseSchema,
    [
      ok({ docs: [{ ...betRecordBody, username: 'Rahul_01', bet_status: 'deleted' }], ...page }),
      ok({ docs: [{ ...betRecordBody, bet_status: 'settled', pnl: -100 }], ...page }),
    ],
    [
      ok({ docs: [{ ...betRecordBody, bet_on: 'X' }], ...page }),
      ok({ docs: [{ ...betRecordBody, pnl: 1.005 }], ...page }),
    ],
  ],
  [
    'bet list by ids',
    bets.betListByIdsRequestSchema,
    [{ betIds: ['b1', 'b2'] }, { betIds: [], page: 2 }],
    [{ betIds: [''] }],
  ],
  ['delete bet params', bets.deleteBetParamsSchema, [{ id: 'b1' }], [{ id: '' }]],
  [
    'delete bet body',
    bets.deleteBetRequestSchema,
    [{}, { transactionPassword: 'Secret123' }],
    [{ transactionPassword: '' }, { transactionPassword: 1 }],
  ],
  [
    'delete bets',
    bets.deleteBetsRequestSchema,
    [{ betIds: ['b1'], transactionPassword: '1234' }],
    [
      { betIds: [], transactionPassword: '1234' },
      { betIds: ['b1'], transactionPassword: '' },
    ],
  ],
  [
    'bet lock',
    bets.betLockRequestSchema,
    [
      { matchId: 1, lock: true },
      { matchId: 1, username: 'Rahul_01', lock: false },
    ],
    [{ matchId: 1 }],
  ],
  [
    'child user list query',
    bets.childUserListQuerySchema,
    [{ matchId: '1', username: 'Agent_1' }],
    [{ username: 'x' }],
  ],
  [
    'child user list',
    bets.childUserListResponseSchema,
    [ok([{ username: 'Rahul_01', role: 'user', betLock: false, inherited: false }])],
    [ok([{ username: 'x', role: 'user' }])],
  ],
  [
    'users lock',
    bets.usersLockRequestSchema,
    [{ username: 'Rahul_01', transactionPassword: '1234', lock: true }],
    [{ username: '', transactionPassword: '1234', lock: true }],
  ],
  [
    'market analysis of a user',
    bets.marketAnalysisUserQuerySchema,
    [{ username: 'Rahul_01' }],
    [{ username: ' ' }, {}],
  ],
  [
    'market analysis',
    bets.marketAnalysisResponseSchema,
    [
      ok([
        {
          matchId: 1,
          matchName: 'India v Australia',
          sportId: 4,
          markets: [
            {
              marketId: '1.1',
              marketName: 'Match Odds',
              profitlist: [{ selectionId: 7, runnerName: 'India', amount: -50 }],
            },
          ],
        },
      ]),
    ],
    [ok([{ matchId: 1, matchName: 'x', sportId: 4, markets: [{ marketId: '1.1', marketName: 'x' }] }])],
  ],
];

describe('bets wire schemas (spec section 7)', () => {
  checkWireCases(wireCases);

  it('defaults live casino bets to the first page, all bets and report type 50001', () => {
    expect(v.parse(bets.casinoBetsRequestSchema, { status: 'pending', startDate: '2026-11-15' })).toEqual({
      page: 1,
      status: 'pending',
      betType: 'all',
      reportType: 50001,
      startDate: '2026-11-15',
    });
  });
});
