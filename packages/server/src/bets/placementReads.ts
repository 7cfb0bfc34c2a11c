import { minor, type Minor } from '@exchange/domain';
import type { Database } from '../db/client.ts';
import { rowFromDriver } from '../db/driverRows.ts';
import { bets, type markets, type matches } from '../db/exchangeSchema.ts';
import type { SportSetting } from '../db/schema.ts';
import { ensureAccount, lockAccounts, type Account } from '../ledger/index.ts';
import { rowsOf } from '../db/rows.ts';
import {
  lockAccountStatement,
  lockMarketStatement,
  placingUserStatement,
  type PlacingUserKey,
} from './placementSql.ts';
import type { OpenHolding } from './exposure.ts';
import { openBetKeys } from './records.ts';

const openBetFromDriver = rowFromDriver(bets, openBetKeys);

/** What placing a bet reads (placementSql.ts' first three statements), as the checks need it. */

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

const nullableNumber = (value: unknown) => (value === null ? null : Number(value));

/**
 * The market of a bet with its match, runners and sport settings, its row locked FOR SHARE: settlement
 * locks the market row (FOR UPDATE) before accounts, so taking it first, in the same order, makes a bet
 * wait for a settlement in progress and then find the market settled, with no deadlock. The market's
 * columns are those of the row as locked, so a settlement that committed meanwhile shows. Null when
 * there is no such market.
 */
export async function lockBetMarket(
  tx: Database,
  marketId: string,
  selectionId: number,
): Promise<BetMarket | null> {
  const [row] = await rowsOf<Record<string, unknown>>(tx, lockMarketStatement(marketId, selectionId));
  return row ? betMarketOf(row, row.runner_name as string | null) : null;
}

/** A market row of placementSql.ts' first statement (or the batch's) as the checks read it. */
export function betMarketOf(row: Record<string, unknown>, runnerName: string | null): BetMarket {
  return {
    market: {
      id: row.id as string,
      kind: row.kind as MarketRow['kind'],
      name: row.name as string,
      gtype: row.gtype as string | null,
      status: row.status as MarketRow['status'],
      active: row.active as boolean,
      minBet: nullableNumber(row.min_bet),
      maxBet: nullableNumber(row.max_bet),
      decided: row.decided as boolean,
    },
    match: {
      id: Number(row.match_id),
      sportId: Number(row.sport_id),
      status: row.match_status as MatchRow['status'],
      active: row.match_active as boolean,
    },
    sport: row.has_sport
      ? {
          minBet: minor(Number(row.sport_min_bet)),
          maxBet: minor(Number(row.sport_max_bet)),
          delaySeconds: Number(row.delay_seconds),
        }
      : null,
    selectionIds: ((row.selection_ids as unknown[] | null) ?? []).map(Number),
    runnerName,
  };
}

/** The user's account row, locked FOR UPDATE until the transaction ends (created the first time). */
export async function lockOwnAccount(tx: Database, userId: string): Promise<Account> {
  const [row] = await rowsOf<{ id: string; balance: unknown; exposure: unknown }>(
    tx,
    lockAccountStatement(userId),
  );
  if (row) {
    return { id: row.id, userId, balance: minor(Number(row.balance)), exposure: minor(Number(row.exposure)) };
  }
  const { id } = await ensureAccount(tx, userId);
  const locked = (await lockAccounts(tx, [id])).get(id);
  if (!locked) throw new Error('The account was not locked');
  return locked;
}

/** The placing user as the checks need it, read under the account lock. */
export interface PlacingUser {
  exposureLimit: Minor | null;
  sportSettings: Record<string, SportSetting>;
  /** The user or an ancestor has a user or bet lock. */
  pathBetLocked: boolean;
  /** The user or an ancestor locked betting on the bet's match. */
  matchBetLocked: boolean;
  /** The exposure stored for every other market of the user: the account's, less this market's. */
  otherMarketsExposure: Minor;
  /** The bet placed earlier with the request's idempotency key, if any. */
  earlierBetId: string | null;
  /** The user's open bets on the bet's market, or their tally. */
  holding: OpenHolding;
}

/**
 * Everything placement reads about the user once its account row is locked, in one statement. Read after
 * the lock, in its own statement, so it sees what the transactions that held the lock before committed:
 * every change to a user's bets and market exposures holds that lock. Null when the user is gone.
 */
export async function readPlacingUser(tx: Database, input: PlacingUserKey): Promise<PlacingUser | null> {
  const [row] = await rowsOf<Record<string, unknown>>(tx, placingUserStatement(input));
  if (!row) return null;
  return {
    exposureLimit: row.exposure_limit === null ? null : minor(Number(row.exposure_limit)),
    sportSettings: row.sport_settings as Record<string, SportSetting>,
    pathBetLocked: row.path_bet_locked as boolean,
    matchBetLocked: row.match_bet_locked as boolean,
    otherMarketsExposure: minor(Number(row.other_markets_exposure)),
    earlierBetId: row.earlier_bet_id as string | null,
    holding: { bets: (row.open_bets as Record<string, unknown>[]).map(openBetFromDriver) },
  };
}
