import { contract, isOperator, isPrivilegeId, Refusal, refusalMessages } from '@exchange/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { beginSecondStep } from '../auth/secondStep.ts';
import { guessSecret, normaliseUsername, type GuessTarget } from '../auth/guesses.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import { endSessions, issueTokens, openSession, sessionUser } from '../auth/sessions.ts';
import { sessionEnd } from '../auth/sessionLimits.ts';
import { hashRefreshToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { refreshTokens, sessions, users } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { heldPrivileges } from '../hierarchy/common.ts';
import { locksOnPath } from '../hierarchy/subtree.ts';
import { hasSecondStep, mustEnrolSecondStep } from '../secondStep/required.ts';
import { isMaintenanceOn } from '../settings/maintenance.ts';
import { welcomeImages } from '../settings/welcomeImages.ts';

/**
 * Per typed name (app.ts's key), whatever the address: a throttle above the account lock (auth/guesses.ts),
 * which counts the wrong passwords themselves; past the lock, refusals cost no password check.
 */
export const loginRateLimit = { max: 20, timeWindow: '1 minute' };

/** Spec 7, Session: login for players and for operators, refresh-token, user-info. */
export function sessionHandlers(context: AppContext) {
  const { db } = context;

  async function login(
    request: FastifyRequest,
    body: v.InferOutput<typeof contract.login.body>,
    side: 'player' | 'operator',
  ) {
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
      async () =>
        (await verifyPassword(body.password, user?.passwordHash ?? decoyHash)) && user !== undefined,
      { ip: request.ip, logFailures: true },
    );
    if (!user || !passwordOk) throw new Refusal('invalid_credentials');
    await upgradeHash(user, body.password);
    if (side === 'player' && isOperator(user.role)) throw new Refusal('player_only');
    if (side === 'operator' && !isOperator(user.role)) throw new Refusal('operator_only');
    if ((await locksOnPath(db, user.path)).userLocked) throw new Refusal('user_locked');
    if (side === 'player' && (await isMaintenanceOn(db))) {
      throw new Refusal('maintenance', undefined, { maintenance: true });
    }
    if (hasSecondStep(user)) {
      const pending = await beginSecondStep(context, user, request.ip);
      return ok(
        { ...sessionUser(user, { ...pending, refreshToken: '' }) },
        refusalMessages.secondStepRequired,
      );
    }
    // Spec 4: "the user is stored, a welcome message with images is shown".
    const images = await welcomeImages(db);
    return ok(
      { ...sessionUser(user, await openSession(context, user, request.ip)), ...images },
      'Login successful',
    );
  }

  /** A hash made with an older, cheaper cost is replaced now, while the password is at hand. */
  async function upgradeHash(user: typeof users.$inferSelect, password: string): Promise<void> {
    if (!needsRehash(user.passwordHash)) return;
    const passwordHash = await hashPassword(password);
    // Only over the hash just verified: a password changed meanwhile stays changed.
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }

  return [
    handler(contract.login, ({ body, request }) => login(request, body, 'player'), {
      rateLimit: loginRateLimit,
    }),
    handler(contract.loginAdmin, ({ body, request }) => login(request, body, 'operator'), {
      rateLimit: loginRateLimit,
    }),
    // Rotation: each refresh token works once. A used one presented again means it was copied, so the
    // whole session ends (both the thief's and the owner's copies stop working).
    handler(
      contract.refreshToken,
      async ({ body: { token } }) => {
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
          .where(
            sql`${refreshTokens.tokenHash} = ${stored.refresh.tokenHash} and ${refreshTokens.usedAt} is null`,
          )
          .returning({ tokenHash: refreshTokens.tokenHash });
        if (claimed.length === 0) throw new Refusal('refresh_token_reused');
        const issued = await issueTokens(context, stored.user, {
          id: stored.session.id,
          startedAt: stored.session.createdAt,
        });
        return ok({ token: issued.token, refreshToken: issued.refreshToken });
      },
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
    ),
    handler(contract.userInfo, async ({ request }) => {
      const caller = callerOf(request);
      const [user] = await db.select().from(users).where(eq(users.id, caller.userId));
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
      return ok({ ...info, ...operator });
    }),
  ];
}
