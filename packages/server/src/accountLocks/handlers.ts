import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { unlockAccount } from './service.ts';

/** POST unlock-account: needs User Lock (59), which the endpoint's access rule names. */
export function accountLockHandlers(context: AppContext) {
  return [
    handler(contract.unlockAccount, async ({ body, request }) => {
      await unlockAccount(context, callerOf(request), body.username, request.ip);
      return ok(null, 'Account unlocked');
    }),
  ];
}
