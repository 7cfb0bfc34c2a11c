import type { contract } from '@exchange/domain';
import { fromMinor, readableNarration, type ParsedRequestOf } from '@exchange/domain';
import type { Database } from '../db/client.ts';
import { accountStatement } from '../ledger/index.ts';
import { dayRange } from '../money/service.ts';
import { dateTimeIn, exportRowLimit, refuseOverLimit } from './csvFile.ts';

/** One line of the statement as the screen shows it: its date in the viewer's zone, amounts in rupees. */
export interface StatementExportRow {
  readonly date: string;
  readonly description: string;
  readonly credit: number;
  readonly debit: number;
  readonly balance: number;
}

type ExportBody = ParsedRequestOf<typeof contract.accountStatementExport>['body'];

/** Every entry of the account's statement under the export's filters, newest first as on the screen. */
export async function statementExportRows(
  db: Database,
  userId: string,
  body: ExportBody,
): Promise<StatementExportRow[]> {
  const formatDate = dateTimeIn(body.timeZone);
  const statement = await accountStatement(db, userId, {
    ...dayRange(body.startDate, body.endDate),
    kinds: body.type === 'all' ? undefined : [body.type],
    page: 1,
    pageSize: exportRowLimit + 1,
  });
  refuseOverLimit(statement.totalDocs, 'entries');
  return statement.items.map((row) => ({
    date: formatDate(row.createdAt),
    description: readableNarration(row.narration),
    credit: fromMinor(row.credit),
    debit: fromMinor(row.debit),
    balance: fromMinor(row.balance),
  }));
}
