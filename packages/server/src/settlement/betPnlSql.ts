import { bookmakerOddsType, casinoLossMultiplier, casinoMatchIds, decimalFancyGtype } from '@exchange/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The domain's profit and loss rules (packages/domain/src/pnl/rules.ts, spec section 9) as SQL over a bets
 * row, so settling a market with 100,000 bets is a few set-based statements instead of 100,000 round trips.
 * Each expression mirrors one domain function; betPnlSql.test.ts checks them against the domain on random
 * bets, so the two cannot drift apart unnoticed.
 *
 * Prices are double precision columns. `::text::numeric` reads a price as the shortest decimal that prints
 * it, which is how the domain's exactDecimal reads a JavaScript number (2.3 is 23/10), and numeric `round`
 * rounds halves away from zero like the domain's divideRounded: both sides round the same exact product.
 */

/** `alias.column`: the expressions are used over `bets b` and over literal rows in tests. */
const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/** ruleForBet: 'decimalOdds' | 'bookmakerOdds' | 'volumeRate' | 'fiftyTimesStakeLoss'. */
export function ruleSql(alias: string): SQL {
  const betOn = column(alias, 'bet_on');
  const matchId = column(alias, 'match_id');
  return sql`(case
    when ${betOn} in ('CASINO', 'CASINOFANCY') then case
      when ${matchId} = ${sql.raw(String(casinoMatchIds.fiftyTimesStakeLoss))} then 'fiftyTimesStakeLoss'
      when ${matchId} = ${sql.raw(String(casinoMatchIds.bookmakerLike))} then 'bookmakerOdds'
      else 'decimalOdds' end
    when ${column(alias, 'odds_type')} is not distinct from '${sql.raw(bookmakerOddsType)}' then 'bookmakerOdds'
    when ${betOn} = 'FANCY' then case
      when ${column(alias, 'gtype')} is not distinct from '${sql.raw(decimalFancyGtype)}' then 'decimalOdds'
      else 'volumeRate' end
    else 'decimalOdds' end)`;
}

/**
 * runnerBetOf's price: the rate (volume) for sessions, the odds otherwise (or `odds`: a casino win at its
 * own odds), as an exact decimal.
 */
function priceSql(alias: string, odds: SQL): SQL {
  return sql`(case when ${ruleSql(alias)} = 'volumeRate'
    then coalesce(${column(alias, 'volume')}, 0) else ${odds} end)::text::numeric`;
}

/** backProfit: 100-based odds and session rates pay stake x price / 100; decimal odds stake x price - stake. */
function backProfitSql(alias: string, odds: SQL): SQL {
  const stake = column(alias, 'stake');
  return sql`(case when ${ruleSql(alias)} in ('bookmakerOdds', 'volumeRate')
    then round(${stake}::numeric * ${priceSql(alias, odds)} / 100)
    else round(${stake}::numeric * ${priceSql(alias, odds)}) - ${stake} end)`;
}

/** backLoss: the stake, or 50 times it for casino match 33. */
function backLossSql(alias: string): SQL {
  const stake = column(alias, 'stake');
  return sql`(case when ${ruleSql(alias)} = 'fiftyTimesStakeLoss'
    then ${stake} * ${sql.raw(String(casinoLossMultiplier))} else ${stake} end)`;
}

const isBack = (alias: string) => sql`${column(alias, 'side')} = 'back'`;

/**
 * betOutcome(...).ifWins: what the bet pays when its selection wins (a session: the total reaches the
 * line), at its own odds or at `odds`.
 */
export function ifWinsSql(alias: string, odds: SQL = column(alias, 'odds')): SQL {
  const profit = backProfitSql(alias, odds);
  return sql`(case when ${isBack(alias)} then ${profit} else -${profit} end)::bigint`;
}

/** betOutcome(...).ifLoses. */
export function ifLosesSql(alias: string): SQL {
  return sql`(case when ${isBack(alias)} then -${backLossSql(alias)} else ${backLossSql(alias)} end)::bigint`;
}

/**
 * Whether the bet's outcome is "wins" for an outcome value: a session bet (volume rule) wins when the run
 * total reaches its line, rounded up (sessionBetResult); any other bet when its selection is the winner.
 */
export function winsAtSql(alias: string, outcome: SQL): SQL {
  return sql`(case when ${ruleSql(alias)} = 'volumeRate'
    then ${outcome} >= ceil(${column(alias, 'odds')}) else ${column(alias, 'selection_id')} = ${outcome} end)`;
}

/** The bet's profit (positive) or loss (negative) when the market's result is `result`. */
export function pnlAtSql(alias: string, result: SQL): SQL {
  return sql`(case when ${winsAtSql(alias, result)} then ${ifWinsSql(alias)} else ${ifLosesSql(alias)} end)`;
}
