import { privilege } from '../../constants/privileges.ts';
import { allUserBetListRequestSchema, betRecordsResponseSchema } from '../../schemas/bets.ts';
import { marketAnalysisResponseSchema, marketAnalysisUserQuerySchema } from '../../schemas/bets.ts';
import { dashboardSummaryResponseSchema, matchBetsQuerySchema } from '../../schemas/dashboard.ts';
import { pageQuerySchema } from '../../schemas/envelope.ts';
import { userBookQuerySchema, userBookResponseSchema } from '../../schemas/userActions.ts';
import { endpoint } from '../endpoint.ts';

/** Naming a user: nobody by that name (404), or someone outside the caller's subtree (403). */
const namesUser = ['not_found', 'not_in_subtree'] as const;

/** Spec 7, Reports: the player's bet lists, market analysis, user books and the operator's dashboard. */
export const reportEndpoints = {
  unsettledBets: endpoint({
    api: 'main',
    method: 'POST',
    path: 'unsettled-bets',
    summary: "A page of the player's bets still at stake, placed in the period, newest first",
    access: { kind: 'player' },
    query: pageQuerySchema,
    body: allUserBetListRequestSchema,
    response: betRecordsResponseSchema,
    refusals: [],
  }),
  betHistory: endpoint({
    api: 'main',
    method: 'POST',
    path: 'bet-history',
    summary: "A page of the player's bets that are over (settled, void, cancelled ...), newest first",
    access: { kind: 'player' },
    query: pageQuerySchema,
    body: allUserBetListRequestSchema,
    response: betRecordsResponseSchema,
    refusals: [],
  }),
  getMarketAnalysis: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-market-analysis',
    summary: "Per live match, the combined book of the operator's downline for each market",
    access: { kind: 'operator', privilege: privilege.marketAnalysis },
    response: marketAnalysisResponseSchema,
    refusals: [],
  }),
  getMarketAnalysisUser: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-market-analysis-user',
    summary: "The books of a user of the downline (its own downline's), still at the operator's share",
    access: { kind: 'operator', privilege: privilege.marketAnalysis },
    query: marketAnalysisUserQuerySchema,
    response: marketAnalysisResponseSchema,
    refusals: [...namesUser],
  }),
  getUserBook: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-user-book',
    summary:
      "One market's book: a player's own position, or (Market Analysis) an operator's downline at its share",
    // A player sees its own book; an operator needs Market Analysis, checked by the call.
    access: { kind: 'signed-in' },
    query: userBookQuerySchema,
    response: userBookResponseSchema,
    refusals: [...namesUser],
  }),
  getDashboardSummary: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-dashboard-summary',
    summary: "The operator's account, its downline's totals and the open matches with bets below it",
    access: { kind: 'operator', privilege: privilege.dashboard },
    response: dashboardSummaryResponseSchema,
    refusals: [],
  }),
  getMatchBets: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-match-bets',
    summary: "A page of the open bets of the operator's downline on one match (the match book)",
    // The bets behind the match book: Current Bets' privilege, which also lets the operator delete them.
    access: { kind: 'operator', privilege: privilege.currentBets },
    query: matchBetsQuerySchema,
    response: betRecordsResponseSchema,
    refusals: [],
  }),
};
