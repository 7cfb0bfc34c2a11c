import {
  exportFileName,
  fromMinor,
  labels,
  roleLabels,
  sumMinor,
  toMinor,
  type contract,
  type ParsedRequestOf,
} from '@exchange/domain';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import { userListPage } from '../hierarchy/service.ts';
import { generalReportPage } from '../money/generalReport.ts';
import {
  csvDownload,
  exportRowLimit,
  readSnapshot,
  refuseOverLimit,
  todayIn,
  type CsvColumn,
  type FileDownload,
} from './csvFile.ts';

type Body<Name extends keyof typeof contract> = ParsedRequestOf<(typeof contract)[Name]>['body'];

/** A list of clients as it stands now: the file is named for the day it was taken, in the viewer's zone. */
const today = (timeZone: string) => {
  const day = todayIn(timeZone);
  return { startDate: day, endDate: day };
};

/** A row of `generalreport`: Sr.No, the client as "username (full name)", and its amount. */
interface GeneralReportExportRow {
  readonly srNo: number;
  readonly name: string;
  readonly amount: number;
}

const [srNoHeader = 'Sr.No', nameHeader = 'Name', amountHeader = 'Amount'] = labels.generalReportColumns;
const generalReportColumns: readonly CsvColumn<GeneralReportExportRow>[] = [
  { key: 'srNo', header: srNoHeader },
  { key: 'name', header: nameHeader },
  { key: 'amount', header: amountHeader, amount: true },
];

/** `/admin/generalreport` as CSV: every direct child of the report's type, as general-report reads them. */
export async function generalReportCsv(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  body: Body<'generalReportExport'>,
): Promise<FileDownload> {
  const report = await readSnapshot(context.db, (db) =>
    generalReportPage(db, caller, { type: body.type, page: 1, pageSize: exportRowLimit + 1 }),
  );
  refuseOverLimit(report.totalDocs, 'clients');
  return csvDownload(
    exportFileName(
      body.type === 'c2' ? 'credit-reference-report' : 'general-report',
      today(body.timeZone),
      'csv',
    ),
    report.items.map((row) => ({
      srNo: row.srNo,
      name: `${row.username} (${row.fullname})`,
      amount: row.amount,
    })),
    generalReportColumns,
  );
}

/** A row of `user2` (Client Balances): the client, its role, its money and its status. */
interface ClientBalanceExportRow {
  readonly username: string;
  readonly role: string;
  readonly creditReference: number;
  readonly balance: number;
  readonly clientProfitLoss: number;
  readonly exposure: number;
  readonly available: number;
  readonly status: string;
}

const clientBalanceColumns: readonly CsvColumn<ClientBalanceExportRow>[] = [
  { key: 'username', header: 'Username' },
  { key: 'role', header: 'Role' },
  { key: 'creditReference', header: 'Credit Ref.', amount: true },
  { key: 'balance', header: 'Balance', amount: true },
  { key: 'clientProfitLoss', header: 'Client P/L', amount: true },
  { key: 'exposure', header: 'Exposure', amount: true },
  { key: 'available', header: 'Available Bal.', amount: true },
  { key: 'status', header: 'Status' },
];

/**
 * `/admin/user2[/{username}]` as CSV: every child of the filters (role, status, the name search), as
 * get-user-list reads them, and the screen's Total line under them when there is more than one.
 */
export async function clientBalancesCsv(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  body: Body<'clientBalancesExport'>,
): Promise<FileDownload> {
  const filter = { username: body.username, search: body.search, type: body.type, status: body.status };
  const list = await readSnapshot(context.db, (db) =>
    userListPage({ db }, caller, { ...filter, page: 1, pageSize: exportRowLimit + 1 }),
  );
  refuseOverLimit(list.totalDocs, 'clients');
  const rows: ClientBalanceExportRow[] = list.items.map((client) => ({
    username: client.username,
    // The responsible-gaming rules differ in the UK (spec 9): the screen marks whose apply.
    role: `${roleLabels[client.role]}${client.jurisdiction === 'uk' ? ' · UK' : ''}`,
    creditReference: client.creditRefrences,
    balance: client.balance,
    clientProfitLoss: client.clientPL,
    exposure: client.exposer,
    available: client.available,
    status: client.userLock ? 'Locked' : client.betLock ? 'Active, Bet locked' : 'Active',
  }));
  if (rows.length > 1) {
    // Summed in minor units, as the screen does, so the total is exact.
    const total = (field: 'creditReference' | 'balance' | 'clientProfitLoss' | 'exposure' | 'available') =>
      fromMinor(sumMinor(rows.map((row) => toMinor(row[field]))));
    rows.push({
      username: 'Total',
      role: `${rows.length} clients`,
      creditReference: total('creditReference'),
      balance: total('balance'),
      clientProfitLoss: total('clientProfitLoss'),
      exposure: total('exposure'),
      available: total('available'),
      status: '',
    });
  }
  return csvDownload(
    exportFileName('client-balances', today(body.timeZone), 'csv'),
    rows,
    clientBalanceColumns,
  );
}
