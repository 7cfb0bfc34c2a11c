import { operators, type AccessCases } from '../accessCases.ts';

/**
 * Access matrix of the account-lock routes. An account that is not locked answers 400 (accountNotLocked):
 * past the access check, nothing changed.
 */
export const accountLockAccessCases: AccessCases = {
  'POST /api/unlock-account': {
    allowed: operators,
    handlerPrivilege: 59,
    target: { request: (username) => ({ body: { username } }), allowedRelations: ['own'] },
  },
};
