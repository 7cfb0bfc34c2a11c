import * as v from 'valibot';
import { casinoReportRequestSchema } from '../../schemas/casinoBets.ts';
import { allUserBetListRequestSchema, casinoBetsRequestSchema } from '../../schemas/bets.ts';
import { csvExportFields } from '../../schemas/exports.ts';
import { paymentRequestListRequestSchema } from '../../schemas/payments.ts';
import { startNotAfterEnd } from '../../schemas/primitives.ts';
import { profitLossRequestSchema, userLogsRequestSchema } from '../../schemas/reports.ts';
import { endpoint } from '../endpoint.ts';
import { csvExport } from './csvExport.ts';

/**
 * The player's reports as CSV files (issue 41, docs/adr/0039): each is its JSON route's filters (never a
 * page: the file holds every row of them) plus the file's fields, answered by the same service with the
 * same access rule.
 */

const betListExportBodySchema = v.pipe(
  v.object({ ...allUserBetListRequestSchema.pipe[0].entries, ...csvExportFields }),
  startNotAfterEnd(),
);

export const playerExportEndpoints = {
  profitLossExport: endpoint({
    ...csvExport,
    path: 'profit-loss-export',
    summary:
      "Every row of profit-loss's filters as a CSV file: the caller's own results per market (an operator's: its share of the downline's)",
    access: { kind: 'signed-in' },
    body: v.pipe(
      v.object({ ...profitLossRequestSchema.pipe[0].entries, ...csvExportFields }),
      startNotAfterEnd(),
    ),
    refusals: [],
  }),
  betHistoryExport: endpoint({
    ...csvExport,
    path: 'bet-history-export',
    summary: "Every bet of bet-history's filters as a CSV file: the player's bets that are over",
    access: { kind: 'player' },
    body: betListExportBodySchema,
    refusals: [],
  }),
  unsettledBetsExport: endpoint({
    ...csvExport,
    path: 'unsettled-bets-export',
    summary: "Every bet of unsettled-bets' filters as a CSV file: the player's bets still at stake",
    access: { kind: 'player' },
    body: betListExportBodySchema,
    refusals: [],
  }),
  casinoBetsExport: endpoint({
    ...csvExport,
    path: 'casino-bets-export',
    summary: "Every bet of casino-bets' filters as a CSV file: the player's casino bets since a date",
    access: { kind: 'player' },
    body: v.object({ ...v.omit(casinoBetsRequestSchema, ['page']).entries, ...csvExportFields }),
    refusals: [],
  }),
  casinoReportExport: endpoint({
    ...csvExport,
    path: 'casino-report-export',
    summary: "Every round of casino-report's filters as a CSV file: the player's settled casino rounds",
    access: { kind: 'player' },
    body: v.pipe(
      v.object({ ...casinoReportRequestSchema.pipe[0].entries, ...csvExportFields }),
      startNotAfterEnd(),
    ),
    refusals: [],
  }),
  paymentStatementExport: endpoint({
    ...csvExport,
    path: 'payment-statement-export',
    summary:
      "Every request of get-deposit-withdraw-list's filters as a CSV file: the player's own deposit or withdrawal requests",
    access: { kind: 'player' },
    body: v.pipe(
      v.object({
        ...v.omit(paymentRequestListRequestSchema.pipe[0], ['username', 'pageSize']).entries,
        ...csvExportFields,
      }),
      startNotAfterEnd(),
    ),
    refusals: [],
  }),
  activityLogExport: endpoint({
    ...csvExport,
    path: 'activity-log-export',
    summary:
      "Every entry of get-user-logs' filters as a CSV file: the caller's own logins or password changes",
    access: { kind: 'signed-in' },
    body: v.pipe(
      v.object({ ...userLogsRequestSchema.pipe[0].entries, ...csvExportFields }),
      startNotAfterEnd(),
    ),
    refusals: [],
  }),
};
