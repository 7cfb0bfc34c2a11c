import {
  allUserBetListRequestSchema,
  betListByIdsRequestSchema,
  betRecordsResponseSchema,
  exposureEventsResponseSchema,
  fromMinor,
  isOperator,
  isSportId,
  minor,
  pageQuerySchema,
  type PrivilegeId,
} from '@exchange/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { bets, marketExposures, markets, matches } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import { requirePrivilege } from '../hierarchy/common.ts';
import { descendantsPattern, loadActingUser } from '../hierarchy/subtree.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { isUuid } from '../ledger/accounts.ts';
import { betListFilter } from '../reports/betFilters.ts';
import { betRecordPage } from './betRecords.ts';
import { withDeletionAudit } from './deletionAudit.ts';

/** Spec 3 privilege ids the bet routes check for operators below the Super Admin. */
export const betPrivilege = { currentBets: 10, betLock: 60 } as const satisfies Record<string, PrivilegeId>;

/** Statuses the Current Bets list shows: the open bets and those an operator deleted (spec 3, bet_status). */
const currentStatuses = ['matched', 'unmatched', 'delayed', 'deleted'] as const;

/** The bet lists of the main API and the caller's exposure per event. */
export function betListRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;
  return [
    {
      method: 'POST',
      path: 'get-bet-list-by-ids',
      response: betRecordsResponseSchema,
      // Players see their own bets; operators (privilege 10) their downline's. Other ids are left out.
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const body = parse(betListByIdsRequestSchema, request.body);
        const ids = body.betIds.filter(isUuid);
        if (isOperator(caller.role)) requirePrivilege(caller, betPrivilege.currentBets);
        const acting = await loadActingUser(db, caller);
        const visible = isOperator(caller.role)
          ? sql`${users.path} like ${descendantsPattern(acting.path)}`
          : eq(bets.userId, acting.id);
        if (ids.length === 0) return ok({ docs: [], page: body.page, totalPages: 0, totalDocs: 0 });
        return ok(await betRecordPage(db, and(inArray(bets.id, ids), visible), body.page));
      },
    },
    {
      method: 'POST',
      path: 'alluserbetList',
      response: betRecordsResponseSchema,
      access: { kind: 'operator', privilege: betPrivilege.currentBets },
      handler: async (request) => {
        const caller = callerOf(request);
        const { page } = parse(pageQuerySchema, request.query);
        const body = parse(allUserBetListRequestSchema, request.body);
        const acting = await loadActingUser(db, caller);
        const where = and(
          sql`${users.path} like ${descendantsPattern(acting.path)}`,
          inArray(bets.status, [...currentStatuses]),
          betListFilter(body),
        );
        const records = await betRecordPage(db, where, page);
        return ok({ ...records, docs: await withDeletionAudit(db, records.docs) });
      },
    },
    {
      method: 'GET',
      path: 'get-exposer-event',
      response: exposureEventsResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
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
          .where(and(eq(marketExposures.userId, caller.actingUserId), gt(marketExposures.exposure, 0)))
          .groupBy(matches.id, matches.name, matches.sportId)
          .orderBy(asc(matches.name), asc(matches.id));
        return ok(
          rows.flatMap((row) =>
            isSportId(row.sportId)
              ? [
                  {
                    matchId: row.matchId,
                    matchName: row.matchName,
                    sportId: row.sportId,
                    exposer: fromMinor(minor(Number(row.exposure))),
                  },
                ]
              : [],
          ),
        );
      },
    },
  ];
}
