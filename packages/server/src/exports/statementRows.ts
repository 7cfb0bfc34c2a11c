import type { contract } from '@exchange/domain';
import { fromMinor, readableNarration, Refusal, type ParsedRequestOf } from '@exchange/domain';
import type { Database } from '../db/client.ts';
import { accountStatement } from '../ledger/index.ts';
import { dayRange } from '../money/service.ts';

/**
 * The most rows one export holds. The statement is read in one snapshot (so no row shows twice or goes
 * missing while money moves); past this a period is refused, to be narrowed, rather than cut silently.
 */
export const exportRowLimit = 50_000;

/** One line of the statement as the screen shows it: its date in the viewer's zone, amounts in rupees. */
export interface StatementExportRow {
  readonly date: string;
  readonly description: string;
  readonly credit: number;
  readonly debit: number;
  readonly balance: number;
}

type ExportBody = ParsedRequestOf<typeof contract.accountStatementExport>['body'];

/** 'dd/MM/yyyy HH:mm:ss' in `timeZone`: the screen's format (domain formatDateTime), in the viewer's zone. */
function dateTimeIn(timeZone: string): (date: Date) => string {
  let parts: Intl.DateTimeFormat;
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    throw new Refusal('invalid_input', 'timeZone: not a time zone');
  }
  return (date) => {
    const part = Object.fromEntries(parts.formatToParts(date).map(({ type, value }) => [type, value]));
    return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
  };
}

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
  if (statement.totalDocs > exportRowLimit) {
    throw new Refusal(
      'invalid_input',
      `The period holds more than ${exportRowLimit.toLocaleString('en-IN')} entries: choose a shorter one`,
    );
  }
  return statement.items.map((row) => ({
    date: formatDate(row.createdAt),
    description: readableNarration(row.narration),
    credit: fromMinor(row.credit),
    debit: fromMinor(row.debit),
    balance: fromMinor(row.balance),
  }));
}
