import { type OtpBoxes, Refusal, type RefusalCode, refusalCatalog } from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { sessions, users } from '../db/schema.ts';

export type User = typeof users.$inferSelect;

/** The caller's own row; a session whose user is gone has ended. */
export async function loadUser(context: AppContext, userId: string): Promise<User> {
  const [user] = await context.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Refusal('session_ended');
  return user;
}

/** The code step of a login happens once: after it, its temporary token opens nothing more. */
export async function requirePendingSession(context: AppContext, sessionId: string): Promise<void> {
  const [pending] = await context.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.pendingSecondStep, true)))
    .limit(1);
  if (!pending) throw new Refusal('session_ended');
}

/** The six boxes of the form as one code. */
export function codeOf(boxes: OtpBoxes): string {
  return `${boxes.otp1}${boxes.otp2}${boxes.otp3}${boxes.otp4}${boxes.otp5}${boxes.otp6}`;
}

/** Refusals of the code step carry their message in `data` too: the verify-otp client reads `data.message`. */
export function codeRefusal(code: RefusalCode): Refusal {
  const message = refusalCatalog[code];
  return new Refusal(code, message, { message });
}

/** Per account (the app's key generator: the signed-in or code-step caller): ten tries a minute. */
export const codeRateLimit = { max: 10, timeWindow: '1 minute' };
