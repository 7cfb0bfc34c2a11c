import { randomInt } from 'node:crypto';
import {
  addTransactionPasswordRequestSchema,
  emptyResponseSchema,
  messages,
  requiredText,
  resetTransactionPasswordRequestSchema,
  resetTransactionPasswordResponseSchema,
  updatePasswordRequestSchema,
  Refusal,
  type RefusalCode,
} from '@exchange/domain';
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { requireLoginPassword, requireTransactionPasswordOf } from '../auth/guesses.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { activityLogs, sessions, users } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { loadUser } from '../secondStep/users.ts';
import { passwordTarget } from './targets.ts';

/** reset-transaction-password also takes the caller's login password: a stolen session alone cannot reset it. */
const resetTransactionPasswordSchema = v.object({
  ...resetTransactionPasswordRequestSchema.entries,
  password: requiredText(messages.loginPasswordRequired),
});

const passwordRateLimit = { max: 10, timeWindow: '1 minute' };

/** Spec 7, Users: update-password, add-transaction-password (first login) and reset-transaction-password. */
export function passwordRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;

  /** A new secret that equals the one it replaces protects nothing new (a first login keeps the creator's). */
  async function mustDiffer(secret: string, currentHash: string | null, code: RefusalCode): Promise<void> {
    if (currentHash && (await verifyPassword(secret, currentHash))) throw new Refusal(code);
  }

  return [
    {
      method: 'POST',
      path: 'update-password',
      response: emptyResponseSchema,
      access: { kind: 'signed-in', duringFirstLogin: true },
      rateLimit: passwordRateLimit,
      handler: async (request) => {
        const body = parse(updatePasswordRequestSchema, request.body);
        const caller = callerOf(request);
        const self = await loadUser(context, caller.userId);
        const { user, isSelf } = await passwordTarget(context, caller, self, body.username);
        if (isSelf) {
          if (!body.oldPassword) throw new Refusal('old_password_required');
          await requireLoginPassword(context, self, body.oldPassword, request.ip);
          await mustDiffer(body.password, self.passwordHash, 'password_not_changed');
        } else {
          if (!body.transactionPassword) throw new Refusal('transaction_password_required');
          await requireTransactionPasswordOf(context, self, body.transactionPassword);
        }
        const passwordHash = await hashPassword(body.password);
        const ended = await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ passwordHash, ...(isSelf && { mustChangePassword: false }) })
            .where(eq(users.id, user.id));
          await tx.insert(activityLogs).values({ userId: user.id, type: 'changePassword', ip: request.ip });
          // A new password ends the sessions the old one opened (ASVS 7.4.3): all of them when an upline set
          // it, every other device when the user changed its own (this one stays signed in).
          const others = isSelf ? ne(sessions.id, caller.sessionId) : undefined;
          return endSessions(tx, and(eq(sessions.userId, user.id), others), 'passwordChanged', context.now());
        });
        context.notify.endSessions(ended);
        return ok(null, 'Password changed');
      },
    },
    {
      method: 'POST',
      path: 'add-transaction-password',
      response: emptyResponseSchema,
      access: { kind: 'signed-in', duringFirstLogin: true },
      // Sets both passwords without the old one, so only in the first-login state the flag marks.
      handler: async (request) => {
        const body = parse(addTransactionPasswordRequestSchema, request.body);
        const self = await loadUser(context, callerOf(request).userId);
        if (!self.mustChangePassword) throw new Refusal('passwords_already_set');
        await mustDiffer(body.password, self.passwordHash, 'password_not_changed');
        await mustDiffer(
          body.transactionPassword,
          self.transactionPasswordHash,
          'transaction_password_not_changed',
        );
        const [passwordHash, transactionPasswordHash] = await Promise.all([
          hashPassword(body.password),
          hashPassword(body.transactionPassword),
        ]);
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ passwordHash, transactionPasswordHash, mustChangePassword: false })
            .where(eq(users.id, self.id));
          await tx.insert(activityLogs).values({ userId: self.id, type: 'changePassword', ip: request.ip });
        });
        return ok(null, 'Password and transaction password saved');
      },
    },
    {
      method: 'POST',
      path: 'reset-transaction-password',
      response: resetTransactionPasswordResponseSchema,
      access: { kind: 'signed-in' },
      rateLimit: passwordRateLimit,
      handler: async (request) => {
        const body = parse(resetTransactionPasswordSchema, request.body);
        const caller = callerOf(request);
        const self = await loadUser(context, caller.userId);
        await requireLoginPassword(context, self, body.password, request.ip);
        const { user } = await passwordTarget(context, caller, self, body.username);
        const transactionPassword = String(randomInt(0, 100_000_000)).padStart(8, '0');
        await db
          .update(users)
          .set({ transactionPasswordHash: await hashPassword(transactionPassword) })
          .where(eq(users.id, user.id));
        return ok({ transactionPassword }, 'Transaction password reset');
      },
    },
  ];
}
