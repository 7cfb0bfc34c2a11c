import {
  betRecordsResponseSchema,
  dashboardSummaryResponseSchema,
  fromMinor,
  isSportId,
  matchBetsQuerySchema,
  minor,
  privilege,
  subtractMinor,
  type DashboardSummary,
  type PrivilegeId,
} from '@exchange/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { betRecordPage } from '../bets/betRecords.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bets, matches } from '../db/exchangeSchema.ts';
import { accounts, users } from '../db/schema.ts';
import { descendantsPattern, loadActingUser, type UserRow } from '../hierarchy/subtree.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';

/** Spec 3 privilege 1, DashBoard. */
export const dashboardPrivilege: PrivilegeId = 1;

/** Bets still at stake: matched, waiting for a price, or in their seconds of in-play delay. */
const openStatuses = ['matched', 'unmatched', 'delayed'] as const;

const money = (paisa: number | string | null | undefined) => fromMinor(minor(Number(paisa ?? 0)));

/** Everyone below the operator, without the logins of operators (they hold no money and are not clients). */
const belowOperator = (acting: UserRow) =>
  and(sql`${users.path} like ${descendantsPattern(acting.path)}`, isNull(users.ownerId));

async function downlineTotals(db: Database, acting: UserRow): Promise<DashboardSummary['downline']> {
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
async function matchesWithBets(db: Database, acting: UserRow): Promise<DashboardSummary['matches']> {
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

/** The operator's dashboard and a match's bets in its downline (the match book). */
export function dashboardRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;
  return [
    {
      method: 'GET',
      path: 'get-dashboard-summary',
      response: dashboardSummaryResponseSchema,
      access: { kind: 'operator', privilege: dashboardPrivilege },
      handler: async (request) => {
        const acting = await loadActingUser(db, callerOf(request));
        const [account] = await db
          .select({ balance: accounts.balance, exposure: accounts.exposure })
          .from(accounts)
          .where(eq(accounts.userId, acting.id));
        const balance = minor(account?.balance ?? 0);
        const exposure = minor(account?.exposure ?? 0);
        return ok({
          account: {
            balance: fromMinor(balance),
            exposer: fromMinor(exposure),
            available: fromMinor(subtractMinor(balance, exposure)),
            creditRefrences: money(acting.creditReference),
          },
          downline: await downlineTotals(db, acting),
          matches: await matchesWithBets(db, acting),
        });
      },
    },
    {
      method: 'GET',
      path: 'get-match-bets',
      response: betRecordsResponseSchema,
      // The bets behind the match book: Current Bets' privilege, which also lets the operator delete them.
      access: { kind: 'operator', privilege: privilege.currentBets },
      handler: async (request) => {
        const { matchId, page } = parse(matchBetsQuerySchema, request.query);
        const acting = await loadActingUser(db, callerOf(request));
        const where = and(
          sql`${users.path} like ${descendantsPattern(acting.path)}`,
          eq(bets.matchId, matchId),
          inArray(bets.status, [...openStatuses]),
        );
        return ok(await betRecordPage(db, where, page));
      },
    },
  ];
}
