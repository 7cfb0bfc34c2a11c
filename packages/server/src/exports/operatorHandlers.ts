import { contract } from '@exchange/domain';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { callerOf } from '../http/access.ts';
import { handler } from '../http/handlers.ts';
import { cashierStatementCsv } from './cashierFiles.ts';
import { clientBalancesCsv, generalReportCsv } from './clientFiles.ts';
import type { FileDownload } from './csvFile.ts';
import { downlineBetsCsv } from './downlineBetFiles.ts';
import { gameReportsCsv } from './gameReportFiles.ts';

/** Answers a made file: its headers on the reply, its bytes as the body. */
function file(reply: FastifyReply, made: FileDownload): Buffer {
  void reply.headers(made.headers);
  return made.bytes;
}

/**
 * Issue 41: the agent panel's reports as CSV files (docs/adr/0039). Each route's access rule is its JSON
 * route's; the services check the rest as the JSON routes do (the cashier's privilege by type, a named
 * user in the subtree).
 */
export function operatorExportHandlers(context: AppContext) {
  return [
    handler(contract.generalReportExport, async ({ body, request, reply }) =>
      file(reply, await generalReportCsv(context, callerOf(request), body)),
    ),
    handler(contract.downlineBetsExport, async ({ body, request, reply }) =>
      file(reply, await downlineBetsCsv(context, callerOf(request), body)),
    ),
    handler(contract.cashierStatementExport, async ({ body, request, reply }) =>
      file(reply, await cashierStatementCsv(context, callerOf(request), body)),
    ),
    handler(contract.gameReportsExport, async ({ body, request, reply }) =>
      file(reply, await gameReportsCsv(context, callerOf(request), body)),
    ),
    handler(contract.clientBalancesExport, async ({ body, request, reply }) =>
      file(reply, await clientBalancesCsv(context, callerOf(request), body)),
    ),
  ];
}
