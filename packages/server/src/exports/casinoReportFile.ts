import {
  casinoRoundLabel,
  exportFileName,
  shortReference,
  type contract,
  type ParsedRequestOf,
} from '@exchange/domain';
import type { Caller } from '../caller.ts';
import { casinoReportPage } from '../casino/reports.ts';
import type { AppContext } from '../context.ts';
import { dayRange } from '../money/service.ts';
import {
  csvDownload,
  dateTimeIn,
  exportRowLimit,
  readSnapshot,
  refuseOverLimit,
  type CsvColumn,
  type FileDownload,
} from './csvFile.ts';

/** A settled round as the Casino Report shows it. */
interface CasinoReportExportRow {
  readonly settled: string;
  readonly game: string;
  readonly round: string;
  readonly winner: string;
  readonly bets: number;
  readonly stake: number;
  readonly pnl: number;
}

const columns: readonly CsvColumn<CasinoReportExportRow>[] = [
  { key: 'settled', header: 'Settled' },
  { key: 'game', header: 'Game' },
  { key: 'round', header: 'Market Id' },
  { key: 'winner', header: 'Winner' },
  { key: 'bets', header: 'Bets' },
  { key: 'stake', header: 'Stake', amount: true },
  { key: 'pnl', header: 'Profit/Loss', amount: true },
];

type CasinoReportExportBody = ParsedRequestOf<typeof contract.casinoReportExport>['body'];

/**
 * `/casinoreport` as CSV: every settled round of the period (of one game or all), read as casino-report
 * reads them (the caller's own), in one snapshot; a round by its short reference as the screen shows it.
 */
export async function casinoReportCsv(
  context: AppContext,
  caller: Caller,
  body: CasinoReportExportBody,
): Promise<FileDownload> {
  const formatDate = dateTimeIn(body.timeZone);
  const { items, totalDocs } = await readSnapshot(context.db, (db) =>
    casinoReportPage(db, {
      userId: caller.userId,
      ...dayRange(body.startDate, body.endDate),
      matchId: body.matchId,
      page: 1,
      pageSize: exportRowLimit + 1,
    }),
  );
  refuseOverLimit(totalDocs, 'rounds');
  const rows = items.map((row) => ({
    settled: formatDate(row.settledAt),
    game: row.gameName,
    round: shortReference(casinoRoundLabel(row.mid)),
    winner: row.winnerName,
    bets: row.bets,
    stake: row.stake,
    pnl: row.pnl,
  }));
  return csvDownload(exportFileName('casino-report', body, 'csv'), rows, columns);
}
