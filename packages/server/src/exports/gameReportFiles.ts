import { exportFileName, type contract, type ParsedRequestOf } from '@exchange/domain';
import type { Caller } from '../caller.ts';
import { gameReport } from '../casino/gameReports.ts';
import type { AppContext } from '../context.ts';
import { loadActingUser } from '../hierarchy/subtree.ts';
import { dayRange } from '../money/service.ts';
import { csvDownload, readSnapshot, type CsvColumn, type FileDownload } from './csvFile.ts';

/** A game's line of Game Reports, or their Total. */
interface GameReportExportRow {
  readonly game: string;
  readonly rounds: number;
  readonly bets: number;
  readonly stake: number;
  readonly downlinePnl: number;
  readonly pnl: number;
}

const columns: readonly CsvColumn<GameReportExportRow>[] = [
  { key: 'game', header: 'Game' },
  { key: 'rounds', header: 'Rounds' },
  { key: 'bets', header: 'Bets' },
  { key: 'stake', header: 'Stake', amount: true },
  { key: 'downlinePnl', header: 'Downline P/L', amount: true },
  { key: 'pnl', header: 'Your P/L', amount: true },
];

/**
 * `/admin/game-reports` as CSV: the downline's casino results of the period by game, as game-reports reads
 * them (one line a game, never paged), then the Total line the screen ends with; in one snapshot.
 */
export async function gameReportsCsv(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  body: ParsedRequestOf<typeof contract.gameReportsExport>['body'],
): Promise<FileDownload> {
  const report = await readSnapshot(context.db, async (db) =>
    gameReport(db, { acting: await loadActingUser(db, caller), ...dayRange(body.startDate, body.endDate) }),
  );
  const rows: GameReportExportRow[] = [
    ...report.items.map(({ gameName, rounds, bets, stake, downlinePnl, pnl }) => ({
      game: gameName,
      rounds,
      bets,
      stake,
      downlinePnl,
      pnl,
    })),
  ];
  // The screen shows "No Result Found" rather than a Total of nothing.
  if (rows.length > 0) rows.push({ game: 'Total', ...report.total });
  return csvDownload(exportFileName('game-reports', body, 'csv'), rows, columns);
}
