import type { AccessCases } from '../http/accessCases.ts';

/**
 * The access matrix entries of the settlement routes (src/settlement/routes.ts). An unknown market gets
 * past the access check and answers 404, which is enough to tell "allowed" from "refused".
 */
export const settlementAccessCases: AccessCases = {
  'POST /api/declare-result': {
    allowed: ['admin', 'sadmin'],
    request: { body: { marketId: 'no-such-market', result: 1 } },
  },
  'POST /api/void-market': {
    allowed: ['admin', 'sadmin'],
    request: { body: { marketId: 'no-such-market' } },
  },
  'POST /api/rollback-result': {
    allowed: ['admin', 'sadmin'],
    request: { body: { marketId: 'no-such-market' } },
  },
};
