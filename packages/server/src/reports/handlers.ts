import { contract } from '@exchange/domain';
import { casinoReportHandlers } from '../casino/reportHandlers.ts';
import type { AppContext } from '../context.ts';
import { loadActingUser, loadTargetInSubtree } from '../hierarchy/subtree.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { combinedBooks } from './books.ts';
import { accountFigures, downlineTotals, matchesWithBets, openMatchBetPage } from './queries.ts';
import { closedStatuses, playerBetReport, unsettledStatuses, userBook } from './service.ts';

/**
 * Reports of issue 5 (the player's bet lists, market analysis, user books), the operator's dashboard and
 * the casino's reports of issue 17.
 */
export function reportHandlers(context: AppContext) {
  const { db } = context;
  return [
    handler(contract.unsettledBets, async ({ query: { page }, body, request }) =>
      ok(await playerBetReport(context, callerOf(request), unsettledStatuses, body, page)),
    ),
    handler(contract.betHistory, async ({ query: { page }, body, request }) =>
      ok(await playerBetReport(context, callerOf(request), closedStatuses, body, page)),
    ),
    handler(contract.getMarketAnalysis, async ({ request }) => {
      const acting = await loadActingUser(db, callerOf(request));
      return ok(await combinedBooks(db, { viewer: acting, owner: acting }));
    }),
    handler(contract.getMarketAnalysisUser, async ({ query: { username }, request }) => {
      // The named user's downline (or the player itself), still at the caller's share.
      const { acting, target } = await loadTargetInSubtree(
        context,
        callerOf(request),
        { username },
        { allowSelf: true },
      );
      return ok(await combinedBooks(db, { viewer: acting, owner: target }));
    }),
    handler(contract.getUserBook, async ({ query, request }) =>
      ok(await userBook(context, callerOf(request), query)),
    ),
    handler(contract.getDashboardSummary, async ({ request }) => {
      const acting = await loadActingUser(db, callerOf(request));
      return ok({
        account: await accountFigures(db, acting),
        downline: await downlineTotals(db, acting),
        matches: await matchesWithBets(db, acting),
      });
    }),
    handler(contract.getMatchBets, async ({ query: { matchId, page }, request }) => {
      const acting = await loadActingUser(db, callerOf(request));
      return ok(await openMatchBetPage(db, acting, matchId, page));
    }),
    // The casino's own reports: Live Casino Bets, the casino report and the casino book.
    ...casinoReportHandlers(context),
  ];
}
