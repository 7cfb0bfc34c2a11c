import { contract } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { endSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { activityLogs, sessions } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';

/**
 * POST logout: ends the caller's session on the server, so its access and refresh tokens stop working
 * at once (not when they expire) and its sockets are disconnected. A first-login caller may sign out too.
 */
export function logoutHandlers(context: AppContext) {
  return [
    handler(contract.logout, async ({ request }) => {
      const caller = callerOf(request);
      const ended = await context.db.transaction(async (tx) => {
        const ids = await endSessions(tx, eq(sessions.id, caller.sessionId), 'logout', context.now());
        await tx.insert(activityLogs).values({ userId: caller.userId, type: 'logout', ip: request.ip });
        return ids;
      });
      context.notify.endSessions(ended);
      return ok(null, 'Logged out');
    }),
  ];
}
