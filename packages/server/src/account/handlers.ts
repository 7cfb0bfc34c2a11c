import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { userLogsPage } from './queries.ts';
import { changePassword, resetTransactionPassword, setFirstPasswords } from './service.ts';

const passwordRateLimit = { max: 10, timeWindow: '1 minute' };

/**
 * Spec 7, Users: update-password, add-transaction-password (first login), reset-transaction-password and
 * get-user-logs?page (the caller's own logins or password changes in a period).
 */
export function accountHandlers(context: AppContext) {
  return [
    handler(
      contract.updatePassword,
      async ({ body, request }) => {
        await changePassword(context, callerOf(request), body, request.ip);
        return ok(null, 'Password changed');
      },
      { rateLimit: passwordRateLimit },
    ),
    handler(contract.addTransactionPassword, async ({ body, request }) => {
      await setFirstPasswords(context, callerOf(request), body, request.ip);
      return ok(null, 'Password and transaction password saved');
    }),
    handler(
      contract.resetTransactionPassword,
      async ({ body, request }) => {
        const transactionPassword = await resetTransactionPassword(
          context,
          callerOf(request),
          body,
          request.ip,
        );
        return ok({ transactionPassword }, 'Transaction password reset');
      },
      { rateLimit: passwordRateLimit },
    ),
    handler(contract.getUserLogs, async ({ query, body, request }) =>
      ok(await userLogsPage(context.db, callerOf(request).userId, body, query.page)),
    ),
  ];
}
