import { privilege } from '@exchange/domain';
import { everyRole, operators, type AccessCases } from '../accessCases.ts';

const period = { startDate: '2024-01-01', endDate: '2024-01-31' };
/**
 * An unknown market: the book answers 404 after the access checks, which counts as let through. The
 * matrix's relations need a call that succeeds, so get-user-book's subtree rule is tested in
 * reports.test.ts instead.
 */
const book = { matchId: '1', marketId: 'no-such-market' };

/** The access matrix entries of the report routes (src/reports/handlers.ts) and the casino's reports. */
export const reportAccessCases: AccessCases = {
  'POST /api/unsettled-bets': { allowed: ['user'], request: { body: period } },
  'POST /api/bet-history': { allowed: ['user'], request: { body: period } },
  'GET /api/get-market-analysis': { allowed: operators },
  'GET /api/get-market-analysis-user': {
    allowed: operators,
    target: { request: (username) => ({ query: { username } }), allowedRelations: ['self', 'own'] },
  },
  'GET /api/get-dashboard-summary': { allowed: operators },
  'GET /api/get-match-bets': { allowed: operators, request: { query: { matchId: '1' } } },
  'GET /api/get-user-book': {
    allowed: everyRole,
    request: { query: book },
    handlerPrivilege: privilege.marketAnalysis,
  },
  // The casino's reports (src/casino/reportHandlers.ts), registered with these.
  'POST /api/casino-bets': {
    allowed: ['user'],
    request: { body: { status: 'pending', startDate: '2024-01-01' } },
  },
  'POST /api/casino-report': { allowed: ['user'], request: { body: period } },
  'GET /api/get-casino-book': { allowed: operators },
  'POST /api/game-reports': { allowed: operators, request: { body: period } },
};
