import { contract, exportFileName, privilege } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { handler } from '../http/handlers.ts';
import { readTarget } from '../money/service.ts';
import { downloadHeaders } from './csvFile.ts';
import { playerExportHandlers } from './playerHandlers.ts';
import { statementCsv, statementPdf } from './statementFiles.ts';
import { statementExportRows } from './statementRows.ts';

/** Issue 41: the reports the server makes files of (docs/adr/0039). */
export function exportHandlers(context: AppContext) {
  return [
    handler(contract.accountStatementExport, async ({ body, request, reply }) => {
      // The statement's own check: another user's is Account Statement, and in the caller's subtree.
      const target = await readTarget(context, callerOf(request), body.username, privilege.accountStatement);
      const rows = await statementExportRows(context.db, target.id, body);
      void reply.headers(
        downloadHeaders(body.format, exportFileName('account-statement', body, body.format)),
      );
      if (body.format === 'csv') return statementCsv(rows);
      const own = target.id === callerOf(request).actingUserId;
      return statementPdf(rows, {
        title: own ? 'Account Statement' : `Account Statement: ${target.username}`,
        period: `${body.startDate} to ${body.endDate} (times in ${body.timeZone})`,
      });
    }),
    ...playerExportHandlers(context),
  ];
}
