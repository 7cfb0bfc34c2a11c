import { guessLimits, type GuessKind, Refusal, type RefusalCode, refusalCatalog } from '@exchange/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { activityLogs, guessAttempts } from '../db/schema.ts';
import { verifyPassword } from './passwords.ts';
import { isRemembered, remember } from './transactionStepUp.ts';

/**
 * Every check of a secret (login password, transaction password, authenticator or Telegram code) goes
 * through here, so wrong guesses are bounded per account whatever address or spelling they come from. The
 * numbers are the domain's `guessLimits`. Counts live in `guess_attempts`, so a restart or a second server
 * does not reset them.
 */

export interface GuessContext {
  db: Database;
  now: () => Date;
}

/** Who is being guessed: an account, or (for sign-in only) a typed name that has no account. */
export type GuessTarget = { kind: GuessKind; userId: string } | { kind: 'login'; unknownName: string };

type Outcome = 'right' | 'wrong' | 'lockedNow' | 'locked';

/** The spelling sign-in matches names by: login's schema trims, the lookup ignores case. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

function subjectOf(target: GuessTarget): string {
  return 'userId' in target
    ? `${target.kind}:${target.userId}`
    : `${target.kind}:name:${normaliseUsername(target.unknownName)}`;
}

const lockedRefusals: Record<GuessKind, RefusalCode> = {
  login: 'sign_in_locked',
  transactionPassword: 'transaction_password_locked',
  code: 'code_locked',
};

const minutes = (count: number) => count * 60_000;
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts this try before the secret is checked (one statement, so parallel tries cannot share a count):
 * the try's number in its window, or null while the subject is locked. A window or lock that has run out
 * starts a new count.
 */
async function claimTry(db: Database, subject: string, kind: GuessKind, now: Date): Promise<number | null> {
  const windowStart = new Date(now.getTime() - minutes(guessLimits[kind].windowMinutes));
  const fresh = sql`("guess_attempts"."locked_until" is not null or "guess_attempts"."window_started_at" <= ${instant(windowStart)})`;
  const [row] = await db
    .insert(guessAttempts)
    .values({ subject, failures: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: guessAttempts.subject,
      set: {
        failures: sql`case when ${fresh} then 1 else "guess_attempts"."failures" + 1 end`,
        windowStartedAt: sql`case when ${fresh} then ${instant(now)} else "guess_attempts"."window_started_at" end`,
        lockedUntil: null,
        updatedAt: now,
      },
      setWhere: sql`"guess_attempts"."locked_until" is null or "guess_attempts"."locked_until" <= ${instant(now)}`,
    })
    .returning({ failures: guessAttempts.failures });
  return row?.failures ?? null;
}

async function lock(db: Database, subject: string, kind: GuessKind, now: Date): Promise<void> {
  const lockedUntil = new Date(now.getTime() + minutes(guessLimits[kind].lockMinutes));
  await db
    .update(guessAttempts)
    .set({ lockedUntil, updatedAt: now })
    .where(eq(guessAttempts.subject, subject));
}

/** The check itself failed (a missing code, a database error): the try it claimed does not count. */
async function release(db: Database, subject: string): Promise<void> {
  await db
    .update(guessAttempts)
    .set({ failures: sql`greatest("guess_attempts"."failures" - 1, 0)` })
    .where(eq(guessAttempts.subject, subject));
}

/** How often a try waits for the tries ahead of it, and for how long at most before it is refused busy. */
export const turnWait = { pollMs: 25, maxMs: 15_000 } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims a try that may be checked: its number in the window, or null while the subject is locked. The
 * count holds every wrong try of the window plus every try being checked, so while `maxFailures` tries are
 * in flight a further one is not checked: it gives its claim back and waits for them. If they were wrong,
 * the last of them locks the subject and the waiting try is refused locked, unchecked; if one was right, the
 * count starts afresh and the waiting try is checked. So parallel guesses never get more than the limit
 * checked, and an operator's parallel transfers with the right password are never mistaken for guessing
 * (they used to lock the account past the limit).
 */
async function claimTurn(context: GuessContext, subject: string, kind: GuessKind): Promise<number | null> {
  const { maxFailures } = guessLimits[kind];
  const deadline = Date.now() + turnWait.maxMs;
  for (;;) {
    const number = await claimTry(context.db, subject, kind, context.now());
    if (number === null || number <= maxFailures) return number;
    await release(context.db, subject);
    if (Date.now() >= deadline) throw new Refusal('server_busy');
    await pause(turnWait.pollMs);
  }
}

async function tryGuess(
  context: GuessContext,
  target: GuessTarget,
  check: () => Promise<boolean>,
): Promise<Outcome> {
  const { db } = context;
  const subject = subjectOf(target);
  const { maxFailures } = guessLimits[target.kind];
  const now = context.now();
  const number = await claimTurn(context, subject, target.kind);
  if (number === null) return 'locked';
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await release(db, subject);
    throw error;
  }
  if (right) {
    await db.delete(guessAttempts).where(eq(guessAttempts.subject, subject));
    return 'right';
  }
  if (number < maxFailures) return 'wrong';
  await lock(db, subject, target.kind, now);
  return 'lockedNow';
}

/**
 * Checks a secret within its guess limit: true when right, false when wrong. While the target is locked
 * the secret is not checked at all and the call is refused (429, naming how long), as is the wrong guess
 * that locks it. `logFailures` (sign-in) writes `loginFailed` for each wrong try of an account; a sign-in
 * lock is always logged as `accountLocked`.
 */
export async function guessSecret(
  context: GuessContext,
  target: GuessTarget,
  check: () => Promise<boolean>,
  options: { ip?: string; logFailures?: boolean } = {},
): Promise<boolean> {
  const outcome = await tryGuess(context, target, check);
  if (outcome === 'right') return true;
  if ('userId' in target && outcome !== 'locked') {
    const types = [
      ...(options.logFailures ? (['loginFailed'] as const) : []),
      ...(outcome === 'lockedNow' && target.kind === 'login' ? (['accountLocked'] as const) : []),
    ];
    if (types.length > 0) {
      await context.db
        .insert(activityLogs)
        .values(types.map((type) => ({ userId: target.userId, type, ip: options.ip ?? null })));
    }
  }
  if (outcome === 'wrong') return false;
  const code = lockedRefusals[target.kind];
  const message = refusalCatalog[code];
  // The code step's client reads its refusal from `data.message`.
  throw new Refusal(code, message, target.kind === 'code' ? { message } : null);
}

/**
 * An operator's unlock: forgets the account's wrong guesses of every kind. False, changing nothing, when
 * none of them is locked now.
 */
export async function unlockGuesses(context: GuessContext, userId: string): Promise<boolean> {
  const subjects = (Object.keys(guessLimits) as GuessKind[]).map((kind) => subjectOf({ kind, userId }));
  const ofUser = inArray(guessAttempts.subject, subjects);
  const unlocked = await context.db
    .delete(guessAttempts)
    .where(and(ofUser, gt(guessAttempts.lockedUntil, context.now())))
    .returning({ subject: guessAttempts.subject });
  if (unlocked.length === 0) return false;
  // The counts below a lock go too: the account starts afresh.
  await context.db.delete(guessAttempts).where(ofUser);
  return true;
}

/**
 * The user's login password confirming a signed-in act (check-user-password, totp-enrol, a password change):
 * the same secret as sign-in, so it shares sign-in's count and lock. A wrong one is a 400.
 */
export async function requireLoginPassword(
  context: GuessContext,
  user: { id: string; passwordHash: string },
  password: string,
  ip: string,
): Promise<void> {
  const right = await guessSecret(
    context,
    { kind: 'login', userId: user.id },
    () => verifyPassword(password, user.passwordHash),
    { ip },
  );
  if (!right) throw new Refusal('password_incorrect');
}

/**
 * A transaction password confirming an act; an account without one fails like a wrong one (a 400). With
 * the caller's session, a password proved right on it a moment ago is matched without hashing again
 * (auth/transactionStepUp.ts); it still counts as a try, so a lock holds either way.
 */
export async function requireTransactionPasswordOf(
  context: GuessContext,
  user: { id: string; transactionPasswordHash: string | null },
  password: string,
  sessionId?: string,
): Promise<void> {
  const hash = user.transactionPasswordHash;
  const session = sessionId ? { sessionId, now: context.now().getTime() } : null;
  const right = await guessSecret(context, { kind: 'transactionPassword', userId: user.id }, async () => {
    if (hash === null) return false;
    if (session && isRemembered(session, hash, password)) return true;
    const verified = await verifyPassword(password, hash);
    if (verified && session) remember(session, hash, password);
    return verified;
  });
  if (!right) throw new Refusal('transaction_password_incorrect');
}
