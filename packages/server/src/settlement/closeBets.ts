import { sql, type SQL } from 'drizzle-orm';
import { arrayParam, oneOfFew } from '../db/arrays.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { againstHouse, post, type HouseMove, type LockedAccounts } from '../ledger/index.ts';
import { pnlAtSql } from './betPnlSql.ts';
import { assertLocked } from './locked.ts';

/** The users with open bets or a reserved exposure on the markets: whose accounts closing them locks. */
export function usersOnMarketSql(marketIds: string | readonly string[]): SQL {
  const markets = typeof marketIds === 'string' ? [marketIds] : marketIds;
  return sql`select user_id from bets where ${oneOfFew(sql`market_id`, markets, 'text')}
               and status in ('matched', 'unmatched', 'delayed')
             union select user_id from market_exposures where ${oneOfFew(sql`market_id`, markets, 'text')}`;
}

export interface PlayerResult {
  userId: string;
  /** The net P/L of the player's matched bets (0 for a void). */
  pnl: number;
  /** Matched bets closed (settled or void). */
  closedBets: number;
  /** The market's exposure the player had reserved, now released. */
  released: number;
}

export interface ClosingSummary {
  /** 'unchanged': the market already had this result (or was already void) and nothing moved. */
  status: 'settled' | 'void' | 'unchanged';
  players: number;
  /** Matched bets settled (or voided). */
  closedBets: number;
  /** Unmatched bets cancelled. */
  cancelledBets: number;
}

export const unchanged: ClosingSummary = { status: 'unchanged', players: 0, closedBets: 0, cancelledBets: 0 };

/**
 * How matched bets close: settled on a result (each bet's P/L by betPnlSql.ts), settled with each bet's
 * P/L as a SQL expression over the bet `b` (a casino round's, by its game's outcomes), or void (stake
 * back, no P/L).
 */
export type Closing =
  { status: 'settled'; result: number } | { status: 'settled'; pnl: SQL } | { status: 'void' };

function pnlOf(closing: Closing): SQL {
  if (closing.status === 'void') return sql`0`;
  return 'pnl' in closing ? closing.pnl : pnlAtSql('b', sql`${closing.result}::float8`);
}

/** A player's result on one market of those closed together. */
export interface MarketResult extends PlayerResult {
  marketId: string;
}

/**
 * Closes every open bet of the markets (a sports market, or a casino round's) in one statement: matched
 * bets become settled with their P/L (betPnlSql.ts) or void with none; unmatched and delayed ones are
 * cancelled (they never met a counterparty, so they win or lose nothing); and the markets' exposure rows
 * go. Every owner must be among the locked players (assertLocked). Returns per player and market, and per
 * player over all of them.
 */
export async function closeBets(
  tx: Database,
  marketIds: string | readonly string[],
  locked: LockedAccounts,
  closing: Closing,
  now: Date,
): Promise<{ players: PlayerResult[]; perMarket: MarketResult[]; cancelledBets: number }> {
  const markets = typeof marketIds === 'string' ? [marketIds] : marketIds;
  const closedAt = sql`${now.toISOString()}::timestamptz`;
  const rows = await rowsOf<{
    user_id: string;
    market_id: string;
    pnl: unknown;
    closed_bets: unknown;
    cancelled_bets: unknown;
    released: unknown;
  }>(
    tx,
    sql`
    with closed as (
      update bets b set status = ${closing.status}, pnl = ${pnlOf(closing)}, closed_at = ${closedAt}
      where ${oneOfFew(sql`b.market_id`, markets, 'text')} and b.status = 'matched'
      returning b.user_id, b.market_id, b.pnl
    ), cancelled as (
      update bets set status = 'cancelled', closed_at = ${closedAt}
      where ${oneOfFew(sql`market_id`, markets, 'text')} and status in ('unmatched', 'delayed')
      returning user_id, market_id
    ), released as (
      delete from market_exposures where ${oneOfFew(sql`market_id`, markets, 'text')}
      returning user_id, market_id, exposure
    )
    select user_id, market_id, sum(pnl) as pnl, sum(closed) as closed_bets, sum(cancelled) as cancelled_bets,
      sum(released) as released
    from (
      select user_id, market_id, pnl, 1 as closed, 0 as cancelled, 0 as released from closed
      union all select user_id, market_id, 0, 0, 1, 0 from cancelled
      union all select user_id, market_id, 0, 0, 0, exposure from released
    ) changes
    group by user_id, market_id`,
  );
  assertLocked(
    locked.players,
    rows.map((row) => row.user_id),
  );
  const perMarket = rows
    .map((row) => ({
      userId: row.user_id,
      marketId: row.market_id,
      pnl: Number(row.pnl),
      closedBets: Number(row.closed_bets),
      released: Number(row.released),
    }))
    // A player whose only bets were waiting ones without exposure moved nothing.
    .filter((player) => player.closedBets > 0 || player.released > 0);
  return {
    players: perPlayer(perMarket),
    perMarket,
    cancelledBets: rows.reduce((sum, row) => sum + Number(row.cancelled_bets), 0),
  };
}

/** Each player's results over several markets, added up. */
function perPlayer(results: readonly MarketResult[]): PlayerResult[] {
  const players = new Map<string, PlayerResult>();
  for (const { userId, pnl, closedBets, released } of results) {
    const sum = players.get(userId) ?? { userId, pnl: 0, closedBets: 0, released: 0 };
    players.set(userId, {
      userId,
      pnl: sum.pnl + pnl,
      closedBets: sum.closedBets + closedBets,
      released: sum.released + released,
    });
  }
  return [...players.values()];
}

/**
 * A closed market's (or round's) money: every player's net P/L against the house in one ledger transaction
 * (ADR 0017), and one settlements row per player and market where its matched bets were settled, with its
 * P/L there and the transaction that moved the player's money (none for a player it did not move), for the
 * P/L reports, the statement's bets and attribution. `commission`, of a closing of one market, is what
 * each player is charged on it (posted by the caller: settlement/commission.ts), kept on the rows.
 */
export async function postSettlement(
  tx: Database,
  locked: LockedAccounts,
  closed: { players: readonly PlayerResult[]; perMarket: readonly MarketResult[] },
  details: { narration: string; idempotencyKey: string; createdBy: string | null },
  now: Date,
  commission: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  const moves: HouseMove[] = closed.players
    .filter((player) => player.pnl !== 0)
    .map((player) => ({ userId: player.userId, amount: player.pnl }));
  const entries = againstHouse(locked, moves);
  const posted = entries && (await post(tx, { kind: 'settlement', ...details, entries }, { locked }));
  const settled = closed.perMarket.filter((result) => result.closedBets > 0);
  if (settled.length === 0) return;
  const moved = new Set(moves.map((move) => move.userId));
  const transactionOf = (userId: string) => (posted && moved.has(userId) ? posted.transactionId : null);
  await tx.execute(sql`
    insert into settlements (market_id, user_id, pnl, commission, transaction_id, created_at)
    select s.market_id, s.user_id, s.pnl, s.commission, s.transaction_id, ${now.toISOString()}::timestamptz
    from unnest(
      ${arrayParam(
        settled.map((result) => result.marketId),
        'text',
      )},
      ${arrayParam(
        settled.map((result) => result.userId),
        'uuid',
      )},
      ${arrayParam(
        settled.map((result) => result.pnl),
        'bigint',
      )},
      ${arrayParam(
        settled.map((result) => commission.get(result.userId) ?? 0),
        'bigint',
      )},
      ${arrayParam(
        settled.map((result) => transactionOf(result.userId)),
        'bigint',
      )}
    ) as s(market_id, user_id, pnl, commission, transaction_id)`);
}

/** What closing a market did, and whose balances changed (for the pushes). */
export function closingSummary(
  status: 'settled' | 'void',
  closed: { players: readonly PlayerResult[]; cancelledBets: number },
): { result: ClosingSummary; userIds: string[] } {
  const { players, cancelledBets } = closed;
  return {
    result: {
      status,
      players: players.length,
      closedBets: players.reduce((sum, player) => sum + player.closedBets, 0),
      cancelledBets,
    },
    userIds: players.map((player) => player.userId),
  };
}
