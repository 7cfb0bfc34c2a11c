import { contract } from '@exchange/domain';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { handler } from '../http/handlers.ts';
import { activityLogCsv } from './activityLogFile.ts';
import { betReportCsv, casinoBetsCsv } from './betFiles.ts';
import { casinoReportCsv } from './casinoReportFile.ts';
import type { FileDownload } from './csvFile.ts';
import { paymentStatementCsv } from './paymentStatementFile.ts';
import { profitLossCsv } from './profitLossFile.ts';

/** Answers a made file: its headers on the reply, its bytes as the body. */
function answer(reply: FastifyReply, file: FileDownload): Buffer {
  void reply.headers(file.headers);
  return file.bytes;
}

/**
 * The player's reports as CSV (issue 41, docs/adr/0039): each reads through its JSON route's service with
 * the same caller, so the file holds the rows, and only the rows, the screen would page through.
 */
export function playerExportHandlers(context: AppContext) {
  return [
    handler(contract.profitLossExport, async ({ body, request, reply }) =>
      answer(reply, await profitLossCsv(context, callerOf(request), body)),
    ),
    handler(contract.betHistoryExport, async ({ body, request, reply }) =>
      answer(reply, await betReportCsv(context, callerOf(request), 'history', body)),
    ),
    handler(contract.unsettledBetsExport, async ({ body, request, reply }) =>
      answer(reply, await betReportCsv(context, callerOf(request), 'unsettled', body)),
    ),
    handler(contract.casinoBetsExport, async ({ body, request, reply }) =>
      answer(reply, await casinoBetsCsv(context, callerOf(request), body)),
    ),
    handler(contract.casinoReportExport, async ({ body, request, reply }) =>
      answer(reply, await casinoReportCsv(context, callerOf(request), body)),
    ),
    handler(contract.paymentStatementExport, async ({ body, request, reply }) =>
      answer(reply, await paymentStatementCsv(context, callerOf(request), body)),
    ),
    handler(contract.activityLogExport, async ({ body, request, reply }) =>
      answer(reply, await activityLogCsv(context, callerOf(request), body)),
    ),
  ];
}
