import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { arrayPlaceholder } from '../db/arrays.ts';
import { compiledStatement, type BoundStatement } from '../db/rows.ts';
import { bets as betsTable } from '../db/exchangeSchema.ts';
import type { TallyLiterals } from './exposure.ts';
import type { BetValues } from './placement.ts';
import { pathIdsOf } from '../hierarchy/subtree.ts';
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

/** What a placement reads of a bet's market, its match and its sport's settings. */
const betMarketColumns = sql.raw(`m.id, m.kind, m.name, m.gtype, m.status, m.active, m.min_bet, m.max_bet,
      (m.settled_at is not null or m.voided_at is not null) as decided,
      mt.id as match_id, mt.sport_id, mt.status as match_status, mt.active as match_active,
      s.sport_id is not null as has_sport, s.min_bet as sport_min_bet, s.max_bet as sport_max_bet,
      s.delay_seconds,
      (select array_agg(r.selection_id order by r.sort_order, r.selection_id)
        from runners r where r.market_id = m.id) as selection_ids`);

/**
 * The placing user `u`'s two lock columns: `path_bet_locked` (the user or an ancestor is locked, or locked
 * betting) and `match_bet_locked` (the user or an ancestor locked betting on the match `matchId`).
 */
function betLockColumns(matchId: SQL): SQL {
  const ancestors = pathIdsOf('u');
  return sql`(select coalesce(bool_or(a.user_locked or a.bet_locked), false)
        from users a where a.id = any(${ancestors})) as path_bet_locked,
      exists (select 1 from match_bet_locks l
        where l.match_id = ${matchId} and l.user_id = any(${ancestors})) as match_bet_locked`;
}

/**
 * The market and sport limits that bind a board bet (issue 41, docs/adr/0037-market-and-sport-limits.md):
 * limit by limit the tightest of the rows the operators on the user's path set for the market's sport and,
 * on an exchange market, for its type (its name). A casino bet, and a bet no row binds, gets nulls. Under
 * a profit limit the user's open bets are read one by one rather than as their tally, which does not keep
 * what waiting bets would win (exposure.ts' holdingProfit).
 */
const limitsJoin = sql`cross join lateral (
      select max(l.min_stake) as min_stake, min(l.max_stake) as max_stake, min(l.max_profit) as max_profit,
        min(l.max_loss) as max_loss, max(l.min_odds) as min_odds, min(l.max_odds) as max_odds,
        max(l.in_play_delay) as in_play_delay
      from bet_limits l
      where q.board and l.owner_id = any(${pathIdsOf('u')}) and l.sport_id = k.sport_id
        and (l.market_type = '' or (k.kind = 'matchOdds' and l.market_type = k.name))
    ) lim`;
const limitColumns = sql.raw(`lim.min_stake as limit_min_stake, lim.max_stake as limit_max_stake,
      lim.max_profit as limit_max_profit, lim.max_loss as limit_max_loss, lim.min_odds as limit_min_odds,
      lim.max_odds as limit_max_odds, lim.in_play_delay as limit_in_play_delay`);

/**
 * The statements of placement (placementBatch.ts; a single bet is a batch of one), four for any number of
 * bets: the markets locked, the accounts locked, what the checks read of each bet's user, and one write.
 * Raw SQL: building each with the query builder cost more CPU than PostgreSQL spent running it.
 * Each takes its bets' values as arrays, one bound parameter each, so a statement's text is the same for
 * a batch of any size: each is compiled once (db/rows.ts, compiledStatement) and prepared once per
 * connection, its values placeholders filled at each run.
 */

/**
 * 1. The batch's markets, each with its match, runners (in the book's order, with their names) and sport
 * settings, their rows locked FOR SHARE in the order of their ids: settlement locks a market's row FOR
 * UPDATE before accounts, so a batch waits for a settlement in progress and then finds the market settled.
 */
const lockMarkets = compiledStatement(
  'batch_markets',
  sql`select ${betMarketColumns},
      (select array_agg(r.name order by r.sort_order, r.selection_id)
        from runners r where r.market_id = m.id) as runner_names
    from markets m
    join matches mt on mt.id = m.match_id
    left join sport_settings s on s.sport_id = mt.sport_id
    where m.id = any(${arrayPlaceholder('marketIds', 'text')})
    order by m.id
    for share of m`,
);
export function lockMarketsStatement(marketIds: readonly string[]): BoundStatement {
  return { statement: lockMarkets, values: { marketIds } };
}

/**
 * 2. The accounts of the batch's users, locked FOR UPDATE in one statement in the order of their ids (the
 * order the ledger's batches lock in), so two batches, or a batch and a settlement, never wait on each
 * other in a cycle.
 */
const lockAccounts = compiledStatement(
  'batch_accounts',
  sql`select id, user_id, balance, exposure from accounts
    where user_id = any(${arrayPlaceholder('userIds', 'uuid')})
    order by id
    for update`,
);
export function lockAccountsStatement(userIds: readonly string[]): BoundStatement {
  return { statement: lockAccounts, values: { userIds } };
}

export interface PlacingKey {
  userId: string;
  marketId: string;
  /** A casino bet's match (its round's); a board bet's is read from its market. */
  matchId: number | null;
  idempotencyKey: string | null;
  /** Read the user's open bets on the market: the first bet of the batch on that user and market. */
  withOpenBets: boolean;
  /** A bet on the board: its market's match and runners are read with it, and its tally used. */
  board: boolean;
  sessionId: string;
}

/**
 * 3. Under the account locks, a row for each bet in the batch's order (`n`, from 1): the user's exposure
 * limit and stake settings, the market and sport limits that bind the bet (`limitsJoin`), its locks and its ancestors' (on the match too), its responsible-gaming blocks
 * and its session's reality check (issue 21), the bet of the idempotency key, the user's open bets on the
 * market, and the user's stored market exposures as a total and on the bet's market,
 * so the batch can follow each user's exposure from bet to bet. The open bets on the market come as their
 * stored tally where it fits the market's runners (`matched_book`, `waiting_losses`), else one by one
 * (`open_bets`). A bet whose user is gone has no `found`. A board bet's match and runners come from its
 * market's rows here rather than from the markets' read, so this statement can be sent with the locks
 * (placementBatch.ts); a casino market keeps no tally, and its open bets are read.
 */
const placingUsers = compiledStatement(
  'batch_users',
  sql`with q as (
      select * from unnest(${arrayPlaceholder('userIds', 'uuid')}, ${arrayPlaceholder('marketIds', 'text')},
        ${arrayPlaceholder('matchIds', 'bigint')}, ${arrayPlaceholder('idempotencyKeys', 'text')},
        ${arrayPlaceholder('withOpenBets', 'boolean')}, ${arrayPlaceholder('board', 'boolean')},
        ${arrayPlaceholder('sessionIds', 'uuid')}
      ) with ordinality as q(user_id, market_id, match_id, idempotency_key, with_open_bets, board, session_id, n)
    ), k as (
      select m.id as market_id, m.match_id, m.kind, m.name, mt.sport_id,
        (select array_agg(r.selection_id order by r.sort_order, r.selection_id)
          from runners r where r.market_id = m.id) as selection_ids
      from markets m join matches mt on mt.id = m.match_id
      where m.id in (select q.market_id from q where q.board)
    )
    select q.n, u.id is not null as found, u.exposure_limit, u.sport_settings, u.jurisdiction,
      rg.self_excluded_at, rg.self_excluded_until, rg.self_exclusion_period, rg.cool_off_at, rg.cool_off_until,
      rg.cool_off_period, coalesce(rg.reality_check_enabled, true) as reality_check_enabled,
      rc.started_at as reality_check_started_at, rc.due_at as reality_check_due_at,
      ${betLockColumns(sql`coalesce(q.match_id, k.match_id)`)},
      (select coalesce(sum(e.exposure), 0) from market_exposures e where e.user_id = u.id) as markets_exposure,
      coalesce(me.exposure, 0) as market_exposure,
      (select e.id from bets e
        where e.user_id = u.id and e.idempotency_key = q.idempotency_key) as earlier_bet_id,
      ${limitColumns},
      case when tallied then me.matched_book end as matched_book,
      case when tallied then me.waiting_losses end as waiting_losses,
      case when q.with_open_bets and not tallied then (select coalesce(json_agg(${openBetGroupsJson}), '[]')
        from (select ${sql.raw(openBetColumns)}, count(*) as count from bets b
          where b.user_id = u.id and b.market_id = q.market_id
            and b.status in ('matched', 'unmatched', 'delayed')
          group by ${sql.raw(openBetColumns)}) g) end as open_bets
    from q
    left join k on q.board and k.market_id = q.market_id
    left join users u on u.id = q.user_id
    left join market_exposures me on me.user_id = u.id and me.market_id = q.market_id
    left join responsible_gaming rg on rg.user_id = u.id
    left join reality_check_sessions rc on rc.session_id = q.session_id
    ${limitsJoin}
    cross join lateral (select q.with_open_bets and me.matched_book is not null
      and me.selection_ids = k.selection_ids and lim.max_profit is null as tallied) t
    order by q.n`,
);
export function placingUsersStatement(keys: readonly PlacingKey[]): BoundStatement {
  return {
    statement: placingUsers,
    values: {
      userIds: keys.map((key) => key.userId),
      marketIds: keys.map((key) => key.marketId),
      matchIds: keys.map((key) => key.matchId),
      idempotencyKeys: keys.map((key) => key.idempotencyKey),
      withOpenBets: keys.map((key) => key.withOpenBets),
      board: keys.map((key) => key.board),
      sessionIds: keys.map((key) => key.sessionId),
    },
  };
}

/** Earlier bets of idempotency keys, whole (a batch's replays are rare: read apart). */
const betsById = compiledStatement(
  'bets_by_id',
  sql`select * from bets where id = any(${arrayPlaceholder('betIds', 'uuid')})`,
);
export function betsByIdStatement(betIds: readonly string[]): BoundStatement {
  return { statement: betsById, values: { betIds } };
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
  /**
   * The sessions whose first casino play this batch is (one each): each starts its reality check, due at
   * `dueAt`, counting play from this transaction's time (issue 21). A session that played before keeps its own.
   */
  casinoPlays: { sessionId: string; userId: string; startedAt: Date; dueAt: Date }[];
}

const instant = (value: Date | null | undefined) => value?.toISOString() ?? null;

type BatchBet = BatchWrite['bets'][number];

/** The bets' columns the write inserts, each one array placeholder, with the value each takes of a bet. */
const betColumnValues: Readonly<Record<string, readonly [type: string, value: (bet: BatchBet) => unknown]>> =
  {
    id: ['uuid', (bet) => bet.id],
    user_id: ['uuid', (bet) => bet.userId],
    match_id: ['bigint', (bet) => bet.matchId],
    market_id: ['text', (bet) => bet.marketId],
    selection_id: ['bigint', (bet) => bet.selectionId],
    runner_name: ['text', (bet) => bet.runnerName],
    market_name: ['text', (bet) => bet.marketName],
    bet_on: ['text', (bet) => bet.betOn],
    odds_type: ['text', (bet) => bet.oddsType ?? null],
    gtype: ['text', (bet) => bet.gtype ?? null],
    side: ['text', (bet) => bet.side],
    requested_odds: ['float8', (bet) => bet.requestedOdds],
    odds: ['float8', (bet) => bet.odds],
    volume: ['float8', (bet) => bet.volume ?? null],
    stake: ['bigint', (bet) => bet.stake],
    liability: ['bigint', (bet) => bet.liability],
    status: ['text', (bet) => bet.status],
    persistence: ['text', (bet) => bet.persistence ?? 'lapse'],
    accept_better_price: ['boolean', (bet) => bet.acceptBetterPrice ?? null],
    wait_if_price_worse: ['boolean', (bet) => bet.waitIfPriceWorse ?? null],
    ip: ['text', (bet) => bet.ip ?? null],
    due_at: ['timestamptz', (bet) => instant(bet.dueAt)],
    matched_at: ['timestamptz', (bet) => instant(bet.matchedAt)],
    idempotency_key: ['text', (bet) => bet.idempotencyKey ?? null],
  };
const betColumns = Object.entries(betColumnValues);

/**
 * 4. Every accepted bet (returning its id and the time the database gave it) and the market exposure rows
 * (with their tallies; none where nothing is at stake or tallied), in one statement; the accounts'
 * exposures follow the market rows (the database's, migration 0014). Each (user, market) appears once.
 */
const writeBatch = compiledStatement(
  'batch_write',
  sql`with market_rows as (
      insert into market_exposures (user_id, market_id, exposure, selection_ids, matched_book, waiting_losses)
      select v.user_id, v.market_id, v.exposure, v.selection_ids::bigint[], v.matched_book::bigint[],
        v.waiting_losses::bigint[]
      from unnest(${arrayPlaceholder('exposureUsers', 'uuid')}, ${arrayPlaceholder('exposureMarkets', 'text')},
        ${arrayPlaceholder('exposureValues', 'bigint')}, ${arrayPlaceholder('exposureKept', 'boolean')},
        ${arrayPlaceholder('selectionIds', 'text')}, ${arrayPlaceholder('matchedBooks', 'text')},
        ${arrayPlaceholder('waitingLosses', 'text')})
        as v(user_id, market_id, exposure, keep, selection_ids, matched_book, waiting_losses)
      where v.keep
      on conflict (user_id, market_id) do update set exposure = excluded.exposure,
        selection_ids = excluded.selection_ids, matched_book = excluded.matched_book,
        waiting_losses = excluded.waiting_losses
    ), market_rows_gone as (
      delete from market_exposures e
      using unnest(${arrayPlaceholder('exposureUsers', 'uuid')}, ${arrayPlaceholder('exposureMarkets', 'text')},
        ${arrayPlaceholder('exposureKept', 'boolean')}) as v(user_id, market_id, keep)
      where not v.keep and e.user_id = v.user_id and e.market_id = v.market_id
    ), casino_plays as (
      insert into reality_check_sessions (session_id, user_id, started_at, due_at, play_from)
      select p.session_id, p.user_id, p.started_at, p.due_at, now()
      from unnest(${arrayPlaceholder('playSessions', 'uuid')}, ${arrayPlaceholder('playUsers', 'uuid')},
        ${arrayPlaceholder('playStartedAt', 'timestamptz')}, ${arrayPlaceholder('playDueAt', 'timestamptz')})
        as p(session_id, user_id, started_at, due_at)
      on conflict do nothing
    )
    insert into bets (${sql.raw(betColumns.map(([name]) => name).join(', '))})
    select * from unnest(${sql.join(
      betColumns.map(([name, [type]]) => arrayPlaceholder(name, type)),
      sql`, `,
    )})
    returning id, created_at`,
);
export function writeBatchStatement({ bets, marketExposures, casinoPlays }: BatchWrite): BoundStatement {
  const values: Record<string, unknown[]> = {
    exposureUsers: marketExposures.map((row) => row.userId),
    exposureMarkets: marketExposures.map((row) => row.marketId),
    exposureValues: marketExposures.map((row) => row.exposure),
    exposureKept: marketExposures.map((row) => row.keep),
    selectionIds: marketExposures.map((row) => row.selectionIds),
    matchedBooks: marketExposures.map((row) => row.matchedBook),
    waitingLosses: marketExposures.map((row) => row.waitingLosses),
    playSessions: casinoPlays.map((play) => play.sessionId),
    playUsers: casinoPlays.map((play) => play.userId),
    playStartedAt: casinoPlays.map((play) => play.startedAt.toISOString()),
    playDueAt: casinoPlays.map((play) => play.dueAt.toISOString()),
  };
  for (const [name, [, value]] of betColumns) values[name] = bets.map(value);
  return { statement: writeBatch, values };
}
