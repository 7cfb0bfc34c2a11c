import { describe } from 'vitest';
import { checkWireCases, ok, timestamp as at, type WireCase } from '../testing/wire.ts';
import * as admin from './sportsAdmin.ts';

const match = {
  matchId: 31_000_001,
  matchName: 'India v Australia',
  sportId: 4,
  openDate: at,
  inPlay: false,
  active: true,
  status: 'upcoming',
};
const market = {
  marketId: '1.31000002',
  marketName: 'Match Odds',
  matchId: 31_000_001,
  kind: 'matchOdds',
  status: 'OPEN',
  suspended: false,
  active: true,
  settled: false,
  voided: false,
};

/** The admin sports calls: sport settings, active matches, markets and fancies, and their switches. */
const cases: WireCase[] = [
  [
    'sport settings list',
    admin.sportSettingsListResponseSchema,
    [ok([{ sportId: 4, name: 'Cricket', active: true, minBet: 100, maxBet: 500000, delay: 5 }])],
    [
      ok([{ sportId: 4, name: 'Cricket', active: true }]),
      ok([{ sportId: 4, name: 'Cricket', active: true, minBet: 100, maxBet: 500000, delay: 1.5 }]),
    ],
  ],
  [
    'sport settings',
    admin.sportSettingsResponseSchema,
    [ok({ sportId: 1, name: 'Soccer', active: false, minBet: 0, maxBet: 0, delay: 0 })],
    [ok({ sportId: 1, name: 'Soccer', active: false, minBet: -1, maxBet: 0, delay: 0 })],
  ],
  [
    'active matches query',
    admin.activeMatchesQuerySchema,
    [{ sportId: '4' }, { sportId: '7', status: 'closed' }, { sportId: '1', status: 'in-play' }],
    [{ sportId: '3' }, { sportId: '4', status: 'live' }, {}],
  ],
  [
    'admin match list',
    admin.adminMatchListResponseSchema,
    [ok([match, { ...match, status: 'inPlay', inPlay: true, score: 'IND 20/1 (2.3)' }])],
    [ok([{ ...match, status: 'live' }]), ok([{ ...match, active: undefined }])],
  ],
  ['admin match', admin.adminMatchResponseSchema, [ok(match)], [ok({ ...match, matchId: '1' })]],
  [
    'match active',
    admin.matchActiveRequestSchema,
    [{ matchId: 1, active: true }],
    [{ matchId: '1', active: true }, { matchId: 1 }],
  ],
  ['active markets query', admin.activeMarketsQuerySchema, [{ matchId: '31000001' }], [{ matchId: 'x' }, {}]],
  [
    'admin market list',
    admin.adminMarketListResponseSchema,
    [
      ok({
        match,
        markets: [
          market,
          {
            ...market,
            kind: 'fancy',
            gtype: 'session',
            minBet: 100,
            maxBet: 25000,
            result: 57,
            settled: true,
          },
        ],
      }),
    ],
    [ok({ match, markets: [{ ...market, kind: 'casino' }] }), ok({ markets: [market] })],
  ],
  ['admin market', admin.adminMarketResponseSchema, [ok(market)], [ok({ ...market, status: 'PAUSED' })]],
  [
    'market active',
    admin.marketActiveRequestSchema,
    [{ marketId: '1.2', active: false }],
    [
      { marketId: '', active: false },
      { marketId: '1.2', active: 'no' },
    ],
  ],
  [
    'market suspension',
    admin.marketSuspensionRequestSchema,
    [{ marketId: '1.2', suspended: true }],
    [{ marketId: '1.2' }, { suspended: true }],
  ],
];

describe('admin sports wire schemas', () => checkWireCases(cases));
