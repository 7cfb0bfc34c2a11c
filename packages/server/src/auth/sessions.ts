import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { users } from '../db/schema.ts';
import { activityLogs, refreshTokens, sessions } from '../db/schema.ts';
import { newRefreshToken, refreshTokenTtlMs } from './tokens.ts';

type User = typeof users.$inferSelect;

export interface IssuedSession {
  sessionId: string;
  token: string;
  refreshToken: string;
}

/** A new access token and a new refresh token for a session (the refresh token stored hashed). */
export async function issueTokens(
  context: AppContext,
  user: User,
  sessionId: string,
): Promise<IssuedSession> {
  const refresh = newRefreshToken();
  await context.db.insert(refreshTokens).values({
    tokenHash: refresh.hash,
    sessionId,
    expiresAt: new Date(context.now().getTime() + refreshTokenTtlMs),
  });
  const token = await context.tokens.sign({ userId: user.id, sessionId, role: user.role, kind: 'access' });
  return { sessionId, token, refreshToken: refresh.token };
}

/**
 * Signs a user in on a (new or second-step) session. One session per user: every other session is
 * revoked, and the user's room is told the id of the session that now holds the account (spec 4: a
 * client logs out only when the pushed id differs from its own, so the new device stays and every other
 * one leaves).
 */
export async function openSession(
  context: AppContext,
  user: User,
  ip: string,
  pendingSessionId?: string,
): Promise<IssuedSession> {
  const { sessionId, endedOthers } = await context.db.transaction(async (tx) => {
    let id = pendingSessionId;
    if (id) {
      await tx.update(sessions).set({ pendingSecondStep: false }).where(eq(sessions.id, id));
    } else {
      const [created] = await tx
        .insert(sessions)
        .values({ userId: user.id, ip })
        .returning({ id: sessions.id });
      id = created?.id;
    }
    if (!id) throw new Error('session was not created');
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: context.now() })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await tx.insert(activityLogs).values({ userId: user.id, type: 'login', ip });
    return { sessionId: id, endedOthers: ended.length > 0 };
  });
  // After the commit: a device told to leave must find its session already ended.
  if (endedOthers) context.notify.toUser(user.id, 'logout', { sessionId });
  return issueTokens(context, user, sessionId);
}

/** The session user of spec 3 as login and verify-otp answer it. */
export function sessionUser(user: User, issued: IssuedSession) {
  return {
    _id: user.id,
    username: user.username,
    role: user.role,
    token: issued.token,
    refreshToken: issued.refreshToken,
    sessionId: issued.sessionId,
    auth_method: user.authMethod,
    otpStatusTelegram: user.otpStatusTelegram,
    changePasswordRequired: user.mustChangePassword,
  };
}
