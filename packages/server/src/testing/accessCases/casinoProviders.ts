import { everyRole, type AccessCases } from '../accessCases.ts';

const unknownItem = '00000000-0000-4000-8000-00000000abcd';

/**
 * The access matrix entries of the international casino and lottery routes: every signed-in user reads
 * the lobby and the lottery list; only a player launches a game; the lottery's management is the Super
 * Admin's (Our Casino). Unknown games and items answer 404, which counts as let through. The wallet
 * routes (/wallet/...) are no API's: the provider's signature is their access (wallet.test.ts).
 */
export const casinoProviderAccessCases: AccessCases = {
  'GET /api/get-casino-int-games': { allowed: everyRole },
  'POST /api/get-cas-casino-play-url': {
    allowed: ['user'],
    request: {
      body: {
        gameCode: 'slot:no-such-game',
        lobby_url: 'http://localhost/casino-int/slot',
        ipAddress: '127.0.0.1',
        isMobile: false,
      },
    },
  },
  'GET /api/lottery-list': { allowed: everyRole },
  'GET /api/lottery-image/:id': { allowed: everyRole },
  'POST /api/add-lottery-item': {
    allowed: ['admin'],
    // No image: past access, refused as image_required.
    request: { body: { title: 'Diwali Bumper', date: '2026-11-30', price: 100 } },
  },
  'POST /api/edit-lottery-item': { allowed: ['admin'], request: { body: { id: unknownItem, title: 'X' } } },
  'POST /api/close-lottery-item': { allowed: ['admin'], request: { body: { id: unknownItem } } },
  'GET /api/lottery-draw/:id': { allowed: everyRole },
  'POST /api/buy-lottery-tickets': {
    allowed: ['user'],
    request: { body: { id: unknownItem, count: 1, idempotencyKey: 'access-matrix' } },
  },
};
