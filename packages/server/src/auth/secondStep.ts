import { authMethods } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { sessions, type users } from '../db/schema.ts';
import { sendTelegramCode } from '../secondStep/codes.ts';

type User = typeof users.$inferSelect;

/**
 * The first half of a login with a second step: a pending session and a temporary token that is good only
 * for the code calls (verify-otp, resend-telegram-otp). A Telegram user also gets the code now; an
 * authenticator-app user (auth method 2) reads it from the app.
 */
export async function beginSecondStep(
  context: AppContext,
  user: User,
  ip: string,
): Promise<{ sessionId: string; token: string }> {
  const [session] = await context.db
    .insert(sessions)
    .values({ userId: user.id, ip, pendingSecondStep: true, createdAt: context.now() })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session was not created');
  if (user.authMethod !== authMethods.authenticator) await sendTelegramCode(context, user, 'login');
  const token = await context.tokens.sign({
    userId: user.id,
    sessionId: session.id,
    role: user.role,
    kind: 'second-step',
  });
  return { sessionId: session.id, token };
}
