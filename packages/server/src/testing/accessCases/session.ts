import { privilege } from '@exchange/domain';
import { everyRole, operators, type AccessCases } from '../accessCases.ts';
import { testPassword } from '../app.ts';

/**
 * Access matrix of the session routes. Logins and refresh are public (they are how a token is got; the
 * side check of login / login-admin is the handler's, not access); user-info answers any signed-in
 * caller about itself; end-user-sessions (User Lock, declared) signs out a user of the operator's subtree.
 */
export const sessionAccessCases: AccessCases = {
  'POST /api/login': {
    allowed: 'public',
    request: (caller) => ({ body: { username: caller.username, password: testPassword } }),
  },
  'POST /api/login-admin': {
    allowed: 'public',
    request: (caller) => ({ body: { username: caller.username, password: testPassword } }),
  },
  'POST /api/refresh-token': {
    allowed: 'public',
    request: (caller) => ({ body: { token: caller.refreshToken } }),
  },
  'GET /api/user-info': { allowed: everyRole },
  'POST /api/logout': { allowed: everyRole },
  // Signing out a user below ends only that user's sessions, never the caller's.
  'POST /api/end-user-sessions': {
    allowed: operators,
    handlerPrivilege: privilege.userLock,
    target: {
      request: (username) => ({ body: { username, transactionPassword: testPassword } }),
      allowedRelations: ['own'],
    },
  },
};
