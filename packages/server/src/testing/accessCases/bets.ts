import { privilege } from '@exchange/domain';
import { everyRole, operators, type AccessCases } from '../accessCases.ts';
import { testPassword } from '../app.ts';

/** A bet on a market that does not exist: it gets past validation and is refused with 404, not 403. */
const unknownMarketBet = {
  matchId: 1,
  marketId: '1.unknown',
  marketName: 'Match Odds',
  selectionId: 1,
  runnerName: 'Nobody',
  odds: 2,
  stack: 100,
  isBack: true,
  betOn: 'MATCH_ODDS',
};
const unknownBetId = '00000000-0000-4000-8000-00000000b001';

/**
 * The access matrix entries of the bet routes (src/bets). Placing and listing one's bets is for players;
 * cancelling is for the bet's owner, deleting for operators of its downline (privilege 10, checked in the
 * handler there since players call the same route). Bet locks name a user of the subtree, or the caller
 * itself for its whole downline; the matrix unlocks, which changes nothing for later cases.
 */
export const betAccessCases: AccessCases = {
  'POST /bet/placebet': { allowed: ['user'], request: { body: unknownMarketBet } },
  'GET /bet/bets': { allowed: ['user'], request: { query: { matchId: '1' } } },
  'POST /bet/edit-bet-price': { allowed: ['user'], request: { body: { betId: unknownBetId, odds: 2 } } },
  'POST /bet/cancel-bets': { allowed: ['user'], request: { body: {} } },
  'POST /api/get-bet-list-by-ids': {
    allowed: everyRole,
    handlerPrivilege: 10,
    request: { body: { betIds: [unknownBetId], page: 1 } },
  },
  'DELETE /api/delete-current-bet/:id': { allowed: everyRole, handlerPrivilege: 10 },
  'POST /api/delete-bets': {
    allowed: operators,
    request: { body: { betIds: [unknownBetId], transactionPassword: testPassword } },
  },
  'POST /api/bet-lock': {
    allowed: operators,
    request: { body: { matchId: 1, lock: false } },
    target: {
      request: (username) => ({ body: { matchId: 1, username, lock: false } }),
      allowedRelations: ['self', 'own'],
    },
  },
  'POST /api/alluserbetList': {
    allowed: operators,
    request: { body: { startDate: '2024-01-01', endDate: '2024-01-31' } },
  },
  'GET /api/get-exposer-event': {
    allowed: everyRole,
    handlerPrivilege: privilege.userList,
    target: { request: (username) => ({ query: { username } }), allowedRelations: ['self', 'own'] },
  },
  'GET /api/get-child-user-list': {
    allowed: operators,
    request: { query: { matchId: '1' } },
    target: {
      request: (username) => ({ query: { username, matchId: '1' } }),
      allowedRelations: ['self', 'own'],
    },
  },
};
