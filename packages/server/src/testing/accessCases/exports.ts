import { everyRole, type AccessCases } from '../accessCases.ts';

const period = { startDate: '2024-01-01', endDate: '2024-01-31' };
const body = { ...period, format: 'csv' };

/** The access matrix entries of the export routes (src/exports/handlers.ts): as the JSON report's. */
export const exportAccessCases: AccessCases = {
  'POST /api/account-statement-export': {
    allowed: everyRole,
    request: { body },
    target: { request: (username) => ({ body: { ...body, username } }), allowedRelations: ['self', 'own'] },
  },
  // The player's reports (src/exports/playerHandlers.ts): their own rows, under the JSON route's rule.
  'POST /api/profit-loss-export': { allowed: everyRole, request: { body } },
  'POST /api/bet-history-export': { allowed: ['user'], request: { body } },
  'POST /api/unsettled-bets-export': { allowed: ['user'], request: { body } },
  'POST /api/casino-bets-export': {
    allowed: ['user'],
    request: { body: { status: 'completed', startDate: '2024-01-01', format: 'csv' } },
  },
  'POST /api/casino-report-export': { allowed: ['user'], request: { body } },
  'POST /api/payment-statement-export': {
    allowed: ['user'],
    request: { body: { ...body, type: 'deposit' } },
  },
  'POST /api/activity-log-export': { allowed: everyRole, request: { body } },
};
