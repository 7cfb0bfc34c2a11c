import * as v from 'valibot';
import { privilege } from '../../constants/privileges.ts';
import { allUserBetListRequestSchema } from '../../schemas/bets.ts';
import { gameReportRequestSchema } from '../../schemas/casinoBets.ts';
import { csvExportFields } from '../../schemas/exports.ts';
import { paymentRequestListRequestSchema } from '../../schemas/payments.ts';
import { startNotAfterEnd } from '../../schemas/primitives.ts';
import { userListQuerySchema } from '../../schemas/users.ts';
import { endpoint } from '../endpoint.ts';
import { csvExport } from './csvExport.ts';
import { generalReportRequestSchema } from './money.ts';

/**
 * The agent panel's reports as CSV files (issue 41, docs/adr/0039): each is its JSON route's filters
 * without the page (the file holds every row of them) plus the file's fields, under the JSON route's
 * access rule, answered through the same service.
 */

export const operatorExportEndpoints = {
  generalReportExport: endpoint({
    ...csvExport,
    path: 'general-report-export',
    summary:
      "Every row of general-report's type as a CSV file: the operator's direct children with their balance or credit reference",
    access: { kind: 'operator', privilege: privilege.userList },
    body: v.object({ ...v.omit(generalReportRequestSchema, ['page']).entries, ...csvExportFields }),
    refusals: [],
  }),
  downlineBetsExport: endpoint({
    ...csvExport,
    path: 'downline-bets-export',
    summary: "Every bet of alluserbetList's filters as a CSV file: the downline's open and deleted bets",
    access: { kind: 'operator', privilege: privilege.currentBets },
    body: v.pipe(
      v.object({ ...allUserBetListRequestSchema.pipe[0].entries, ...csvExportFields }),
      startNotAfterEnd(),
    ),
    refusals: [],
  }),
  cashierStatementExport: endpoint({
    ...csvExport,
    path: 'cashier-statement-export',
    summary:
      "Every request of get-deposit-withdraw-list's filters as a CSV file: the subtree's deposits (Deposit) or withdrawals (Withdraw)",
    // Deposit for deposits, Withdraw for withdrawals, as the list: the type decides, so the call checks.
    access: { kind: 'operator' },
    body: v.pipe(
      v.object({
        ...v.omit(paymentRequestListRequestSchema.pipe[0], ['pageSize']).entries,
        ...csvExportFields,
      }),
      startNotAfterEnd(),
    ),
    refusals: ['not_found', 'not_in_subtree'],
  }),
  gameReportsExport: endpoint({
    ...csvExport,
    path: 'game-reports-export',
    summary:
      "game-reports of the period as a CSV file: the downline's casino results by game, with their total",
    access: { kind: 'operator', privilege: privilege.liveCasinoResult },
    body: v.pipe(
      v.object({ ...gameReportRequestSchema.pipe[0].entries, ...csvExportFields }),
      startNotAfterEnd(),
    ),
    refusals: [],
  }),
  clientBalancesExport: endpoint({
    ...csvExport,
    path: 'client-balances-export',
    summary:
      "Every child of get-user-list's filters as a CSV file: the money of the operator's clients, or of a subtree user's",
    access: { kind: 'operator', privilege: privilege.userList },
    body: v.object({ ...v.omit(userListQuerySchema, ['page']).entries, ...csvExportFields }),
    refusals: ['not_found', 'not_in_subtree'],
  }),
};
