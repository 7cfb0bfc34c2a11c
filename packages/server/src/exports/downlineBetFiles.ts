import {
  betRecordFromWire,
  betReportStatus,
  exportFileName,
  fromMinor,
  nationLabel,
  type contract,
  type ParsedRequestOf,
} from '@exchange/domain';
import { downlineCurrentBets } from '../bets/service.ts';
import type { Caller } from '../caller.ts';
import type { AppContext } from '../context.ts';
import {
  csvDownload,
  dateTimeIn,
  exportRowLimit,
  readSnapshot,
  refuseOverLimit,
  type CsvColumn,
  type FileDownload,
} from './csvFile.ts';

/** A bet as Current Bets shows it (DownlineBetsScreen), its Action column left out. */
interface DownlineBetExportRow {
  readonly username: string;
  readonly event: string;
  readonly market: string;
  readonly nation: string;
  readonly type: string;
  readonly amount: number;
  readonly placed: string;
  /** pending or deleted, and by whom and when a deleted one was. */
  readonly status: string;
}

const columns: readonly CsvColumn<DownlineBetExportRow>[] = [
  { key: 'username', header: 'Username' },
  { key: 'event', header: 'Event Name' },
  { key: 'market', header: 'Market Name' },
  { key: 'nation', header: 'Nation' },
  { key: 'type', header: 'Type' },
  { key: 'amount', header: 'Amount', amount: true },
  { key: 'placed', header: 'Place Date' },
  { key: 'status', header: 'Status' },
];

/**
 * `/admin/unsettledbet[/{type}]` as CSV: every open and deleted bet of the downline placed in the period,
 * by side and sport, as alluserbetList reads them, in one snapshot.
 */
export async function downlineBetsCsv(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  body: ParsedRequestOf<typeof contract.downlineBetsExport>['body'],
): Promise<FileDownload> {
  const formatDate = dateTimeIn(body.timeZone);
  const filter = {
    startDate: body.startDate,
    endDate: body.endDate,
    betType: body.betType,
    sportId: body.sportId,
  };
  const { docs, totalDocs } = await readSnapshot(context.db, (db) =>
    downlineCurrentBets({ db }, caller, 1, filter, exportRowLimit + 1),
  );
  refuseOverLimit(totalDocs, 'bets');
  const rows = docs.map((wire): DownlineBetExportRow => {
    const bet = betRecordFromWire(wire);
    const status = betReportStatus(bet.bet_status ?? '');
    const deletion =
      bet.deletedBy && bet.deletedAt ? ` by ${bet.deletedBy}, ${formatDate(bet.deletedAt)}` : '';
    return {
      username: bet.username ?? '',
      event: bet.matchName,
      market: bet.marketName,
      nation: nationLabel({ ...bet, isFancy: bet.betOn === 'FANCY' }),
      type: bet.side === 'back' ? 'Back' : 'Lay',
      amount: fromMinor(bet.stake),
      placed: formatDate(bet.placedAt),
      status: `${status}${deletion}`,
    };
  });
  return csvDownload(exportFileName('downline-bets', body, 'csv'), rows, columns);
}
