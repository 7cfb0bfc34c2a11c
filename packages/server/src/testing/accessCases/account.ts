import { everyRole, type AccessCases } from '../accessCases.ts';
import { testPassword } from '../app.ts';

/**
 * Access matrix of the caller's own account routes. Anyone changes its own passwords; naming another user
 * needs an operator with User Password Change (58) and a user below it (403 notInSubtree otherwise, also
 * for an ancestor or a foreign branch).
 */
export const accountAccessCases: AccessCases = {
  'POST /api/update-password': {
    allowed: everyRole,
    handlerPrivilege: 58,
    // The new password is the old one, so later calls still sign in with the test password.
    target: {
      request: (username) => ({
        body: {
          username,
          oldPassword: testPassword,
          password: testPassword,
          passwordConfirmation: testPassword,
          transactionPassword: testPassword,
        },
      }),
      allowedRelations: ['self', 'own'],
    },
  },
  'POST /api/reset-transaction-password': {
    allowed: everyRole,
    handlerPrivilege: 58,
    target: {
      request: (username) => ({ body: { username, password: testPassword } }),
      allowedRelations: ['self', 'own'],
    },
  },
  'POST /api/add-transaction-password': {
    allowed: everyRole,
    // Only in the first-login state; otherwise the handler refuses (passwordsAlreadySet) whoever calls.
    callerState: { mustChangePassword: true },
    request: { body: { password: 'Kestrel27', transactionPassword: 'Txn12345' } },
  },
  'POST /api/get-user-logs': {
    allowed: everyRole,
    request: { query: { page: '1' }, body: { startDate: '2026-01-01', endDate: '2026-01-31' } },
  },
};
