import { socketEvents, type SessionEndedReason } from '@exchange/domain';
import { and, eq, gt, inArray, isNull, like, ne, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { activityLogs, refreshTokens, sessions, users } from '../db/schema.ts';
import { descendantsPattern } from '../hierarchy/subtree.ts';
import { refreshTokenExpiry, secondsLeft } from './sessionLimits.ts';
import { newRefreshToken } from './tokens.ts';

type User = typeof users.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Ends the open sessions `which` selects, saying why: their access tokens are refused from the next call
 * (with the reason) and their refresh tokens expire now. Returns the ended ids; the caller disconnects
 * their sockets (context.notify.endSessions) once its transaction has committed.
 */
export async function endSessions(
  db: Database | Transaction,
  which: SQL | undefined,
  reason: SessionEndedReason,
  now: Date,
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, endedReason: reason })
    .where(and(which, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const ids = ended.map((row) => row.id);
  if (ids.length > 0) {
    await db
      .update(refreshTokens)
      .set({ expiresAt: now })
      .where(and(inArray(refreshTokens.sessionId, ids), gt(refreshTokens.expiresAt, now)));
  }
  return ids;
}

export interface IssuedSession {
  sessionId: string;
  token: string;
  refreshToken: string;
}

/**
 * A lock on a user covers its whole subtree and is checked on every call, but a socket, once connected,
 * makes no calls: the open sessions' sockets of the subtree are disconnected, and the handshake refuses
 * them again while the lock lasts. The sessions themselves stay open, so an unlock restores them.
 */
export async function disconnectSubtree(context: AppContext, root: Pick<User, 'path'>): Promise<void> {
  const open = await context.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        or(eq(users.path, root.path), like(users.path, descendantsPattern(root.path))),
        isNull(sessions.revokedAt),
      ),
    );
  context.notify.endSessions(open.map((session) => session.id));
}

/**
 * A new access token and a new refresh token for a session begun at `startedAt` (the refresh token stored
 * hashed). Neither outlives the session's absolute end (auth/sessionLimits.ts).
 */
export async function issueTokens(
  context: AppContext,
  user: User,
  session: { id: string; startedAt: Date },
): Promise<IssuedSession> {
  const refresh = newRefreshToken();
  const now = context.now();
  await context.db.insert(refreshTokens).values({
    tokenHash: refresh.hash,
    sessionId: session.id,
    expiresAt: refreshTokenExpiry(session.startedAt, now),
  });
  const token = await context.tokens.sign(
    { userId: user.id, sessionId: session.id, role: user.role, kind: 'access' },
    { maxTtlSeconds: secondsLeft(session.startedAt, now) },
  );
  return { sessionId: session.id, token, refreshToken: refresh.token };
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
  const { session, endedOthers } = await context.db.transaction(async (tx) => {
    // The session's lifetime runs from the password step: a code step's pending session keeps its start.
    const [opened] = pendingSessionId
      ? await tx
          .update(sessions)
          .set({ pendingSecondStep: false })
          .where(eq(sessions.id, pendingSessionId))
          .returning({ id: sessions.id, startedAt: sessions.createdAt })
      : await tx
          .insert(sessions)
          .values({ userId: user.id, ip, createdAt: context.now() })
          .returning({ id: sessions.id, startedAt: sessions.createdAt });
    if (!opened) throw new Error('session was not created');
    const ended = await endSessions(
      tx,
      and(eq(sessions.userId, user.id), ne(sessions.id, opened.id)),
      'login',
      context.now(),
    );
    await tx.insert(activityLogs).values({ userId: user.id, type: 'login', ip });
    return { session: opened, endedOthers: ended };
  });
  // After the commit: a device told to leave must find its session already ended. The push tells the
  // others' pages why; their sockets then close, so nothing more reaches them.
  if (endedOthers.length > 0) {
    context.notify.toUser(user.id, socketEvents.users.logout, { sessionId: session.id });
    context.notify.endSessions(endedOthers);
  }
  return issueTokens(context, user, session);
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
