import { sql, type SQL } from 'drizzle-orm';
import { ifLosesSql, ruleSql } from '../settlement/betPnlSql.ts';

/**
 * The domain's casinoBetPnl (casino/money.ts) as SQL over a bets row, so a round's 10,000 bets settle in
 * one statement without leaving the database; pnlSql.test.ts checks it against the domain on random bets.
 * It is not the sports' P/L: the house is every casino bet's counterparty, so a win is rounded toward the
 * house (issue 37), never above the quoted price. Prices are read as settlement/betPnlSql.ts reads them.
 */

const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/**
 * A win's exact back profit: stake x price / 100 for 100-based odds (casino match 9), stake x (price - 1)
 * otherwise, at `odds`.
 */
function exactBackProfitSql(alias: string, odds: SQL): SQL {
  const stake = column(alias, 'stake');
  const price = sql`(${odds})::text::numeric`;
  return sql`(case when ${ruleSql(alias)} in ('bookmakerOdds', 'volumeRate')
    then ${stake}::numeric * ${price} / 100
    else ${stake}::numeric * ${price} - ${stake} end)`;
}

/**
 * The bet's P/L for its runner's outcome: `kind` win (at `winOdds` when the outcome pays its own, else the
 * bet's odds) rounded down for a back and up for what a lay pays, lose (the sports' loss), push (nothing)
 * or halfLoss (half of a loss, rounded down).
 */
export function casinoBetPnlSql(alias: string, kind: SQL, winOdds: SQL): SQL {
  const profit = exactBackProfitSql(alias, sql`coalesce(${winOdds}, ${column(alias, 'odds')})`);
  const toPlayer = sql`(case when ${column(alias, 'side')} = 'back' then ${profit} else -${profit} end)`;
  return sql`(case ${kind}
    when 'win' then floor(${toPlayer})::bigint
    when 'lose' then ${ifLosesSql(alias)}
    when 'push' then 0::bigint
    when 'halfLoss' then floor(${ifLosesSql(alias)}::numeric / 2)::bigint end)`;
}
