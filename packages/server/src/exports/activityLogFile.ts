import { exportFileName, type contract, type ParsedRequestOf } from '@exchange/domain';
import { userLogsPage } from '../account/queries.ts';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import { userById } from '../hierarchy/queries.ts';
import {
  csvDownload,
  dateTimeIn,
  exportRowLimit,
  readSnapshot,
  refuseOverLimit,
  type CsvColumn,
  type FileDownload,
} from './csvFile.ts';

/** A log entry as the Activity Logs table shows it: the user's own name on every row. */
interface ActivityLogExportRow {
  readonly username: string;
  readonly date: string;
  readonly ip: string;
}

const columns: readonly CsvColumn<ActivityLogExportRow>[] = [
  { key: 'username', header: 'Username' },
  { key: 'date', header: 'Date' },
  { key: 'ip', header: 'IP Address' },
];

type ActivityLogExportBody = ParsedRequestOf<typeof contract.activityLogExport>['body'];

/**
 * `/activity-log` as CSV: every log of the type in the period, read as get-user-logs reads them (the
 * caller's own), in one snapshot.
 */
export async function activityLogCsv(
  context: AppContext,
  caller: Caller,
  body: ActivityLogExportBody,
): Promise<FileDownload> {
  const formatDate = dateTimeIn(body.timeZone);
  const { user, logs } = await readSnapshot(context.db, async (db) => ({
    user: await userById(db, caller.userId),
    logs: await userLogsPage(db, caller.userId, body, 1, exportRowLimit + 1),
  }));
  refuseOverLimit(logs.totalDocs, 'entries');
  const rows = logs.items.map((item) => ({
    username: user?.username ?? '',
    date: formatDate(item.createdAt),
    ip: item.logs.ip,
  }));
  return csvDownload(exportFileName('activity-log', body, 'csv'), rows, columns);
}
