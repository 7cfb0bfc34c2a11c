import { everyRole, type AccessCases } from '../accessCases.ts';

/**
 * The access matrix entries of the casino routes (src/casino): every signed-in user reads the lobby, the
 * rounds and the results; anyone, signed in or not, the seed chains and a finished round's proof; opening or
 * closing a game is platform-wide, the Super Admin's. Unknown games and rounds answer 404, which still counts
 * as let through.
 */
export const casinoAccessCases: AccessCases = {
  'GET /api/get-casino-games': { allowed: everyRole },
  'GET /api/get-casino-data-by-id/:id': { allowed: everyRole },
  'GET /data/api/get-casino-market/:id': { allowed: everyRole },
  'GET /api/html-cards/:a/:b/': { allowed: everyRole },
  'GET /api/done-results/:matchid': { allowed: everyRole },
  'GET /api/casino-result-by-market': {
    allowed: everyRole,
    request: { query: { slug: 'lucky7', mid: '5001250101000000' } },
  },
  'GET /api/disable-casino-games': { allowed: everyRole, request: { query: { matchId: '5001' } } },
  'GET /api/casino-seed-chains/:code': { allowed: 'public' },
  'GET /api/casino-round-proof/:mid': { allowed: 'public' },
  'POST /api/update-casino-game-status': {
    allowed: ['admin'],
    request: { body: { slug: 'lucky7', isDisable: false } },
  },
};
