import {
  exportFileName,
  narrationLabel,
  sportName,
  type contract,
  type ParsedRequestOf,
} from '@exchange/domain';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import { dayRange } from '../money/service.ts';
import { profitLossPage } from '../reports/profitLoss.ts';
import {
  csvDownload,
  exportRowLimit,
  readSnapshot,
  refuseOverLimit,
  type CsvColumn,
  type FileDownload,
} from './csvFile.ts';

/** A market's result as the P/L table shows it. */
interface ProfitLossExportRow {
  readonly sport: string;
  readonly event: string;
  readonly gross: number;
  readonly commission: number;
  readonly net: number;
}

type ProfitLossExportBody = ParsedRequestOf<typeof contract.profitLossExport>['body'];

/**
 * `/profitloss` as CSV: every market of the period, read as profit-loss reads it (the caller's own
 * results; an operator's share of its downline's), in one snapshot. As on the screen, Gross and
 * Commission show only when the period charged commission, and the result is then headed Net.
 */
export async function profitLossCsv(
  context: AppContext,
  caller: Caller,
  body: ProfitLossExportBody,
): Promise<FileDownload> {
  const { items, totalDocs } = await readSnapshot(context.db, (db) =>
    profitLossPage(db, {
      userId: caller.actingUserId,
      role: caller.role,
      ...dayRange(body.startDate, body.endDate),
      page: 1,
      pageSize: exportRowLimit + 1,
    }),
  );
  refuseOverLimit(totalDocs, 'markets');
  const rows = items.map((row) => ({
    sport: sportName(row.sportId) ?? '',
    event: narrationLabel(row.narration),
    gross: row.gross,
    commission: row.commission,
    net: row.total,
  }));
  const commissioned = rows.some((row) => row.commission !== 0);
  const columns: CsvColumn<ProfitLossExportRow>[] = [
    { key: 'sport', header: 'Sport' },
    { key: 'event', header: 'Event' },
    ...(commissioned
      ? [
          { key: 'gross', header: 'Gross', amount: true } as const,
          { key: 'commission', header: 'Commission', amount: true } as const,
        ]
      : []),
    { key: 'net', header: commissioned ? 'Net' : 'Profit/Loss', amount: true },
  ];
  return csvDownload(exportFileName('profit-loss', body, 'csv'), rows, columns);
}
