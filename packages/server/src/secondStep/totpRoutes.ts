import {
  emptyResponseSchema,
  otpBoxesSchema,
  telegramPasswordFormSchema,
  totpEnrolResponseSchema,
  Refusal,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { requireLoginPassword } from '../auth/guesses.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { newTotpSecret, totpEnrolment } from './totp.ts';
import { acceptTotpCode } from './totpCodes.ts';
import { codeOf, codeRateLimit, loadUser, type User } from './users.ts';

/**
 * The spec's "mobile app" tab of secure auth: an authenticator app (TOTP). Enrolment stores a secret that
 * does nothing until a code from the app proves the app has it; then auth method 2 asks for a code at login.
 */
export function totpRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;

  async function checkCode(user: User, body: unknown): Promise<void> {
    await acceptTotpCode(context, user, codeOf(parse(otpBoxesSchema, body)));
  }

  return [
    {
      method: 'POST',
      path: 'totp-enrol',
      response: totpEnrolResponseSchema,
      access: { kind: 'signed-in' },
      rateLimit: codeRateLimit,
      handler: async (request) => {
        const { password } = parse(telegramPasswordFormSchema, request.body);
        const user = await loadUser(context, callerOf(request).userId);
        await requireLoginPassword(context, user, password, request.ip);
        if (user.authMethod !== 0) throw new Refusal('second_step_already_on');
        const secret = newTotpSecret();
        await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
        return ok({ ...(await totpEnrolment(secret, user.username)), secret });
      },
    },
    {
      method: 'POST',
      path: 'totp-verify',
      response: emptyResponseSchema,
      access: { kind: 'signed-in' },
      rateLimit: codeRateLimit,
      handler: async (request) => {
        const user = await loadUser(context, callerOf(request).userId);
        if (user.authMethod !== 0) throw new Refusal('second_step_already_on');
        if (!user.totpSecret) throw new Refusal('authenticator_not_enrolled');
        await checkCode(user, request.body);
        await db.update(users).set({ authMethod: 2 }).where(eq(users.id, user.id));
        return ok(null, 'Authenticator app switched on');
      },
    },
    {
      method: 'POST',
      path: 'totp-disable',
      response: emptyResponseSchema,
      access: { kind: 'signed-in' },
      rateLimit: codeRateLimit,
      handler: async (request) => {
        const user = await loadUser(context, callerOf(request).userId);
        if (user.authMethod !== 2) throw new Refusal('authenticator_not_enrolled');
        await checkCode(user, request.body);
        await db.update(users).set({ authMethod: 0, totpSecret: null }).where(eq(users.id, user.id));
        return ok(null, 'Authenticator app switched off');
      },
    },
  ];
}
