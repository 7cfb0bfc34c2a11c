import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { loadActingUser } from '../hierarchy/subtree.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { dayRange } from '../money/service.ts';
import { gameReport } from './gameReports.ts';
import { casinoBetPage, casinoBook, casinoReportPage } from './reports.ts';

/** The casino's bet reports (contract/endpoints/casinoBets.ts). */
export function casinoReportHandlers(context: AppContext) {
  const { db } = context;
  return [
    handler(contract.casinoBets, async ({ body, request }) =>
      ok(await casinoBetPage(db, callerOf(request).userId, body)),
    ),
    handler(contract.casinoReport, async ({ query: { page }, body, request }) =>
      ok(
        await casinoReportPage(db, {
          userId: callerOf(request).userId,
          ...dayRange(body.startDate, body.endDate),
          matchId: body.matchId,
          page,
        }),
      ),
    ),
    handler(contract.getCasinoBook, async ({ query, request }) => {
      const acting = await loadActingUser(db, callerOf(request));
      return ok(await casinoBook(db, acting, query.matchId));
    }),
    // POST game-reports (Live Casino Result): the caller's downline, or its operator's for a login account.
    handler(contract.gameReports, async ({ body, request }) => {
      const acting = await loadActingUser(db, callerOf(request));
      return ok(await gameReport(db, { acting, ...dayRange(body.startDate, body.endDate) }));
    }),
  ];
}
