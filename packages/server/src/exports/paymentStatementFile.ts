import { exportFileName, paymentStatusLabels, type contract, type ParsedRequestOf } from '@exchange/domain';
import type { Caller } from '../caller.ts';
import { requestList } from '../cashier/requestList.ts';
import type { AppContext } from '../context.ts';
import {
  csvDownload,
  dateTimeIn,
  exportRowLimit,
  refuseOverLimit,
  type CsvColumn,
  type FileDownload,
} from './csvFile.ts';

/** A request as the Deposit or Withdraw Statement shows it. */
interface PaymentExportRow {
  readonly type: string;
  readonly amount: number;
  readonly date: string;
  readonly status: string;
  readonly reason: string;
}

const columns: readonly CsvColumn<PaymentExportRow>[] = [
  { key: 'type', header: 'Type' },
  { key: 'amount', header: 'Amount', amount: true },
  { key: 'date', header: 'Date' },
  { key: 'status', header: 'Status' },
  { key: 'reason', header: 'Reason' },
];

const typeLabels = { deposit: 'Deposit', withdraw: 'Withdraw' } as const;

type PaymentStatementExportBody = ParsedRequestOf<typeof contract.paymentStatementExport>['body'];

/**
 * `/depositstatement` or `/withdrawstatement` as CSV: every request of the type and status in the period,
 * read as get-deposit-withdraw-list reads a player's (its own, in one snapshot: requestPage's).
 */
export async function paymentStatementCsv(
  context: AppContext,
  caller: Caller,
  body: PaymentStatementExportBody,
): Promise<FileDownload> {
  const formatDate = dateTimeIn(body.timeZone);
  // The list's own scope: for a player (the route's only callers), its own requests.
  const { items, totalDocs } = await requestList(
    context,
    caller,
    { type: body.type, startDate: body.startDate, endDate: body.endDate, reportType: body.reportType },
    { page: 1, pageSize: exportRowLimit + 1 },
  );
  refuseOverLimit(totalDocs, 'requests');
  const name = exportFileName(`${body.type}-statement`, body, 'csv');
  return csvDownload(
    name,
    items.map((row) => ({
      type: typeLabels[row.type],
      amount: row.amount,
      date: formatDate(row.createdAt),
      status: paymentStatusLabels[row.status],
      reason: row.reason ?? '',
    })),
    columns,
  );
}
