import { noBetLimits } from '@exchange/domain';
import { operators, type AccessCases } from '../accessCases.ts';

/**
 * The access matrix entries of the limit routes (src/betLimits): operators holding Bet Lock. Reading names
 * a user of the subtree or the caller itself; saving sets the caller's own limits, so it names nobody (the
 * matrix saves none, which removes nothing).
 */
export const betLimitAccessCases: AccessCases = {
  'GET /api/bet-limits': {
    allowed: operators,
    target: { request: (username) => ({ query: { username } }), allowedRelations: ['self', 'own'] },
  },
  'POST /api/save-bet-limits': {
    allowed: operators,
    request: { body: { sportId: 1, marketType: null, limits: noBetLimits } },
  },
};
