import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkWireCases, ok, timestamp as at, type WireCase } from '../testing/wire.ts';
import * as sports from './sports.ts';

const match = {
  matchId: 31_000_001,
  matchName: 'India v Australia',
  sportId: 4,
  openDate: at,
  inPlay: true,
};
const level = { price: 1.98, size: 250 };

/** Spec section 7: every sports call with bodies it must accept and bodies it must refuse. */
const cases: WireCase[] = [
  [
    'sport list',
    sports.sportListResponseSchema,
    [ok([{ sportId: 4, name: 'Cricket', active: true }])],
    [ok([{ sportId: 3, name: 'Golf', active: true }])],
  ],
  [
    'match list query',
    sports.matchListQuerySchema,
    [{ sportId: '4' }, { sportId: '1', status: 'in-play', limit: '10' }],
    [{ sportId: '3' }, { sportId: '4', limit: '0' }],
  ],
  [
    'match list',
    sports.matchListResponseSchema,
    [ok([match, { ...match, seriesId: 5, seriesName: 'Test Series', active: false }])],
    [ok([{ ...match, openDate: 'soon' }])],
  ],
  ['match query', sports.matchQuerySchema, [{ matchId: '31000001' }], [{ matchId: 'x' }]],
  ['match response', sports.matchResponseSchema, [ok(match)], [ok({ ...match, inPlay: 'yes' })]],
  [
    'save match',
    sports.saveMatchRequestSchema,
    [{ data: match }, { data: match, syncData: true }],
    [{ data: { ...match, matchId: '1' } }],
  ],
  [
    'market list',
    sports.marketListResponseSchema,
    [
      ok([
        {
          marketId: '1.1',
          marketName: 'Match Odds',
          matchId: 1,
          runners: [
            {
              selectionId: 7,
              runnerName: 'India',
              status: 'SUSPENDED',
              ex: { availableToBack: [level], availableToLay: [{ ...level, price1: 2 }] },
            },
          ],
        },
      ]),
    ],
    [
      ok([
        {
          marketId: '1.1',
          marketName: 'x',
          matchId: 1,
          runners: [
            {
              selectionId: 7,
              runnerName: 'India',
              ex: { availableToBack: [{ price: 2 }], availableToLay: [] },
            },
          ],
        },
      ]),
    ],
  ],
  [
    'fancy list query',
    sports.fancyListQuerySchema,
    [{ matchId: '1' }, { matchId: '1', gtype: 'session' }],
    [{ gtype: 'session' }],
  ],
  ['fancy data query', sports.fancyDataQuerySchema, [{ MatchID: '1' }], [{ MatchID: '' }]],
  [
    'fancy list',
    sports.fancyListResponseSchema,
    [
      ok([
        {
          marketId: 'f1',
          marketName: '10 over runs',
          matchId: 1,
          back: [{ price: 80, size: 100 }],
          lay: [{ price: 78, size: 100 }],
        },
      ]),
    ],
    [ok([{ marketId: 'f1', marketName: 'x', matchId: 1, back: [{ price: 80, size: -1 }], lay: [] }])],
  ],
  ['series query', sports.seriesWithMarketQuerySchema, [{ EventTypeID: '4' }], [{ EventTypeID: 'cricket' }]],
  [
    'series with market',
    sports.seriesWithMarketResponseSchema,
    [ok([{ seriesId: 5, seriesName: 'Test Series', sportId: 4, matches: [match] }])],
    [ok([{ seriesId: 5, seriesName: 'x', sportId: 4 }])],
  ],
  [
    'save sport settings',
    sports.saveSportSettingsRequestSchema,
    [{ sportId: 4, minBet: 100, maxBet: 50000, delay: 5, active: true }],
    [
      { sportId: 4, minBet: 500, maxBet: 100, delay: 5, active: true },
      { sportId: 4, minBet: 1, maxBet: 2, delay: -1, active: true },
    ],
  ],
  [
    'data series',
    sports.dataSeriesResponseSchema,
    [ok([{ seriesId: 5, seriesName: 'Test Series', sportId: 4 }])],
    [ok([{ seriesId: '5', seriesName: 'x', sportId: 4 }])],
  ],
  [
    'data matches query',
    sports.dataMatchesQuerySchema,
    [{ EventTypeID: '4', CompetitionID: '5' }],
    [{ EventTypeID: '4' }],
  ],
  ['data matches', sports.dataMatchesResponseSchema, [ok([match])], [ok(match)]],
  ['score query', sports.scoreQuerySchema, [{ MatchID: '1' }], [{}]],
  [
    'score',
    sports.scoreResponseSchema,
    [
      ok({ matchId: 1, summary: 'IND 120/3 (15.2)', updatedAt: at }),
      ok({
        matchId: 1,
        summary: 'IND 120/3 (15.2)',
        detail: { kind: 'cricket', innings: [{ team: 'IND', runs: 120, wickets: 3, overs: 15.2 }] },
        updatedAt: at,
      }),
      ok({
        matchId: 1,
        summary: 'IND 120/3 (15.2)',
        detail: {
          kind: 'cricket',
          innings: [{ team: 'IND', runs: 120, wickets: 3, overs: 15.2 }],
          target: 186,
          scheduledOvers: 20,
        },
        updatedAt: at,
      }),
      ok({
        matchId: 2,
        summary: 'ARS 1-0 CHE',
        detail: {
          kind: 'soccer',
          home: { team: 'ARS', goals: 1 },
          away: { team: 'CHE', goals: 0 },
          minute: 34,
        },
        updatedAt: at,
      }),
      ok({
        matchId: 3,
        summary: 'Alcaraz 6-4 2-1',
        detail: {
          kind: 'tennis',
          players: ['Alcaraz', 'Sinner'],
          sets: [
            [6, 4],
            [2, 1],
          ],
          points: ['15', '40'],
          server: 0,
        },
        updatedAt: at,
      }),
      ok({ matchId: 4, summary: 'Off', detail: { kind: 'race', phase: 'off' }, updatedAt: at }),
    ],
    [
      ok({ matchId: 1, summary: 'x' }),
      ok({
        matchId: 1,
        summary: 'x',
        detail: { kind: 'cricket', innings: [{ team: 'IND', runs: 1, wickets: 11, overs: 1 }] },
        updatedAt: at,
      }),
      ok({ matchId: 1, summary: 'x', detail: { kind: 'golf' }, updatedAt: at }),
      ok({
        matchId: 1,
        summary: 'x',
        detail: { kind: 'cricket', innings: [], scheduledOvers: 0 },
        updatedAt: at,
      }),
    ],
  ],
];

describe('sports wire schemas (spec section 7)', () => {
  checkWireCases(cases);

  it('a fancy is a session unless it says otherwise', () => {
    const response = v.parse(
      sports.fancyListResponseSchema,
      ok([{ marketId: 'f', marketName: 'x', matchId: 1, back: [], lay: [] }]),
    );
    expect(response.data[0]?.gtype).toBe('session');
  });

  it('knows a suspended status', () => {
    expect(sports.isSuspended('SUSPENDED')).toBe(true);
    expect(sports.isSuspended('ACTIVE')).toBe(false);
    expect(sports.isSuspended(undefined)).toBe(false);
  });
});
