import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../db/arrays.ts';
import { bets as betsTable } from '../db/exchangeSchema.ts';
import type { TallyLiterals } from './exposure.ts';
import type { BetValues } from './placement.ts';
import { betLockColumns, betMarketColumns } from './placementSql.ts';
import { openBetKeys } from './records.ts';

const openBetColumns = openBetKeys.map((key) => getTableColumns(betsTable)[key].name).join(', ');

/**
 * A user's open bets on a market as JSON, alike bets once with their `count`: a player who bets the same
 * price again and again has hundreds of open bets on a market and a few kinds of them, and building,
 * sending and parsing every one of them on each bet was most of the cost of a placement.
 */
const openBetGroupsJson = sql.raw(
  `json_build_object(${openBetKeys
    .map((key) => `'${getTableColumns(betsTable)[key].name}', g.${getTableColumns(betsTable)[key].name}`)
    .join(', ')}, 'count', g.count)`,
);

/**
 * The statements of a batch of placements (placementBatch.ts), placementSql.ts' four for many bets at
 * once: the markets locked, the accounts locked, what the checks read of each bet's user, and one write.
 * Each takes its bets' values as arrays, one bound parameter each, so a statement's text is the same for
 * a batch of any size.
 */

/** Any array as one bound parameter of a PostgreSQL array type (arrays.ts' three types and the others). */
const arrayOf = (values: readonly unknown[], type: string): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * 1. The batch's markets, each with its match, runners (in the book's order, with their names) and sport
 * settings, their rows locked FOR SHARE in the order of their ids: settlement locks a market's row FOR
 * UPDATE before accounts, so a batch waits for a settlement in progress and then finds the market settled.
 */
export function lockMarketsStatement(marketIds: readonly string[]): SQL {
  return sql`select ${betMarketColumns},
      (select array_agg(r.name order by r.sort_order, r.selection_id)
        from runners r where r.market_id = m.id) as runner_names
    from markets m
    join matches mt on mt.id = m.match_id
    left join sport_settings s on s.sport_id = mt.sport_id
    where m.id = any(${arrayParam(marketIds, 'text')})
    order by m.id
    for share of m`;
}

/**
 * 2. The accounts of the batch's users, locked FOR UPDATE in one statement in the order of their ids (the
 * order the ledger's batches lock in), so two batches, or a batch and a settlement, never wait on each
 * other in a cycle.
 */
export function lockAccountsStatement(userIds: readonly string[]): SQL {
  return sql`select id, user_id, balance, exposure from accounts
    where user_id = any(${arrayParam(userIds, 'uuid')})
    order by id
    for update`;
}

export interface PlacingKey {
  userId: string;
  marketId: string;
  matchId: number | null;
  idempotencyKey: string | null;
  /** Read the user's open bets on the market: the first bet of the batch on that user and market. */
  withOpenBets: boolean;
  /** The market's runners in its order, as an array literal: a stored tally in another order is not used. */
  selectionIds: string | null;
}

/**
 * 3. Under the account locks, a row for each bet in the batch's order (`n`, from 1): placementSql.ts'
 * third statement for each, and the user's stored market exposures as a total and on the bet's market,
 * so the batch can follow each user's exposure from bet to bet. The open bets on the market come as their
 * stored tally where it fits the market's runners (`matched_book`, `waiting_losses`), else one by one
 * (`open_bets`). A bet whose user is gone has no `found`.
 */
export function placingUsersStatement(keys: readonly PlacingKey[]): SQL {
  return sql`select q.n, u.id is not null as found, u.exposure_limit, u.sport_settings,
      ${betLockColumns(sql`q.match_id`)},
      (select coalesce(sum(e.exposure), 0) from market_exposures e where e.user_id = u.id) as markets_exposure,
      coalesce(me.exposure, 0) as market_exposure,
      (select e.id from bets e
        where e.user_id = u.id and e.idempotency_key = q.idempotency_key) as earlier_bet_id,
      case when tallied then me.matched_book end as matched_book,
      case when tallied then me.waiting_losses end as waiting_losses,
      case when q.with_open_bets and not tallied then (select coalesce(json_agg(${openBetGroupsJson}), '[]')
        from (select ${sql.raw(openBetColumns)}, count(*) as count from bets b
          where b.user_id = u.id and b.market_id = q.market_id
            and b.status in ('matched', 'unmatched', 'delayed')
          group by ${sql.raw(openBetColumns)}) g) end as open_bets
    from unnest(
      ${arrayParam(
        keys.map((key) => key.userId),
        'uuid',
      )},
      ${arrayParam(
        keys.map((key) => key.marketId),
        'text',
      )},
      ${arrayParam(
        keys.map((key) => key.matchId),
        'bigint',
      )},
      ${arrayParam(
        keys.map((key) => key.idempotencyKey),
        'text',
      )},
      ${arrayOf(
        keys.map((key) => key.withOpenBets),
        'boolean',
      )},
      ${arrayParam(
        keys.map((key) => key.selectionIds),
        'text',
      )}
    ) with ordinality as q(user_id, market_id, match_id, idempotency_key, with_open_bets, selection_ids, n)
    left join users u on u.id = q.user_id
    left join market_exposures me on me.user_id = u.id and me.market_id = q.market_id
    cross join lateral (select q.with_open_bets and me.matched_book is not null
      and me.selection_ids = q.selection_ids::bigint[] as tallied) t
    order by q.n`;
}

/** Earlier bets of idempotency keys, whole (a batch's replays are rare: read apart). */
export function betsByIdStatement(betIds: readonly string[]): SQL {
  return sql`select * from bets where id = any(${arrayParam(betIds, 'uuid')})`;
}

export interface BatchWrite {
  /** The accepted bets, with the ids the batch gave them, in the batch's order. */
  bets: (BetValues & { id: string; liability: number })[];
  /**
   * Each user's exposure on each market a bet of the batch changed, as it stands after the batch, with its
   * tally where one is kept and whether the row stays (exposure.ts' tallyLiterals and keepsRow).
   */
  marketExposures: ({
    userId: string;
    marketId: string;
    exposure: number;
    keep: boolean;
  } & TallyLiterals)[];
  /** Each account's exposure after the batch. */
  accounts: { id: string; exposure: number }[];
}

const instant = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * 4. Every accepted bet (returning its id and the time the database gave it), the market exposure rows (with their tallies; none where
 * nothing is at stake or tallied) and the accounts' exposures, in one statement. Each (user, market) and
 * each account appears once.
 */
export function writeBatchStatement({ bets, marketExposures, accounts }: BatchWrite): SQL {
  const column = <T>(pick: (bet: BatchWrite['bets'][number]) => T, type: string) =>
    arrayOf(bets.map(pick), type);
  const exposureUsers = arrayParam(
    marketExposures.map((row) => row.userId),
    'uuid',
  );
  const exposureMarkets = arrayParam(
    marketExposures.map((row) => row.marketId),
    'text',
  );
  const exposureValues = arrayParam(
    marketExposures.map((row) => row.exposure),
    'bigint',
  );
  const exposureKept = arrayOf(
    marketExposures.map((row) => row.keep),
    'boolean',
  );
  const tallyColumn = (pick: (row: BatchWrite['marketExposures'][number]) => string | null) =>
    arrayParam(marketExposures.map(pick), 'text');
  return sql`with market_rows as (
      insert into market_exposures (user_id, market_id, exposure, selection_ids, matched_book, waiting_losses)
      select v.user_id, v.market_id, v.exposure, v.selection_ids::bigint[], v.matched_book::bigint[],
        v.waiting_losses::bigint[]
      from unnest(${exposureUsers}, ${exposureMarkets}, ${exposureValues}, ${exposureKept},
        ${tallyColumn((row) => row.selectionIds)}, ${tallyColumn((row) => row.matchedBook)},
        ${tallyColumn((row) => row.waitingLosses)})
        as v(user_id, market_id, exposure, keep, selection_ids, matched_book, waiting_losses)
      where v.keep
      on conflict (user_id, market_id) do update set exposure = excluded.exposure,
        selection_ids = excluded.selection_ids, matched_book = excluded.matched_book,
        waiting_losses = excluded.waiting_losses
    ), market_rows_gone as (
      delete from market_exposures e
      using unnest(${exposureUsers}, ${exposureMarkets}, ${exposureKept}) as v(user_id, market_id, keep)
      where not v.keep and e.user_id = v.user_id and e.market_id = v.market_id
    ), account_rows as (
      update accounts a set exposure = v.exposure
      from unnest(
        ${arrayParam(
          accounts.map((row) => row.id),
          'uuid',
        )},
        ${arrayParam(
          accounts.map((row) => row.exposure),
          'bigint',
        )}
      ) as v(id, exposure)
      where a.id = v.id
    )
    insert into bets (id, user_id, match_id, market_id, selection_id, runner_name, market_name, bet_on,
      odds_type, gtype, side, requested_odds, odds, volume, stake, liability, status, persistence, ip,
      due_at, matched_at, idempotency_key)
    select * from unnest(
      ${column((bet) => bet.id, 'uuid')}, ${column((bet) => bet.userId, 'uuid')},
      ${column((bet) => bet.matchId, 'bigint')}, ${column((bet) => bet.marketId, 'text')},
      ${column((bet) => bet.selectionId, 'bigint')}, ${column((bet) => bet.runnerName, 'text')},
      ${column((bet) => bet.marketName, 'text')}, ${column((bet) => bet.betOn, 'text')},
      ${column((bet) => bet.oddsType ?? null, 'text')}, ${column((bet) => bet.gtype ?? null, 'text')},
      ${column((bet) => bet.side, 'text')}, ${column((bet) => bet.requestedOdds, 'float8')},
      ${column((bet) => bet.odds, 'float8')}, ${column((bet) => bet.volume ?? null, 'float8')},
      ${column((bet) => bet.stake, 'bigint')}, ${column((bet) => bet.liability, 'bigint')},
      ${column((bet) => bet.status, 'text')}, ${column((bet) => bet.persistence ?? 'lapse', 'text')},
      ${column((bet) => bet.ip ?? null, 'text')}, ${column((bet) => instant(bet.dueAt), 'timestamptz')},
      ${column((bet) => instant(bet.matchedAt), 'timestamptz')},
      ${column((bet) => bet.idempotencyKey ?? null, 'text')}
    )
    returning id, created_at`;
}
