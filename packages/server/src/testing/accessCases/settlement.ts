import type { AccessCases } from '../accessCases.ts';

/** Results are one for every white label: the Super Admin's alone (an Admin, sadmin, gets 403). */
const platform = ['admin'] as const;

/**
 * The access matrix entries of the settlement routes (src/settlement/handlers.ts). An unknown market gets
 * past the access check and answers 404, which is enough to tell "allowed" from "refused".
 */
export const settlementAccessCases: AccessCases = {
  'POST /api/declare-result': {
    allowed: platform,
    request: { body: { marketId: 'no-such-market', result: 1 } },
  },
  'POST /api/void-market': {
    allowed: platform,
    request: { body: { marketId: 'no-such-market' } },
  },
  'POST /api/rollback-result': {
    allowed: platform,
    request: { body: { marketId: 'no-such-market' } },
  },
  'GET /api/commission-rates': { allowed: platform },
  // Removing a rate never set changes nothing.
  'POST /api/save-commission-rate': {
    allowed: platform,
    request: { body: { sportId: 7, marketType: 'Win', basisPoints: null } },
  },
};
