import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dashboardSummaryResponseSchema, matchBetsQuerySchema } from './dashboard.ts';

const summary = {
  account: { balance: 1500, exposer: 0, available: 1500, creditRefrences: 1000 },
  downline: {
    clients: 2,
    users: 5,
    players: 3,
    lockedUsers: 1,
    balance: 12500.5,
    exposer: 300,
    available: 12200.5,
    creditRefrences: 10000,
  },
  matches: [
    {
      matchId: 30000012,
      matchName: 'Mumbai Mavericks v Delhi Dynamos',
      sportId: 4,
      status: 'inPlay',
      openDate: '2026-01-12T14:00:00.000Z',
      bets: 4,
      stake: 2500,
    },
  ],
};

describe('the dashboard summary', () => {
  it('reads the operator, its downline and the matches with bets', () => {
    const answer = v.parse(dashboardSummaryResponseSchema, { error: false, message: '', data: summary });
    expect(answer.data.matches[0]?.status).toBe('inPlay');
  });

  it('refuses a negative count or a fraction of a paisa', () => {
    const bad = { ...summary, downline: { ...summary.downline, players: -1, balance: 1.005 } };
    expect(
      v.safeParse(dashboardSummaryResponseSchema, { error: false, message: '', data: bad }).success,
    ).toBe(false);
  });
});

describe("a match's bets query", () => {
  it('takes the match id and page as the query string sends them', () => {
    expect(v.parse(matchBetsQuerySchema, { matchId: '30000012', page: '2' })).toEqual({
      matchId: 30000012,
      page: 2,
    });
    expect(v.parse(matchBetsQuerySchema, { matchId: '7' }).page).toBe(1);
    expect(v.safeParse(matchBetsQuerySchema, { matchId: 'x7' }).success).toBe(false);
  });
});
