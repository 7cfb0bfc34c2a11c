import { isSportId, minor } from '@exchange/domain';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bets, marketExposures, markets, matchBetLocks, matches } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import { isUuid } from '../ledger/accounts.ts';
import { openStatuses } from './records.ts';

/** The SQL of the bet calls that is not placement's or closing's: reads of bets, exposure and bet locks. */

/** A player's open bets on a match, newest first. */
export function openBetsOnMatch(db: Database, userId: string, matchId: number) {
  return db
    .select()
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.matchId, matchId), inArray(bets.status, [...openStatuses])))
    .orderBy(desc(bets.createdAt), desc(bets.id));
}

/** A user's exposure per match where it has some, by match name (matches of other sport ids left out). */
export async function exposureByMatch(db: Database, userId: string) {
  const rows = await db
    .select({
      matchId: matches.id,
      matchName: matches.name,
      sportId: matches.sportId,
      exposure: sql<string>`sum(${marketExposures.exposure})`,
    })
    .from(marketExposures)
    .innerJoin(markets, eq(markets.id, marketExposures.marketId))
    .innerJoin(matches, eq(matches.id, markets.matchId))
    .where(and(eq(marketExposures.userId, userId), gt(marketExposures.exposure, minor(0))))
    .groupBy(matches.id, matches.name, matches.sportId)
    .orderBy(asc(matches.name), asc(matches.id));
  return rows.flatMap(({ sportId, exposure, ...row }) =>
    isSportId(sportId) ? [{ ...row, sportId, exposure: Number(exposure) }] : [],
  );
}

/** The owners' paths of some bets, to check they all lie in an operator's subtree. */
export function betOwners(db: Database, betIds: readonly string[]) {
  return db
    .select({ id: bets.id, status: bets.status, userId: bets.userId, path: users.path })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .where(inArray(bets.id, [...betIds]));
}

export async function matchExists(db: Database, matchId: number): Promise<boolean> {
  const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  return match !== undefined;
}

export async function addMatchBetLock(
  db: Database,
  lock: { userId: string; matchId: number; createdBy: string },
): Promise<void> {
  await db.insert(matchBetLocks).values(lock).onConflictDoNothing();
}

export async function removeMatchBetLock(db: Database, userId: string, matchId: number): Promise<void> {
  await db
    .delete(matchBetLocks)
    .where(and(eq(matchBetLocks.userId, userId), eq(matchBetLocks.matchId, matchId)));
}

/** The lock on one user for a match, with the path of the operator who set it (null if it is gone). */
export async function matchBetLockOf(db: Database, userId: string, matchId: number) {
  const [lock] = await db
    .select({ createdBy: matchBetLocks.createdBy, setterPath: users.path })
    .from(matchBetLocks)
    .leftJoin(users, eq(users.id, matchBetLocks.createdBy))
    .where(and(eq(matchBetLocks.userId, userId), eq(matchBetLocks.matchId, matchId)));
  return lock;
}

/** Whether any of these users (a path's ids) holds a bet lock on the match. */
export async function anyMatchBetLock(
  db: Database,
  userIds: readonly string[],
  matchId: number,
): Promise<boolean> {
  const ids = userIds.filter(isUuid);
  if (ids.length === 0) return false;
  const [locked] = await db
    .select({ userId: matchBetLocks.userId })
    .from(matchBetLocks)
    .where(and(eq(matchBetLocks.matchId, matchId), inArray(matchBetLocks.userId, ids)))
    .limit(1);
  return locked !== undefined;
}

/** A user's children (not its login accounts), by username, and which of them hold a bet lock on the match. */
export async function childrenWithMatchBetLock(db: Database, parentId: string, matchId: number) {
  const children = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(and(eq(users.parentId, parentId), isNull(users.ownerId)))
    .orderBy(asc(users.username));
  const locked = new Set(
    children.length === 0
      ? []
      : (
          await db
            .select({ userId: matchBetLocks.userId })
            .from(matchBetLocks)
            .where(
              and(
                eq(matchBetLocks.matchId, matchId),
                inArray(
                  matchBetLocks.userId,
                  children.map((child) => child.id),
                ),
              ),
            )
        ).map((row) => row.userId),
  );
  return children.map((child) => ({ ...child, locked: locked.has(child.id) }));
}
