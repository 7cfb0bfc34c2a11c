import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from './rows.ts';
import { ifLosesSql, ifWinsSql, winsAtSql } from './betPnlSql.ts';
import { setOf } from './ledgerBatch.ts';
import type { LockedMarket } from './market.ts';

/**
 * Puts back the market exposure rows of `userIds` from their matched bets on the market (after a rollback
 * or an undone void) and returns each user's exposure, to add to the account. The exposure is the domain's
 * worst case (pnl/exposure.ts): the lowest book over every outcome, as a loss. A runner market's outcomes
 * are its runners; a session's are the run totals where some bet's result changes, 0 and each line
 * rounded up (pnl/fancy.ts).
 */
export async function restoreExposures(
  tx: Database,
  market: LockedMarket,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const users = setOf(userIds, 'uuid');
  const matched = sql`market_id = ${market.id} and status = 'matched' and user_id in ${users}`;
  const outcomes = market.isSession
    ? sql`select user_id, 0::float8 as outcome from bets where ${matched}
          union select user_id, ceil(odds) from bets where ${matched}`
    : sql`select players.user_id, selections.selection_id::float8
          from (select distinct user_id from bets where ${matched}) players
          cross join (select selection_id from runners where market_id = ${market.id}
                      union select selection_id from bets where ${matched}) selections`;
  const rows = await rowsOf<{ user_id: string; exposure: unknown }>(
    tx,
    sql`
    with outcomes(user_id, outcome) as (${outcomes}),
    books as (
      select o.user_id, o.outcome,
        sum(case when ${winsAtSql('b', sql`o.outcome`)} then ${ifWinsSql('b')} else ${ifLosesSql('b')} end) as amount
      from outcomes o
      join bets b on b.user_id = o.user_id and b.market_id = ${market.id} and b.status = 'matched'
      group by o.user_id, o.outcome
    )
    insert into market_exposures (user_id, market_id, exposure)
    select user_id, ${market.id}, greatest(0, -min(amount)) from books group by user_id
    returning user_id, exposure`,
  );
  return new Map(rows.map((row) => [row.user_id, Number(row.exposure)]));
}
