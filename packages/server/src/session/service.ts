import { isOperator, isPrivilegeId, Refusal, type contract } from '@exchange/domain';
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { beginSecondStep } from '../auth/secondStep.ts';
import { guessSecret, normaliseUsername, type GuessTarget } from '../auth/guesses.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import { endSessions, issueTokens, openSession, sessionUser } from '../auth/sessions.ts';
import { sessionEnd } from '../auth/sessionLimits.ts';
import { hashRefreshToken } from '../auth/tokens.ts';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import { activityLogs, refreshTokens, sessions, users } from '../db/schema.ts';
import { heldPrivileges } from '../hierarchy/common.ts';
import { locksOnPath } from '../hierarchy/subtree.ts';
import { hasSecondStep, mustEnrolSecondStep } from '../secondStep/required.ts';
import { isMaintenanceOn } from '../settings/maintenance.ts';
import { welcomeImages } from '../settings/welcomeImages.ts';

/** Spec 7, Session: signing in and out, the refresh-token rotation and the signed-in user's info. */

type UserRow = typeof users.$inferSelect;

/**
 * A login's outcome: signed in (a session, with spec 4's welcome images), or a code to ask for first (a
 * temporary token for the second step).
 */
export type LoginOutcome =
  | { step: 'signedIn'; user: ReturnType<typeof sessionUser> & Awaited<ReturnType<typeof welcomeImages>> }
  | { step: 'secondStep'; user: ReturnType<typeof sessionUser> };

/** Login for players (`side` player) and for operators, from the address `ip`. */
export async function login(
  context: AppContext,
  body: v.InferOutput<typeof contract.login.body>,
  side: 'player' | 'operator',
  ip: string,
): Promise<LoginOutcome> {
  const { db } = context;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, normaliseUsername(body.username)))
    .limit(1);
  // A name without an account is counted and locked like one, so the answers do not tell them apart.
  const target: GuessTarget = user
    ? { kind: 'login', userId: user.id }
    : { kind: 'login', unknownName: body.username };
  // The decoy keeps an unknown username as slow as a wrong password.
  const passwordOk = await guessSecret(
    context,
    target,
    async () => (await verifyPassword(body.password, user?.passwordHash ?? decoyHash)) && user !== undefined,
    { ip, logFailures: true },
  );
  if (!user || !passwordOk) throw new Refusal('invalid_credentials');
  await upgradeHash(context, user, body.password);
  if (side === 'player' && isOperator(user.role)) throw new Refusal('player_only');
  if (side === 'operator' && !isOperator(user.role)) throw new Refusal('operator_only');
  if ((await locksOnPath(db, user.path)).userLocked) throw new Refusal('user_locked');
  if (side === 'player' && (await isMaintenanceOn(db))) {
    throw new Refusal('maintenance', undefined, { maintenance: true });
  }
  if (hasSecondStep(user)) {
    const pending = await beginSecondStep(context, user, ip);
    return { step: 'secondStep', user: sessionUser(user, { ...pending, refreshToken: '' }) };
  }
  // Spec 4: "the user is stored, a welcome message with images is shown".
  const images = await welcomeImages(db);
  return {
    step: 'signedIn',
    user: { ...sessionUser(user, await openSession(context, user, ip)), ...images },
  };
}

/** A hash made with an older, cheaper cost is replaced now, while the password is at hand. */
async function upgradeHash(context: AppContext, user: UserRow, password: string): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  const passwordHash = await hashPassword(password);
  // Only over the hash just verified: a password changed meanwhile stays changed.
  await context.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}

/**
 * A new token pair for a refresh token. Rotation: each refresh token works once. A used one presented
 * again means it was copied, so the whole session ends (both the thief's and the owner's copies stop
 * working).
 */
export async function refreshSession(
  context: AppContext,
  token: string,
): Promise<{ token: string; refreshToken: string }> {
  const { db } = context;
  const [stored] = await db
    .select({ refresh: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  const now = context.now();
  // Idle past the limit, or past the session's absolute end (ADR 0020): the refresh token's expiry
  // holds both, and the end is checked on its own for tokens issued before the limits were set.
  if (
    !stored ||
    stored.session.revokedAt ||
    stored.refresh.expiresAt <= now ||
    sessionEnd(stored.session.createdAt) <= now
  ) {
    throw new Refusal('refresh_token_invalid');
  }
  if (stored.refresh.usedAt) {
    const ended = await endSessions(db, eq(sessions.id, stored.session.id), 'revoked', context.now());
    // The session's sockets too: a copied refresh token means whoever holds the session may be a thief.
    context.notify.endSessions(ended);
    throw new Refusal('refresh_token_reused');
  }
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(sql`${refreshTokens.tokenHash} = ${stored.refresh.tokenHash} and ${refreshTokens.usedAt} is null`)
    .returning({ tokenHash: refreshTokens.tokenHash });
  if (claimed.length === 0) throw new Refusal('refresh_token_reused');
  const issued = await issueTokens(context, stored.user, {
    id: stored.session.id,
    startedAt: stored.session.createdAt,
  });
  return { token: issued.token, refreshToken: issued.refreshToken };
}

/** The signed-in caller's user, without tokens; an operator's with its held privileges. */
export async function userInfo(context: AppContext, caller: Caller) {
  const [user] = await context.db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw new Refusal('session_ended');
  const {
    token: _token,
    refreshToken: _refresh,
    ...info
  } = sessionUser(user, {
    sessionId: caller.sessionId,
    token: '',
    refreshToken: '',
  });
  // An operator's held privileges tell the panel which screens to offer (the routes check them anyway),
  // and whether it must set up a second step first.
  const privileges = heldPrivileges(caller).filter(isPrivilegeId);
  const operator = isOperator(user.role) && {
    privileges,
    secondStepEnrolmentRequired: mustEnrolSecondStep(context, user),
  };
  return { ...info, ...operator };
}

/**
 * Ends the caller's session on the server, so its access and refresh tokens stop working at once (not
 * when they expire) and its sockets are disconnected. A first-login caller may sign out too.
 */
export async function logout(context: AppContext, caller: Caller, ip: string): Promise<void> {
  const ended = await context.db.transaction(async (tx) => {
    const ids = await endSessions(tx, eq(sessions.id, caller.sessionId), 'logout', context.now());
    await tx.insert(activityLogs).values({ userId: caller.userId, type: 'logout', ip });
    return ids;
  });
  context.notify.endSessions(ended);
}
