import {
  fromMinor,
  isSportId,
  minor,
  subtractMinor,
  type contract,
  type DashboardSummary,
  type ParsedRequestOf,
} from '@exchange/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { betRecordPage, betRecordPageWithPnl } from '../bets/betRecords.ts';
import type { Database } from '../db/client.ts';
import { bets, markets, matches, runners } from '../db/exchangeSchema.ts';
import { accounts, users } from '../db/schema.ts';
import { descendantsPattern, type UserRow } from '../hierarchy/subtree.ts';
import { betListFilter } from './betFilters.ts';

/** Bets still at stake: matched, waiting for a price, or in their seconds of in-play delay. */
export const openStatuses = ['matched', 'unmatched', 'delayed'] as const;

export type BetStatus = (typeof bets.$inferSelect)['status'];

/** The bet lists' period and filters (unsettled-bets and bet-history take the same body). */
export type BetListBody = ParsedRequestOf<typeof contract.unsettledBets>['body'];

const money = (paisa: number | string | null | undefined) => fromMinor(minor(Number(paisa ?? 0)));

/** Everyone below the operator, without the logins of operators (they hold no money and are not clients). */
const belowOperator = (acting: UserRow) =>
  and(sql`${users.path} like ${descendantsPattern(acting.path)}`, isNull(users.ownerId));

/**
 * A page of the player's own bets in some statuses, filtered like the bet lists, with their P/L. `pageSize`
 * is the screens' 10 unless an export reads the period whole.
 */
export function playerBetPage(
  db: Database,
  userId: string,
  statuses: readonly BetStatus[],
  filter: BetListBody,
  page: number,
  pageSize?: number,
) {
  const where = and(eq(bets.userId, userId), inArray(bets.status, [...statuses]), betListFilter(filter));
  return betPageWithPnl(db, where, page, pageSize);
}

/** A page of bets as report rows, and the P/L of those that have one (settled bets). */
export const betPageWithPnl = betRecordPageWithPnl;

/** A market's runners at zero, when nothing is at stake there; undefined when the market is not the match's. */
export async function zeroBook(db: Database, matchId: number, marketId: string) {
  const [market] = await db
    .select({ id: markets.id })
    .from(markets)
    .where(and(eq(markets.id, marketId), eq(markets.matchId, matchId)));
  if (!market) return undefined;
  const rows = await db
    .select({ selectionId: runners.selectionId, runnerName: runners.name })
    .from(runners)
    .where(eq(runners.marketId, market.id))
    .orderBy(asc(runners.sortOrder), asc(runners.selectionId));
  return rows.map((row) => ({ ...row, amount: 0 }));
}

/** The operator's own account figures. */
export async function accountFigures(db: Database, acting: UserRow): Promise<DashboardSummary['account']> {
  const [account] = await db
    .select({ balance: accounts.balance, exposure: accounts.exposure })
    .from(accounts)
    .where(eq(accounts.userId, acting.id));
  const balance = minor(account?.balance ?? 0);
  const exposure = minor(account?.exposure ?? 0);
  return {
    balance: fromMinor(balance),
    exposer: fromMinor(exposure),
    available: fromMinor(subtractMinor(balance, exposure)),
    creditRefrences: money(acting.creditReference),
  };
}

export async function downlineTotals(db: Database, acting: UserRow): Promise<DashboardSummary['downline']> {
  const [everyone] = await db
    .select({
      users: count(),
      players: sql<number>`count(*) filter (where ${users.role} = 'user')`.mapWith(Number),
      lockedUsers: sql<number>`count(*) filter (where ${users.userLocked})`.mapWith(Number),
      balance: sql<string>`coalesce(sum(${accounts.balance}), 0)`,
      exposure: sql<string>`coalesce(sum(${accounts.exposure}), 0)`,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(belowOperator(acting));
  const [direct] = await db
    .select({
      clients: count(),
      creditReference: sql<string>`coalesce(sum(${users.creditReference}), 0)`,
    })
    .from(users)
    .where(and(eq(users.parentId, acting.id), isNull(users.ownerId)));
  const balance = minor(Number(everyone?.balance ?? 0));
  const exposure = minor(Number(everyone?.exposure ?? 0));
  return {
    clients: direct?.clients ?? 0,
    users: everyone?.users ?? 0,
    players: everyone?.players ?? 0,
    lockedUsers: everyone?.lockedUsers ?? 0,
    balance: fromMinor(balance),
    exposer: fromMinor(exposure),
    available: fromMinor(subtractMinor(balance, exposure)),
    creditRefrences: money(direct?.creditReference),
  };
}

/** Open matches with open bets below the operator: in play first, then by start. */
export async function matchesWithBets(db: Database, acting: UserRow): Promise<DashboardSummary['matches']> {
  const rows = await db
    .select({
      matchId: matches.id,
      matchName: matches.name,
      sportId: matches.sportId,
      status: matches.status,
      openDate: matches.openDate,
      bets: count(),
      stake: sql<string>`sum(${bets.stake})`,
    })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .innerJoin(matches, eq(matches.id, bets.matchId))
    .where(
      and(
        sql`${users.path} like ${descendantsPattern(acting.path)}`,
        inArray(bets.status, [...openStatuses]),
        ne(matches.status, 'closed'),
      ),
    )
    .groupBy(matches.id, matches.name, matches.sportId, matches.status, matches.openDate)
    .orderBy(desc(sql`${matches.status} = 'inPlay'`), asc(matches.openDate), asc(matches.id));
  return rows.flatMap(({ sportId, openDate, stake, ...row }) =>
    isSportId(sportId) ? [{ ...row, sportId, openDate: openDate.toISOString(), stake: money(stake) }] : [],
  );
}

/** A page of the open bets below the operator on one match (the match book). */
export async function openMatchBetPage(db: Database, acting: UserRow, matchId: number, page: number) {
  const where = and(
    sql`${users.path} like ${descendantsPattern(acting.path)}`,
    eq(bets.matchId, matchId),
    inArray(bets.status, [...openStatuses]),
  );
  return betRecordPage(db, where, page);
}
