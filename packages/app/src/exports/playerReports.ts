import {
  playerExportEndpoints,
  exportFileName,
  formatIsoDate,
  type ActivityLogType,
  type BetListFilter,
  type DateRange,
  type PaymentRequestType,
  type PaymentStatusFilter,
} from '@exchange/domain';
import type { Api } from '../api/api.ts';
import type { CasinoBetsFilter } from '../api/casino.ts';
import { callEndpoint } from '../api/contractClient.ts';
import { csvFields, saveCsv } from './saveCsv.ts';

/**
 * The player's reports as the server makes their CSV files (issue 41, docs/adr/0039): the filters the
 * screen applied, every row of them, dates in the browser's time zone as the screen shows them.
 */

/** `/profitloss`: the caller's result on each market of the period (an operator's share, its book). */
export const downloadProfitLoss = (api: Api, range: DateRange) =>
  saveCsv(
    exportFileName('profit-loss', range, 'csv'),
    callEndpoint(api, playerExportEndpoints.profitLossExport, { body: { ...range, ...csvFields() } }),
  );

/** `/bethistory` or `/unsettledbet`: the player's bets of the period and bet type. */
export const downloadBetReport = (
  api: Api,
  report: 'history' | 'unsettled',
  filter: DateRange & { betType: BetListFilter },
) =>
  saveCsv(
    exportFileName(report === 'history' ? 'bet-history' : 'unsettled-bets', filter, 'csv'),
    callEndpoint(
      api,
      report === 'history'
        ? playerExportEndpoints.betHistoryExport
        : playerExportEndpoints.unsettledBetsExport,
      {
        body: { ...filter, ...csvFields() },
      },
    ),
  );

/** `/casino-bets`: the player's casino bets since the start date, to today. */
export const downloadCasinoBets = (api: Api, filter: CasinoBetsFilter) =>
  saveCsv(
    exportFileName('casino-bets', { startDate: filter.startDate, endDate: formatIsoDate(new Date()) }, 'csv'),
    callEndpoint(api, playerExportEndpoints.casinoBetsExport, { body: { ...filter, ...csvFields() } }),
  );

/** `/casinoreport`: the player's settled rounds of the period, of one game or all. */
export const downloadCasinoReport = (api: Api, range: DateRange, matchId: number | undefined) =>
  saveCsv(
    exportFileName('casino-report', range, 'csv'),
    callEndpoint(api, playerExportEndpoints.casinoReportExport, {
      body: { ...range, ...(matchId !== undefined && { matchId }), ...csvFields() },
    }),
  );

/** `/depositstatement` or `/withdrawstatement`: the player's requests of the period and status. */
export const downloadPaymentStatement = (
  api: Api,
  filter: DateRange & { type: PaymentRequestType; reportType: PaymentStatusFilter },
) =>
  saveCsv(
    exportFileName(`${filter.type}-statement`, filter, 'csv'),
    callEndpoint(api, playerExportEndpoints.paymentStatementExport, { body: { ...filter, ...csvFields() } }),
  );

/** `/activity-log`: the caller's logins or password changes of the period. */
export const downloadActivityLog = (api: Api, filter: DateRange & { reportType: ActivityLogType }) =>
  saveCsv(
    exportFileName('activity-log', filter, 'csv'),
    callEndpoint(api, playerExportEndpoints.activityLogExport, { body: { ...filter, ...csvFields() } }),
  );
