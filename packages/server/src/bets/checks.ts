import {
  bookmakerOddsType,
  defaultFancyType,
  formatMoney,
  isOnLadder,
  refusalMessages,
  sports,
  stakeLimitMessage,
  type BetOn,
  type BetWire,
  type Minor,
} from '@exchange/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { markets, matchBetLocks, matches, sportSettings } from '../db/exchangeSchema.ts';
import type { users } from '../db/schema.ts';
import { locksOnPath } from '../hierarchy/subtree.ts';
import { HttpError } from '../http/envelope.ts';
import { isUuid } from '../ledger/accounts.ts';

/** The placement checks that read the catalog and the user, each refusing with a clear 4xx. */

type UserRow = typeof users.$inferSelect;
type MarketRow = typeof markets.$inferSelect;
type MatchRow = typeof matches.$inferSelect;

export interface BetTarget {
  market: MarketRow;
  match: MatchRow;
  /** What the bet is stored as: derived from the market, never taken from the client. */
  betOn: BetOn;
  oddsType: string | null;
  gtype: string | null;
}

/** The market and match of a bet, open for betting in the catalog, and the bet's kind derived from them. */
export async function loadBetTarget(tx: Database, wire: BetWire): Promise<BetTarget> {
  const [row] = await tx
    .select({ market: markets, match: matches })
    .from(markets)
    .innerJoin(matches, eq(matches.id, markets.matchId))
    .where(eq(markets.id, wire.marketId))
    .limit(1);
  if (!row) throw new HttpError(404, refusalMessages.marketUnavailable);
  const { market, match } = row;
  if (!market.active) throw new HttpError(400, refusalMessages.marketUnavailable);
  if (market.settledAt || market.voidedAt || market.status === 'CLOSED') {
    throw new HttpError(400, refusalMessages.marketClosed);
  }
  if (!match.active || match.status === 'closed') throw new HttpError(400, refusalMessages.eventNotOpen);

  const isFancy = market.kind === 'fancy';
  const betOn: BetOn = isFancy ? 'FANCY' : 'MATCH_ODDS';
  const oddsType = market.kind === 'bookmaker' ? bookmakerOddsType : null;
  const gtype = isFancy ? (market.gtype ?? defaultFancyType) : null;
  const fits =
    wire.matchId === match.id &&
    wire.betOn === betOn &&
    (wire.oddsType ?? null) === oddsType &&
    (wire.gtype === undefined || wire.gtype === gtype) &&
    // A session bet names its rate (the wire's volume).
    (gtype !== defaultFancyType || wire.volume !== undefined);
  if (!fits) throw new HttpError(400, refusalMessages.betDoesNotFitMarket);
  // Issue 3: exchange odds come from the price ladder.
  if (market.kind === 'matchOdds' && !isOnLadder(wire.odds)) {
    throw new HttpError(400, refusalMessages.oddsNotOnLadder);
  }
  return { market, match, betOn, oddsType, gtype };
}

/** DOMAIN.md "Locks": the user's and every ancestor's user or bet lock, and bet locks on this match. */
export async function checkBetLocks(tx: Database, user: UserRow, matchId: number): Promise<void> {
  if ((await locksOnPath(tx, user.path)).betLocked) throw new HttpError(403, refusalMessages.betLocked);
  const pathIds = user.path.split('/').filter(isUuid);
  const [matchLock] = await tx
    .select({ userId: matchBetLocks.userId })
    .from(matchBetLocks)
    .where(and(eq(matchBetLocks.matchId, matchId), inArray(matchBetLocks.userId, pathIds)))
    .limit(1);
  if (matchLock) throw new HttpError(403, refusalMessages.eventBetLocked);
}

export interface StakeRules {
  minBet: Minor | null;
  maxBet: Minor | null;
  /** The in-play delay in seconds. */
  delaySeconds: number;
}

/**
 * Spec 3 "userSetting per index": index i is the i-th sport of spec 1's list (0 Soccer ... 5 Casino).
 * A zero is the form's empty value: it sets no limit and no delay, so the sport's own applies.
 */
function userSettingFor(user: UserRow, sportId: number) {
  const index = sports.findIndex((sport) => sport.id === sportId);
  return index < 0 ? undefined : user.sportSettings[String(index)];
}

const positive = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && value > 0;

/** The stake must sit within the user's, the sport's and the market's limits (all of them). */
export async function checkStake(
  tx: Database,
  user: UserRow,
  target: BetTarget,
  stake: Minor,
): Promise<StakeRules> {
  const [sport] = await tx
    .select()
    .from(sportSettings)
    .where(eq(sportSettings.sportId, target.match.sportId))
    .limit(1);
  const own = userSettingFor(user, target.match.sportId);
  const minimums = [own?.minBet, sport?.minBet, target.market.minBet].filter(positive);
  const maximums = [own?.maxBet, sport?.maxBet, target.market.maxBet].filter(positive);
  const minBet = minimums.length > 0 ? (Math.max(...minimums) as Minor) : null;
  const maxBet = maximums.length > 0 ? (Math.min(...maximums) as Minor) : null;
  if (minBet !== null && stake < minBet) {
    throw new HttpError(400, stakeLimitMessage('minimum', formatMoney(minBet)));
  }
  if (maxBet !== null && stake > maxBet) {
    throw new HttpError(400, stakeLimitMessage('maximum', formatMoney(maxBet)));
  }
  const delaySeconds = positive(own?.delay) ? own.delay : (sport?.delaySeconds ?? 0);
  return { minBet, maxBet, delaySeconds };
}
