import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { ifLosesSql, ifWinsSql } from './betPnlSql.ts';
import { assertLocked } from './locked.ts';
import type { LockedMarket } from './market.ts';

/**
 * Puts back the market exposure rows from the matched bets of the market (after a rollback or an undone
 * void), whose owners must be `userIds`, the locked accounts (assertLocked), and returns each user's
 * exposure, to add to the account. The exposure is the domain's
 * worst case (pnl/exposure.ts): the lowest book over every outcome, as a loss. A runner market's outcomes
 * are its runners; a session's are the run totals where some bet's result changes, 0 and each line
 * rounded up (pnl/fancy.ts).
 *
 * Every book is built from sums over the bets, grouped once (hash aggregates and window sums), never by
 * looking bets up per outcome: without fresh statistics (PGlite has no autovacuum) the planner did that
 * with a scan of the whole market per outcome, quadratic in the number of players.
 */
export async function restoreExposures(
  tx: Database,
  market: LockedMarket,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const matched = sql`with matched as materialized (
      select b.user_id, b.selection_id, ceil(b.odds) as start, ${ifWinsSql('b')} as wins, ${ifLosesSql('b')} as loses
      from bets b
      where b.market_id = ${market.id} and b.status = 'matched'
    )`;
  // A runner's book: what the bets on it win, plus what every other bet loses.
  const runnerBooks = sql`${matched},
    per_runner as (
      select user_id, selection_id, sum(wins) as wins, sum(loses) as loses from matched group by user_id, selection_id
    ),
    per_user as (select user_id, sum(loses) as loses from matched group by user_id),
    selections as materialized (
      select selection_id from runners where market_id = ${market.id} union select selection_id from per_runner
    ),
    books as (
      select u.user_id, coalesce(r.wins, 0) + u.loses - coalesce(r.loses, 0) as amount
      from per_user u cross join selections s
      left join per_runner r on r.user_id = u.user_id and r.selection_id = s.selection_id
    )`;
  // A session's book at each line: the bets whose line it reaches win, the rest lose; below the lowest
  // line (from 0 runs) every bet loses.
  const sessionBooks = sql`${matched},
    per_line as (
      select user_id, start, sum(wins) as wins, sum(loses) as loses from matched group by user_id, start
    ),
    running as (
      select user_id, start,
        sum(wins) over (partition by user_id order by start) as wins_to_here,
        sum(loses) over (partition by user_id order by start) as loses_to_here,
        sum(loses) over (partition by user_id) as all_lose,
        min(start) over (partition by user_id) as lowest
      from per_line
    ),
    books as (
      select user_id, wins_to_here + all_lose - loses_to_here as amount from running
      union all select distinct user_id, all_lose from running where lowest > 0
    )`;
  const rows = await rowsOf<{ user_id: string; exposure: unknown }>(
    tx,
    sql`${market.isSession ? sessionBooks : runnerBooks}
    insert into market_exposures (user_id, market_id, exposure)
    select user_id, ${market.id}, greatest(0, -min(amount)) from books group by user_id
    returning user_id, exposure`,
  );
  assertLocked(
    new Set(userIds),
    rows.map((row) => row.user_id),
  );
  return new Map(rows.map((row) => [row.user_id, Number(row.exposure)]));
}
