import type { Minor } from '@exchange/domain';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { bets } from '../db/exchangeSchema.ts';
import { marketExposureWrite, type StoredTally } from './exposure.ts';
import { openBetKeys } from './records.ts';
import { pathIdsOf } from '../hierarchy/subtree.ts';

const betColumns = getTableColumns(bets);

/** What a placement reads of a bet's market, its match and its sport's settings (one bet's or a batch's). */
export const betMarketColumns =
  sql.raw(`m.id, m.kind, m.name, m.gtype, m.status, m.active, m.min_bet, m.max_bet,
      (m.settled_at is not null or m.voided_at is not null) as decided,
      mt.id as match_id, mt.sport_id, mt.status as match_status, mt.active as match_active,
      s.sport_id is not null as has_sport, s.min_bet as sport_min_bet, s.max_bet as sport_max_bet,
      s.delay_seconds,
      (select array_agg(r.selection_id order by r.sort_order, r.selection_id)
        from runners r where r.market_id = m.id) as selection_ids`);

/**
 * The four statements of a placement, in their order (placement.ts runs them; the server benchmark runs
 * the same ones through the bare driver as its ceiling). Raw SQL: building each with the query builder
 * cost more CPU than PostgreSQL spent running it.
 */

/**
 * 1. The market with its match, runners (in the book's order, and the bet's runner's name) and sport
 * settings, its row locked FOR SHARE.
 */
export function lockMarketStatement(marketId: string, selectionId: number): SQL {
  return sql`select ${betMarketColumns},
      (select r.name from runners r where r.market_id = m.id and r.selection_id = ${selectionId}) as runner_name
    from markets m
    join matches mt on mt.id = m.match_id
    left join sport_settings s on s.sport_id = mt.sport_id
    where m.id = ${marketId}
    for share of m`;
}

/** 2. The user's account row, locked FOR UPDATE. */
export function lockAccountStatement(userId: string): SQL {
  return sql`select id, balance, exposure from accounts where user_id = ${userId} for update`;
}

export interface PlacingUserKey {
  userId: string;
  marketId: string;
  matchId: number | null;
  idempotencyKey: string | null;
}

/** An open bet as a JSON object keyed by column name, with the columns a position reads. */
export const openBetJson = sql.raw(
  `json_build_object(${openBetKeys
    .map((key) => `'${betColumns[key].name}', b.${betColumns[key].name}`)
    .join(', ')})`,
);

/**
 * The placing user `u`'s two lock columns, for both placement reads: `path_bet_locked` (the user or an
 * ancestor is locked, or locked betting) and `match_bet_locked` (the user or an ancestor locked betting on
 * the match `matchId`).
 */
export function betLockColumns(matchId: SQL): SQL {
  const ancestors = pathIdsOf('u');
  return sql`(select coalesce(bool_or(a.user_locked or a.bet_locked), false)
        from users a where a.id = any(${ancestors})) as path_bet_locked,
      exists (select 1 from match_bet_locks l
        where l.match_id = ${matchId} and l.user_id = any(${ancestors})) as match_bet_locked`;
}

/**
 * 3. Under the account lock, one row: the user's exposure limit and stake settings, whether the user or an
 * ancestor is locked or locked betting on the match, the exposure of the user's other markets, the bet of
 * the idempotency key, and the user's open bets on the market (a JSON array: a row per bet would repeat,
 * and PostgreSQL recompute, the user's figures on each).
 */
export function placingUserStatement({ userId, marketId, matchId, idempotencyKey }: PlacingUserKey): SQL {
  return sql`select u.exposure_limit, u.sport_settings, ${betLockColumns(sql`${matchId}`)},
      (select coalesce(sum(e.exposure), 0) from market_exposures e
        where e.user_id = u.id and e.market_id <> ${marketId}) as other_markets_exposure,
      (select e.id from bets e
        where e.user_id = u.id and e.idempotency_key = ${idempotencyKey}) as earlier_bet_id,
      (select coalesce(json_agg(${openBetJson}), '[]') from bets b
        where b.user_id = u.id and b.market_id = ${marketId}
          and b.status in ('matched', 'unmatched', 'delayed')) as open_bets
    from users u
    where u.id = ${userId}`;
}

export interface ExposureAfter {
  accountId: string;
  /** The user's exposure on the bet's market, with the bet. */
  market: Minor;
  /** The account's exposure: the other markets' and this one's. */
  account: Minor;
  /** The market's tally with the bet, where one is kept (exposure.ts). */
  stored: StoredTally | null;
}

/** 4. The bet (returned whole), the market's exposure row and the account's exposure. */
export function writeBetStatement(values: typeof bets.$inferInsert, exposure: ExposureAfter): SQL {
  const instant = (value: Date | null | undefined) => value?.toISOString() ?? null;
  return sql`with market_row as (${marketExposureWrite(values.userId, values.marketId, exposure.market, exposure.stored)})
    insert into bets (user_id, match_id, market_id, selection_id, runner_name, market_name, bet_on,
      odds_type, gtype, side, requested_odds, odds, volume, stake, liability, status, persistence, ip,
      due_at, matched_at, idempotency_key)
    values (${values.userId}, ${values.matchId}, ${values.marketId}, ${values.selectionId},
      ${values.runnerName}, ${values.marketName}, ${values.betOn}, ${values.oddsType ?? null},
      ${values.gtype ?? null}, ${values.side}, ${values.requestedOdds}, ${values.odds},
      ${values.volume ?? null}, ${values.stake}, ${values.liability}, ${values.status},
      ${values.persistence ?? 'lapse'}, ${values.ip ?? null}, ${instant(values.dueAt)},
      ${instant(values.matchedAt)}, ${values.idempotencyKey ?? null})
    returning *`;
}
