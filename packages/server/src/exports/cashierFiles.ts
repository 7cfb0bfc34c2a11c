import {
  exportFileName,
  paymentAccountTypeLabels,
  paymentDestinationText,
  paymentStatusLabels,
  sharedReferenceLabel,
  type contract,
  type ParsedRequestOf,
  type PaymentRequestRow,
} from '@exchange/domain';
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

/** A request as the Deposit or Withdraw Statement shows it, its Action column left out. */
interface CashierExportRow {
  readonly date: string;
  readonly user: string;
  readonly amount: number;
  /** How it was paid (a deposit) or where to pay it (a withdrawal), in the screen's words. */
  readonly method: string;
  readonly status: string;
  readonly reason: string;
}

const columnsOf = (type: PaymentRequestRow['type']): readonly CsvColumn<CashierExportRow>[] => [
  { key: 'date', header: 'Date' },
  { key: 'user', header: 'User' },
  { key: 'amount', header: 'Amount', amount: true },
  { key: 'method', header: type === 'deposit' ? 'Paid by' : 'Pay to' },
  { key: 'status', header: 'Status' },
  { key: 'reason', header: 'Reason' },
];

/** The method cell's lines, one after another: the account type, the UTR or the account, any warning. */
function methodText(row: PaymentRequestRow): string {
  const reference =
    row.type === 'deposit'
      ? `UTR ${row.utrno ?? '-'}`
      : row.bankDetail === null
        ? ''
        : paymentDestinationText(row.bankDetail);
  const shared = row.referenceSharedBy > 0 ? sharedReferenceLabel(row.referenceSharedBy) : '';
  return [paymentAccountTypeLabels[row.accountType], reference, shared].filter(Boolean).join(' · ');
}

/**
 * `/admin/depositstatement` or `/admin/withdrawstatement` as CSV: every request of the filters (period,
 * status, perhaps one user), as get-deposit-withdraw-list reads them: under Deposit or Withdraw, the
 * subtree's only. The list counts and reads its rows in one snapshot of its own.
 */
export async function cashierStatementCsv(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  body: ParsedRequestOf<typeof contract.cashierStatementExport>['body'],
): Promise<FileDownload> {
  const formatDate = dateTimeIn(body.timeZone);
  const list = await requestList(context, caller, body, { page: 1, pageSize: exportRowLimit + 1 });
  refuseOverLimit(list.totalDocs, 'requests');
  const rows = list.items.map((row): CashierExportRow => ({
    date: formatDate(row.createdAt),
    user: row.username,
    amount: row.amount,
    method: methodText(row),
    status: paymentStatusLabels[row.status],
    reason: row.reason ?? '',
  }));
  const report = body.type === 'deposit' ? 'deposit-statement' : 'withdraw-statement';
  return csvDownload(exportFileName(report, body, 'csv'), rows, columnsOf(body.type));
}
