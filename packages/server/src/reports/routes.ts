import {
  allUserBetListRequestSchema,
  betRecordsResponseSchema,
  fromMinor,
  isOperator,
  marketAnalysisResponseSchema,
  marketAnalysisUserQuerySchema,
  minor,
  pageQuerySchema,
  userBookQuerySchema,
  userBookResponseSchema,
  Refusal,
} from '@exchange/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { betRecordPage } from '../bets/betRecords.ts';
import { bets, markets, runners } from '../db/exchangeSchema.ts';
import { requirePrivilege } from '../hierarchy/common.ts';
import { loadActingUser, loadTargetInSubtree, type UserRow } from '../hierarchy/subtree.ts';
import { callerOf, type Caller } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { betListFilter } from './betFilters.ts';
import { combinedBooks } from './books.ts';

/** Spec 3 privilege 2 (Market Analysis): the books of the downline. */
export const marketAnalysisPrivilege = 2;

/** Bets still at stake (the player's /unsettledbet) and bets that are over (its /bethistory). */
const unsettledStatuses = ['matched', 'unmatched', 'delayed'] as const;
const closedStatuses = ['settled', 'void', 'cancelled', 'lapsed', 'deleted', 'refused'] as const;

/** The player's bet reports: a period of its bets in some statuses, newest first, as report rows. */
function playerBetReport(
  context: AppContext,
  path: string,
  statuses: readonly (typeof bets.$inferSelect)['status'][],
): RouteDefinition {
  const { db } = context;
  return {
    method: 'POST',
    path,
    response: betRecordsResponseSchema,
    access: { kind: 'player' },
    handler: async (request) => {
      const caller = callerOf(request);
      const { page } = parse(pageQuerySchema, request.query);
      const body = parse(allUserBetListRequestSchema, request.body);
      const where = and(
        eq(bets.userId, caller.userId),
        inArray(bets.status, [...statuses]),
        betListFilter(body),
      );
      const records = await betRecordPage(db, where, page);
      const ids = records.docs.map((doc) => doc._id);
      const outcomes =
        ids.length === 0
          ? []
          : await db.select({ id: bets.id, pnl: bets.pnl }).from(bets).where(inArray(bets.id, ids));
      const pnlOf = new Map(outcomes.map((row) => [row.id, row.pnl]));
      return ok({
        ...records,
        docs: records.docs.map((doc) => {
          const pnl = pnlOf.get(doc._id);
          return pnl === null || pnl === undefined ? doc : { ...doc, pnl: fromMinor(minor(pnl)) };
        }),
      });
    },
  };
}

/** Player: its own book. Operator (Market Analysis): itself or a user of its downline. */
async function bookViewer(context: AppContext, caller: Caller, username: string | undefined) {
  const acting = await loadActingUser(context.db, caller);
  if (isOperator(caller.role)) requirePrivilege(caller, marketAnalysisPrivilege);
  const named = username?.trim();
  if (!named || named.toLowerCase() === acting.username.toLowerCase())
    return { viewer: acting, owner: acting };
  if (!isOperator(caller.role)) throw new Refusal('not_in_subtree');
  const { target } = await loadTargetInSubtree(context, caller, { username: named });
  return { viewer: target, owner: target };
}

/** Reports of issue 5: the player's bet lists, market analysis and user books. */
export function reportRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;
  const analysis = (viewer: UserRow, owner: UserRow) => combinedBooks(db, { viewer, owner });
  return [
    playerBetReport(context, 'unsettled-bets', unsettledStatuses),
    playerBetReport(context, 'bet-history', closedStatuses),
    {
      method: 'GET',
      path: 'get-market-analysis',
      response: marketAnalysisResponseSchema,
      access: { kind: 'operator', privilege: marketAnalysisPrivilege },
      handler: async (request) => {
        const acting = await loadActingUser(db, callerOf(request));
        return ok(await analysis(acting, acting));
      },
    },
    {
      method: 'GET',
      path: 'get-market-analysis-user',
      response: marketAnalysisResponseSchema,
      access: { kind: 'operator', privilege: marketAnalysisPrivilege },
      handler: async (request) => {
        const caller = callerOf(request);
        const { username } = parse(marketAnalysisUserQuerySchema, request.query);
        // The named user's downline (or the player itself), still at the caller's share.
        const { acting, target } = await loadTargetInSubtree(
          context,
          caller,
          { username },
          { allowSelf: true },
        );
        return ok(await analysis(acting, target));
      },
    },
    {
      method: 'GET',
      path: 'get-user-book',
      response: userBookResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const query = parse(userBookQuerySchema, request.query);
        const { viewer, owner } = await bookViewer(context, caller, query.username);
        const [match] = await combinedBooks(db, {
          viewer,
          owner,
          matchId: query.matchId,
          marketId: query.marketId,
        });
        const book = match?.markets[0]?.profitlist;
        if (book) return ok(book);
        // Nothing at stake there: every runner at zero.
        const [market] = await db
          .select({ id: markets.id })
          .from(markets)
          .where(and(eq(markets.id, query.marketId), eq(markets.matchId, query.matchId)));
        if (!market) throw new Refusal('not_found');
        const rows = await db
          .select({ selectionId: runners.selectionId, runnerName: runners.name })
          .from(runners)
          .where(eq(runners.marketId, market.id))
          .orderBy(asc(runners.sortOrder), asc(runners.selectionId));
        return ok(rows.map((row) => ({ ...row, amount: 0 })));
      },
    },
  ];
}
