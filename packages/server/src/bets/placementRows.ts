import {
  coolOffPeriods,
  jurisdictions,
  type BetLimits,
  realityCheckApplies,
  selfExclusionPeriods,
  type Minor,
} from '@exchange/domain';
import type { Database } from '../db/client.ts';
import { rowFromDriver } from '../db/driverRows.ts';
import { bets, markets, matches } from '../db/exchangeSchema.ts';
import { columns, rowDecoder } from '../db/rowDecoder.ts';
import type { SportSetting } from '../db/schema.ts';
import { ensureAccount, lockAccounts, type Account } from '../ledger/index.ts';
import type { PlayState } from '../responsibleGaming/guard.ts';
import { exclusionRecordOf } from '../responsibleGaming/store.ts';
import type { OpenHolding } from './exposure.ts';
import { openBetKeys, type OpenBet } from './records.ts';

/**
 * What placement reads (placementBatchSql.ts' statements), decoded column by column into what the checks
 * need: the rows' shapes are declared here once, and a column of another shape is a bug that throws.
 */

type MarketRow = typeof markets.$inferSelect;
type MatchRow = typeof matches.$inferSelect;

export interface BetMarket {
  market: Pick<MarketRow, 'id' | 'kind' | 'name' | 'gtype' | 'status' | 'active' | 'minBet' | 'maxBet'> & {
    /** Settled or voided: it has its outcome. */
    decided: boolean;
  };
  match: Pick<MatchRow, 'id' | 'sportId' | 'status' | 'active'>;
  /** The sport's limits and in-play delay, if it has settings. */
  sport: { minBet: Minor; maxBet: Minor; delaySeconds: number } | null;
  /** The market's runners in its order: the outcomes of its book. */
  selectionIds: number[];
  /** The name of the bet's runner, or null when the market has no such selection. */
  runnerName: string | null;
}

const nullableMinor = columns.nullable(columns.minor);

/** 1. A market row, locked (lockMarketsStatement). */
export const marketRow = rowDecoder({
  id: columns.text,
  kind: columns.oneOf(markets.kind.enumValues),
  name: columns.text,
  gtype: columns.nullable(columns.text),
  status: columns.oneOf(markets.status.enumValues),
  active: columns.boolean,
  min_bet: nullableMinor,
  max_bet: nullableMinor,
  decided: columns.boolean,
  match_id: columns.integer,
  sport_id: columns.integer,
  match_status: columns.oneOf(matches.status.enumValues),
  match_active: columns.boolean,
  has_sport: columns.boolean,
  sport_min_bet: nullableMinor,
  sport_max_bet: nullableMinor,
  delay_seconds: columns.nullable(columns.integer),
  selection_ids: columns.nullable(columns.integerArray),
  runner_names: columns.nullable(columns.json<string[]>()),
});
export type MarketRowRead = ReturnType<typeof marketRow>;

/** A market row as the checks read it, for the bet on `selectionId`. */
export function betMarketOf(row: MarketRowRead, selectionId: number): BetMarket {
  const selectionIds = row.selection_ids ?? [];
  const index = selectionIds.indexOf(selectionId);
  return {
    market: {
      id: row.id,
      kind: row.kind,
      name: row.name,
      gtype: row.gtype,
      status: row.status,
      active: row.active,
      minBet: row.min_bet,
      maxBet: row.max_bet,
      decided: row.decided,
    },
    match: { id: row.match_id, sportId: row.sport_id, status: row.match_status, active: row.match_active },
    sport:
      row.has_sport && row.sport_min_bet !== null && row.sport_max_bet !== null
        ? { minBet: row.sport_min_bet, maxBet: row.sport_max_bet, delaySeconds: row.delay_seconds ?? 0 }
        : null,
    selectionIds,
    runnerName: index < 0 ? null : (row.runner_names?.[index] ?? null),
  };
}

/** 2. An account row, locked (lockAccountsStatement). */
export const accountRow = rowDecoder({
  id: columns.text,
  user_id: columns.text,
  balance: columns.minor,
  exposure: columns.minor,
});

/** A user's first money operation creates its account; then it is locked as the batch's are. */
export async function lockNewAccount(tx: Database, userId: string): Promise<Account> {
  const { id } = await ensureAccount(tx, userId);
  const locked = (await lockAccounts(tx, [id])).get(id);
  if (!locked) throw new Error('The account was not locked');
  return locked;
}

const openBetFromDriver = rowFromDriver(bets, openBetKeys);
const instant = columns.nullable((value, column) => {
  const date = value instanceof Date ? value : new Date(columns.text(value, column));
  if (Number.isNaN(date.getTime())) throw new Error(`Column ${column}: not an instant`);
  return date;
});

/** 3. What the checks read of each bet's user (placingUsersStatement), a row per bet. */
export const placingUserRow = rowDecoder({
  n: columns.integer,
  found: columns.boolean,
  exposure_limit: nullableMinor,
  sport_settings: columns.nullable(columns.json<Record<string, SportSetting>>()),
  jurisdiction: columns.nullable(columns.oneOf(jurisdictions)),
  self_excluded_at: instant,
  self_excluded_until: instant,
  self_exclusion_period: columns.nullable(columns.oneOf(selfExclusionPeriods)),
  cool_off_at: instant,
  cool_off_until: instant,
  cool_off_period: columns.nullable(columns.oneOf(coolOffPeriods)),
  reality_check_enabled: columns.boolean,
  reality_check_started_at: instant,
  reality_check_due_at: instant,
  limit_min_stake: nullableMinor,
  limit_max_stake: nullableMinor,
  limit_max_profit: nullableMinor,
  limit_max_loss: nullableMinor,
  limit_min_odds: columns.nullable(columns.double),
  limit_max_odds: columns.nullable(columns.double),
  limit_in_play_delay: columns.nullable(columns.integer),
  path_bet_locked: columns.nullable(columns.boolean),
  match_bet_locked: columns.nullable(columns.boolean),
  markets_exposure: columns.minor,
  market_exposure: columns.minor,
  earlier_bet_id: columns.nullable(columns.text),
  matched_book: columns.nullable(columns.minorArray),
  waiting_losses: columns.nullable(columns.minorArray),
  open_bets: columns.nullable(columns.json<Record<string, unknown>[]>()),
});
export type PlacingUserRow = ReturnType<typeof placingUserRow>;

/** The placing user as the checks need it, read under the account lock. */
export interface PlacingUser {
  exposureLimit: Minor | null;
  sportSettings: Record<string, SportSetting>;
  /** The market and sport limits on the bet's market (issue 41): none on a casino bet. */
  limits: BetLimits;
  /** The user or an ancestor has a user or bet lock. */
  pathBetLocked: boolean;
  /** The user or an ancestor locked betting on the bet's match. */
  matchBetLocked: boolean;
  /** The exposure stored for every other market of the user: the account's, less this market's. */
  otherMarketsExposure: Minor;
  /** The user's open bets on the bet's market, or their tally. */
  holding: OpenHolding;
  play: PlayState;
}

/** The open bets the statement read as groups of alike bets (placementBatchSql.ts), one by one again. */
function openBetsOfGroups(groups: readonly Record<string, unknown>[]): OpenBet[] {
  return groups.flatMap((group) => {
    const bet = openBetFromDriver(group);
    return Array.from({ length: columns.integer(group.count, 'open_bets.count') }, () => bet);
  });
}

/** What the statement read of a user's open bets on a market: their tally, or the bets, or nothing. */
export function holdingOf(row: PlacingUserRow): OpenHolding | null {
  if (row.matched_book !== null) {
    return { tally: { matched: row.matched_book, waitingLosses: row.waiting_losses ?? [] } };
  }
  return row.open_bets === null ? null : { bets: openBetsOfGroups(row.open_bets) };
}

function playStateOf(row: PlacingUserRow): PlayState {
  const jurisdiction = row.jurisdiction ?? 'intl';
  return {
    record: exclusionRecordOf(jurisdiction, {
      selfExcludedAt: row.self_excluded_at,
      selfExcludedUntil: row.self_excluded_until,
      selfExclusionPeriod: row.self_exclusion_period,
      coolOffAt: row.cool_off_at,
      coolOffUntil: row.cool_off_until,
      coolOffPeriod: row.cool_off_period,
    }),
    realityCheck: realityCheckApplies(jurisdiction, row.reality_check_enabled),
    session:
      row.reality_check_started_at && row.reality_check_due_at
        ? { startedAt: row.reality_check_started_at, dueAt: row.reality_check_due_at }
        : null,
  };
}

/** The user of a bet's row, with its exposure on other markets and its holding as the batch follows them. */
export function placingUserOf(
  row: PlacingUserRow,
  figures: { otherMarketsExposure: Minor; holding: OpenHolding },
): PlacingUser | null {
  if (!row.found) return null;
  return {
    exposureLimit: row.exposure_limit,
    sportSettings: row.sport_settings ?? {},
    limits: {
      minStake: row.limit_min_stake,
      maxStake: row.limit_max_stake,
      maxProfit: row.limit_max_profit,
      maxLoss: row.limit_max_loss,
      minOdds: row.limit_min_odds,
      maxOdds: row.limit_max_odds,
      inPlayDelay: row.limit_in_play_delay,
    },
    pathBetLocked: row.path_bet_locked ?? false,
    matchBetLocked: row.match_bet_locked ?? false,
    ...figures,
    play: playStateOf(row),
  };
}
