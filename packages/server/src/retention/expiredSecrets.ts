import { and, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type PeriodicWork, startPeriodic } from '../db/periodic.ts';
import { guessAttempts, otpCodes, refreshTokens, telegramLinks } from '../db/schema.ts';

/**
 * The retention of the secrets class (docs/security.md § Policies "Data classes"): a hashed secret is
 * kept only while it can still be used. Refresh tokens, security codes and Telegram connection ids
 * expire within minutes or hours, and wrong-guess counts lapse with their window; a day after, they are
 * deleted, so the database never holds an archive of old secrets (or of who guessed when: that is the
 * logs' job). The day's grace keeps a token just expired answerable as "expired" rather than "unknown",
 * and a count just lapsed visible to an operator looking into a lock.
 */
export const expiredSecretGraceMs = 24 * 60 * 60 * 1000;

/** How often each process sweeps; the sweep is idempotent, so processes side by side need no leader. */
export const expiredSecretSweepMs = 60 * 60 * 1000;

export interface SweptSecrets {
  refreshTokens: number;
  codes: number;
  telegramLinks: number;
  guessCounts: number;
}

/** One sweep: deletes what expired before a day ago, and says how many of each. */
export async function sweepExpiredSecrets(db: Database, now: Date): Promise<SweptSecrets> {
  const before = new Date(now.getTime() - expiredSecretGraceMs);
  const count = (rows: unknown[]) => rows.length;
  return {
    refreshTokens: count(
      await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, before))
        .returning({ hash: refreshTokens.tokenHash }),
    ),
    codes: count(
      await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before)).returning({ id: otpCodes.id }),
    ),
    telegramLinks: count(
      await db
        .delete(telegramLinks)
        .where(lt(telegramLinks.expiresAt, before))
        .returning({ gkey: telegramLinks.gkey }),
    ),
    guessCounts: count(
      await db
        .delete(guessAttempts)
        .where(
          and(
            lt(guessAttempts.updatedAt, before),
            or(isNull(guessAttempts.lockedUntil), lt(guessAttempts.lockedUntil, now)),
          ),
        )
        .returning({ subject: guessAttempts.subject }),
    ),
  };
}

/** Sweeps at start and then every hour until stopped. */
export function startExpiredSecretSweeps(
  db: Database,
  options: { now: () => Date; onError: (error: unknown) => void },
): PeriodicWork {
  return startPeriodic(() => sweepExpiredSecrets(db, options.now()), {
    intervalMs: expiredSecretSweepMs,
    onError: options.onError,
    atStart: true,
  });
}
