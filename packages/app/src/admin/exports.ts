import {
  contract,
  exportFileName,
  formatIsoDate,
  type BetListFilter,
  type DateRange,
  type GeneralReportType,
  type PaymentRequestType,
  type PaymentStatusFilter,
  type Role,
} from '@exchange/domain';
import type { Api } from '../api/api.ts';
import { callEndpoint } from '../api/contractClient.ts';
import { csvFields, saveCsv } from '../exports/saveCsv.ts';
import { withoutEmpty } from './api.ts';

/**
 * The agent panel's reports as the server makes their CSV files (issue 41, docs/adr/0039): the filters
 * the screen applied, every row of them, dates in the browser's time zone as the screen shows them.
 */

/** A list as it stands now (no period): its file is named for today. */
const today = (): DateRange => {
  const day = formatIsoDate(new Date());
  return { startDate: day, endDate: day };
};

/** `/admin/generalreport`: the direct children's balances (ALL) or credit references (c2). */
export const downloadGeneralReport = (api: Api, type: GeneralReportType) =>
  saveCsv(
    exportFileName(type === 'c2' ? 'credit-reference-report' : 'general-report', today(), 'csv'),
    callEndpoint(api, contract.generalReportExport, { body: { type, ...csvFields() } }),
  );

/** `/admin/unsettledbet`: the downline's open and deleted bets of the period and side. */
export const downloadDownlineBets = (api: Api, filter: DateRange & { betType: BetListFilter }) =>
  saveCsv(
    exportFileName('downline-bets', filter, 'csv'),
    callEndpoint(api, contract.downlineBetsExport, { body: { ...filter, ...csvFields() } }),
  );

/** `/admin/depositstatement` or `/admin/withdrawstatement`: the subtree's requests of the filters. */
export const downloadCashierStatement = (
  api: Api,
  {
    username,
    ...filter
  }: DateRange & {
    type: PaymentRequestType;
    reportType: PaymentStatusFilter;
    username: string;
  },
) =>
  saveCsv(
    exportFileName(`${filter.type}-statement`, filter, 'csv'),
    callEndpoint(api, contract.cashierStatementExport, {
      body: { ...filter, ...(username !== '' && { username }), ...csvFields() },
    }),
  );

/** `/admin/game-reports`: the downline's casino results of the period by game. */
export const downloadGameReports = (api: Api, range: DateRange) =>
  saveCsv(
    exportFileName('game-reports', range, 'csv'),
    callEndpoint(api, contract.gameReportsExport, { body: { ...range, ...csvFields() } }),
  );

/** `/admin/user2`: the money of the operator's clients, or of a subtree user's, by role, status and name. */
export const downloadClientBalances = (
  api: Api,
  filter: { username?: string; search: string; type: Role | ''; status: 'active' | 'locked' | '' },
) =>
  saveCsv(
    exportFileName('client-balances', today(), 'csv'),
    callEndpoint(api, contract.clientBalancesExport, { body: { ...withoutEmpty(filter), ...csvFields() } }),
  );
