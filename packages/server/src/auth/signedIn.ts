import { refusalMessages } from '@exchange/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { locksOnPath } from '../hierarchy/subtree.ts';
import { HttpError } from '../http/envelope.ts';
import type { TokenClaims } from './tokens.ts';

/**
 * What a verified token still has to pass before it opens anything (HTTP routes and the socket handshake
 * alike): its session is open (not revoked, and at the code step exactly when the token is the code step's
 * temporary one) and neither the user nor any ancestor is locked. Refusals are 401 sessionEnded and
 * 403 userLocked.
 */
export async function loadSignedInUser(
  db: Database,
  claims: TokenClaims,
): Promise<{ user: typeof users.$inferSelect; sessionId: string }> {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        eq(sessions.pendingSecondStep, claims.kind === 'second-step'),
      ),
    )
    .limit(1);
  if (!row) throw new HttpError(401, refusalMessages.sessionEnded);
  // A lock on any ancestor locks the whole subtree below it.
  if ((await locksOnPath(db, row.user.path)).userLocked) {
    throw new HttpError(403, refusalMessages.userLocked);
  }
  return row;
}
