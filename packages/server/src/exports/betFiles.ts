import {
  betRecordFromWire,
  exportFileName,
  fromMinor,
  reportOutcome,
  reportOutcomeLabels,
  runnerLabel,
  sportName,
  type BetRecordWire,
  type contract,
  type ParsedRequestOf,
} from '@exchange/domain';
import type { Caller } from '../caller.ts';
import { casinoBetPage } from '../casino/reports.ts';
import type { AppContext } from '../context.ts';
import { closedStatuses, playerBetReport, unsettledStatuses } from '../reports/service.ts';
import {
  csvDownload,
  dateTimeIn,
  exportRowLimit,
  readSnapshot,
  refuseOverLimit,
  todayIn,
  type CsvColumn,
  type FileDownload,
} from './csvFile.ts';

/** A bet as the bet reports' rows show it (BetReportScreen, CasinoBetsScreen): every cell either shows. */
interface BetExportRow {
  readonly sport: string;
  readonly event: string;
  readonly market: string;
  readonly nation: string;
  readonly type: string;
  readonly rate: number;
  readonly amount: number;
  /** How it ended, and why when it did not settle (the screen's note under it). */
  readonly result: string;
  /** The screen's dash where a bet has no P/L (it did not settle). */
  readonly pnl: number | string;
  readonly placed: string;
  readonly round: string;
}

function betRow(wire: BetRecordWire, formatDate: (at: string) => string): BetExportRow {
  const bet = betRecordFromWire(wire);
  const outcome = reportOutcomeLabels[reportOutcome(bet)];
  return {
    sport: sportName(bet.sportId) ?? '',
    event: bet.matchName,
    market: bet.marketName,
    nation: runnerLabel({ ...bet, isFancy: bet.betOn === 'FANCY' }),
    type: bet.side === 'back' ? 'Back' : 'Lay',
    rate: bet.odds,
    amount: fromMinor(bet.stake),
    result: bet.reason ? `${outcome}: ${bet.reason}` : outcome,
    pnl: bet.pnl ?? '–',
    placed: formatDate(bet.placedAt),
    round: bet.roundId ?? '–',
  };
}

const lead: CsvColumn<BetExportRow>[] = [
  { key: 'event', header: 'Event Name' },
  { key: 'market', header: 'Market Name' },
  { key: 'nation', header: 'Nation' },
];
const outcome: CsvColumn<BetExportRow>[] = [
  { key: 'result', header: 'Result' },
  { key: 'pnl', header: 'Profit/Loss', amount: true },
];

/** Bet History's columns; Unsettled Bets' lack the outcome (the bets are still at stake). */
function betReportColumns(report: 'history' | 'unsettled'): CsvColumn<BetExportRow>[] {
  return [
    { key: 'sport', header: 'Sport' },
    ...lead,
    { key: 'type', header: 'Type' },
    { key: 'rate', header: 'User Rate' },
    { key: 'amount', header: 'Amount', amount: true },
    ...(report === 'history' ? outcome : []),
    { key: 'placed', header: 'Place Date' },
  ];
}

/** Live Casino Bets' columns; settled bets add how each ended and its round. */
function casinoBetColumns(settled: boolean): CsvColumn<BetExportRow>[] {
  return [
    { key: 'sport', header: 'Sports' },
    ...lead,
    { key: 'rate', header: 'User Rate' },
    { key: 'amount', header: 'Amount', amount: true },
    { key: 'placed', header: 'Place Date' },
    ...(settled ? [...outcome, { key: 'round', header: 'Round' } as const] : []),
  ];
}

type BetListExportBody = ParsedRequestOf<typeof contract.betHistoryExport>['body'];

/**
 * `/bethistory` or `/unsettledbet` as CSV: every bet of the filters, read as bet-history and unsettled-bets
 * read them (the caller's own bets), in one snapshot.
 */
export async function betReportCsv(
  context: AppContext,
  caller: Caller,
  report: 'history' | 'unsettled',
  body: BetListExportBody,
): Promise<FileDownload> {
  const formatDate = dateTimeIn(body.timeZone);
  const statuses = report === 'history' ? closedStatuses : unsettledStatuses;
  const { docs, totalDocs } = await readSnapshot(context.db, (db) =>
    playerBetReport({ db }, caller, statuses, body, 1, exportRowLimit + 1),
  );
  refuseOverLimit(totalDocs, 'bets');
  const name = exportFileName(report === 'history' ? 'bet-history' : 'unsettled-bets', body, 'csv');
  return csvDownload(
    name,
    docs.map((doc) => betRow(doc, formatDate)),
    betReportColumns(report),
  );
}

type CasinoBetsExportBody = ParsedRequestOf<typeof contract.casinoBetsExport>['body'];

/** `/casino-bets` as CSV: every casino bet of the filters since the start date, as casino-bets reads them. */
export async function casinoBetsCsv(
  context: AppContext,
  caller: Caller,
  body: CasinoBetsExportBody,
): Promise<FileDownload> {
  const formatDate = dateTimeIn(body.timeZone);
  const { bets } = await readSnapshot(context.db, (db) =>
    casinoBetPage(db, caller.userId, { ...body, page: 1 }, exportRowLimit + 1),
  );
  refuseOverLimit(bets.totalDocs, 'bets');
  // The report runs from its start date to now: the file names today as its end.
  const range = { startDate: body.startDate, endDate: todayIn(body.timeZone) };
  return csvDownload(
    exportFileName('casino-bets', range, 'csv'),
    bets.docs.map((doc) => betRow(doc, formatDate)),
    casinoBetColumns(body.status === 'completed'),
  );
}
