import { privilege } from '@exchange/domain';
import { everyRole, operators, type AccessCases } from '../accessCases.ts';

const period = { startDate: '2024-01-01', endDate: '2024-01-31' };

/**
 * The access matrix entries of the money routes (src/money/handlers.ts). Wallet moves go to a direct child
 * only: the matrix's `own` relation must be a direct child for a wallet move to pass; a deeper user is
 * refused like a foreign one. The transaction password below only gets past validation (a wrong one is a
 * 400, not a 403).
 */
export const moneyAccessCases: AccessCases = {
  'POST /api/update-user-wallet': {
    allowed: operators,
    request: { body: { username: 'Nobody', type: 'deposit', amount: 1, transactionPassword: 'x' } },
    target: {
      request: (username) => ({
        body: { username, type: 'deposit', amount: 1, transactionPassword: 'x' },
      }),
      allowedRelations: ['own'],
    },
  },
  'GET /api/get-user-balance': {
    allowed: everyRole,
    // One's own balance always; another user's needs User List.
    handlerPrivilege: privilege.userList,
    target: { request: (username) => ({ query: { username } }), allowedRelations: ['self', 'own'] },
  },
  'POST /api/user-account-balance': {
    allowed: everyRole,
    handlerPrivilege: privilege.userList,
    request: { body: { username: 'Nobody' } },
    target: { request: (username) => ({ body: { username } }), allowedRelations: ['self', 'own'] },
  },
  'POST /api/account-statement-list': {
    allowed: everyRole,
    request: { body: period },
    target: {
      request: (username) => ({ body: { ...period, username } }),
      allowedRelations: ['self', 'own'],
    },
  },
  'POST /api/general-report': { allowed: operators, request: { body: { type: 'ALL' } } },
  'POST /api/profit-loss': { allowed: everyRole, request: { body: period } },
};
