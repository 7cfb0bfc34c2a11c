import { operators, type AccessCases } from '../accessCases.ts';

/**
 * Access matrix of the responsible-gaming routes. The operator routes name the player in the path, which
 * the matrix leaves as the literal ':userId' (not found, past the access check); their subtree and
 * privilege refusals are tested in responsibleGaming/operator.test.ts.
 */
export const responsibleGamingAccessCases: AccessCases = {
  'GET /api/responsible-gaming': { allowed: ['user'] },
  'POST /api/responsible-gaming/deposit-limits': {
    allowed: ['user'],
    request: { body: { day: 100, week: null, month: null } },
  },
  'POST /api/responsible-gaming/self-exclude': {
    allowed: ['user'],
    // A wrong password: past the access check, nothing changes.
    request: { body: { period: '1d', password: 'not-the-password' } },
  },
  'POST /api/responsible-gaming/reality-check': {
    allowed: ['user'],
    request: { body: { action: 'continue' } },
  },
  'GET /api/responsible-gaming/:userId': { allowed: operators },
  'POST /api/responsible-gaming/:userId/cool-off': {
    allowed: operators,
    request: { body: { period: '24h' } },
  },
  'POST /api/responsible-gaming/:userId/reactivate': { allowed: operators },
  'POST /api/responsible-gaming/:userId/reality-check': {
    allowed: operators,
    request: { body: { enabled: true } },
  },
};
