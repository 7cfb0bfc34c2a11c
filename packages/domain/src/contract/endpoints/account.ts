import { privilege } from '../../constants/privileges.ts';
import { emptyResponseSchema, pageQuerySchema } from '../../schemas/envelope.ts';
import { userLogsRequestSchema, userLogsResponseSchema } from '../../schemas/reports.ts';
import {
  addTransactionPasswordRequestSchema,
  confirmedUserActRequestSchema,
  resetTransactionPasswordRequestSchema,
  resetTransactionPasswordResponseSchema,
  unlockAccountRequestSchema,
  updatePasswordRequestSchema,
} from '../../schemas/userActions.ts';
import { endpoint } from '../endpoint.ts';
import { newPasswordRefusals, newTransactionPasswordRefusals } from '../newPasswordRefusals.ts';

/** Naming another user: one below the caller (hierarchy/subtree.ts), who must exist. */
const targetRefusals = ['not_found', 'not_in_subtree'] as const;

/**
 * Spec 7, Users: the caller's own passwords (or, for an operator with User Password Change, a user's
 * below it), the first-login change, the activity log, and an operator's unlock of a locked-out account
 * and sign-out of a user below it.
 */
export const accountEndpoints = {
  updatePassword: endpoint({
    api: 'main',
    method: 'POST',
    path: 'update-password',
    summary:
      "Changes the caller's login password (with the old one) or a downline user's (with the transaction password)",
    access: { kind: 'signed-in', duringFirstLogin: true, duringEnrolment: true },
    body: updatePasswordRequestSchema,
    response: emptyResponseSchema,
    refusals: [
      'old_password_required',
      'password_incorrect',
      'sign_in_locked',
      'password_not_changed',
      ...newPasswordRefusals,
      'transaction_password_required',
      'transaction_password_incorrect',
      'transaction_password_locked',
      ...targetRefusals,
    ],
  }),
  addTransactionPassword: endpoint({
    api: 'main',
    method: 'POST',
    path: 'add-transaction-password',
    summary: "Sets a new user's own login and transaction passwords at its first login",
    access: { kind: 'signed-in', duringFirstLogin: true, duringEnrolment: true },
    body: addTransactionPasswordRequestSchema,
    response: emptyResponseSchema,
    refusals: [
      'passwords_already_set',
      'password_not_changed',
      'transaction_password_not_changed',
      ...newPasswordRefusals,
      ...newTransactionPasswordRefusals,
    ],
  }),
  resetTransactionPassword: endpoint({
    api: 'main',
    method: 'POST',
    path: 'reset-transaction-password',
    summary: "Resets the caller's or a downline user's transaction password; answers the new one",
    access: { kind: 'signed-in' },
    body: resetTransactionPasswordRequestSchema,
    response: resetTransactionPasswordResponseSchema,
    refusals: ['password_incorrect', 'sign_in_locked', ...targetRefusals],
  }),
  getUserLogs: endpoint({
    api: 'main',
    method: 'POST',
    path: 'get-user-logs',
    summary: "One page of the caller's own logins or password changes in a period",
    access: { kind: 'signed-in' },
    query: pageQuerySchema,
    body: userLogsRequestSchema,
    response: userLogsResponseSchema,
    refusals: [],
  }),
  unlockAccount: endpoint({
    api: 'main',
    method: 'POST',
    path: 'unlock-account',
    summary: 'Ends the lock that wrong passwords or codes put on an account below the caller',
    access: { kind: 'operator', privilege: privilege.userLock },
    body: unlockAccountRequestSchema,
    response: emptyResponseSchema,
    refusals: ['account_not_locked', ...targetRefusals],
  }),
  endUserSessions: endpoint({
    api: 'main',
    method: 'POST',
    path: 'end-user-sessions',
    summary:
      'Signs a user below the caller out: its sessions end and its sockets close (it may sign in again)',
    access: { kind: 'operator', privilege: privilege.userLock },
    body: confirmedUserActRequestSchema,
    response: emptyResponseSchema,
    refusals: ['transaction_password_incorrect', 'transaction_password_locked', ...targetRefusals],
  }),
};
