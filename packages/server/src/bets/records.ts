import { minor, placedBetToWire, type Bet, type BetOn, type PlacedBetWire } from '@exchange/domain';
import { rowFromDriver } from '../db/driverRows.ts';
import { bets, type BetStatus } from '../db/exchangeSchema.ts';

/** A bet as stored. */
export type BetRow = typeof bets.$inferSelect;

/** A bets row of a raw statement (`returning *`, `b.*`) as the typed row. */
export const betRowFromDriver = rowFromDriver(bets);

/** Statuses of bets still at stake: they hold exposure. */
export const openStatuses = ['matched', 'unmatched', 'delayed'] as const satisfies readonly BetStatus[];

/** What the domain reads of a stored bet. */
const betFieldKeys = [
  'matchId',
  'marketId',
  'marketName',
  'selectionId',
  'runnerName',
  'side',
  'stake',
  'odds',
  'volume',
  'betOn',
  'oddsType',
  'gtype',
] as const satisfies readonly (keyof BetRow)[];
export type BetFields = Pick<BetRow, (typeof betFieldKeys)[number]>;

/** What a position reads of an open bet: the domain's fields and whether it is matched. */
export const openBetKeys = [...betFieldKeys, 'status'] as const;
export type OpenBet = Pick<BetRow, (typeof openBetKeys)[number]>;

/** The stored bet in the domain's words, for the book and exposure computations. */
export function betOfRow(row: BetFields): Bet {
  return {
    matchId: row.matchId,
    marketId: row.marketId,
    marketName: row.marketName,
    selectionId: row.selectionId,
    runnerName: row.runnerName,
    side: row.side,
    stake: minor(row.stake),
    odds: row.odds,
    volume: row.volume ?? undefined,
    betOn: row.betOn as BetOn,
    oddsType: row.oddsType ?? undefined,
    gtype: row.gtype ?? undefined,
    fancyStatus: fancyStatusOf(row),
  };
}

/** Spec 3 "fancystatus (yes or other)": a session's Yes is its back, No its lay. */
function fancyStatusOf(row: Pick<BetRow, 'betOn' | 'side'>): string | undefined {
  if (row.betOn !== 'FANCY') return undefined;
  return row.side === 'back' ? 'yes' : 'no';
}

/** The wire's bet (spec 3 "Bet status: match or unmatch"): anything not matched shows as unmatch. */
export function betRowToWire(row: BetRow): PlacedBetWire {
  let wire = wireOfRow.get(row);
  if (!wire) {
    wire = placedBetToWire({
      ...betOfRow(row),
      id: row.id,
      status: row.status === 'matched' ? 'match' : 'unmatch',
      placedAt: row.createdAt.toISOString(),
    });
    wireOfRow.set(row, wire);
  }
  return wire;
}

/**
 * Each row's wire form, made once: a placed bet goes out twice, in the placebet answer and to the user's
 * room, and converting it was 5% of the server's CPU per placebet (issue 22). Rows are never changed
 * after they are read (a change is a new row), so the form made first stays right.
 */
const wireOfRow = new WeakMap<BetRow, PlacedBetWire>();

/** What the user's room hears about a bet: what happened, the bet on the wire and its own status. */
export type BetEvent = 'placed' | 'matched' | 'cancelled' | 'lapsed' | 'deleted' | 'refused';

export function betEventPayload(event: BetEvent, row: BetRow) {
  return { event, status: row.status, bet: betRowToWire(row) };
}
