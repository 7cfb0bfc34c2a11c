import {
  betLimitRefusalMessages,
  bookmakerOddsType,
  defaultFancyType,
  formatMoney,
  isOnLadder,
  refusalMessages,
  sports,
  stakeLimitMessage,
  type BetLimits,
  type BetOn,
  type Bet,
  type Minor,
  Refusal,
} from '@exchange/domain';
import type { SportSetting } from '../db/schema.ts';
import { holdingPosition, holdingProfit, type OpenHolding } from './exposure.ts';
import type { BetMarket, PlacingUser } from './placementRows.ts';

/** The placement checks over what placement read (placementRows.ts), each refusing with a clear 4xx. */

export interface BetTarget {
  market: BetMarket['market'];
  match: BetMarket['match'];
  /** What the bet is stored as: derived from the market, never taken from the client. */
  betOn: BetOn;
  oddsType: string | null;
  gtype: string | null;
}

/** The market and match of a bet, open for betting in the catalog, and the bet's kind derived from them. */
export function betTargetOf(read: BetMarket | null, bet: Bet): BetTarget {
  if (!read) throw new Refusal('market_not_found', refusalMessages.marketUnavailable);
  const { market, match } = read;
  // A casino market takes bets through its round (casino/placement.ts), named CASINO or CASINOFANCY.
  if (market.kind === 'casino') throw new Refusal('bet_does_not_fit_market');
  if (!market.active) throw new Refusal('market_unavailable');
  if (market.decided || market.status === 'CLOSED') throw new Refusal('market_closed');
  if (!match.active || match.status === 'closed') throw new Refusal('event_not_open');

  const isFancy = market.kind === 'fancy';
  const betOn: BetOn = isFancy ? 'FANCY' : 'MATCH_ODDS';
  const oddsType = market.kind === 'bookmaker' ? bookmakerOddsType : null;
  const gtype = isFancy ? (market.gtype ?? defaultFancyType) : null;
  const fits =
    bet.matchId === match.id &&
    bet.betOn === betOn &&
    (bet.oddsType ?? null) === oddsType &&
    (bet.gtype === undefined || bet.gtype === gtype) &&
    // A session bet names its rate (its volume).
    (gtype !== defaultFancyType || bet.volume !== undefined);
  if (!fits) throw new Refusal('bet_does_not_fit_market');
  // Issue 3: exchange odds come from the price ladder.
  if (market.kind === 'matchOdds' && !isOnLadder(bet.odds)) {
    throw new Refusal('odds_not_on_ladder');
  }
  return { market, match, betOn, oddsType, gtype };
}

/** DOMAIN.md "Locks": the user's and every ancestor's user or bet lock, and bet locks on this match. */
export function checkBetLocks(user: PlacingUser): void {
  if (user.pathBetLocked) throw new Refusal('bet_locked');
  if (user.matchBetLocked) throw new Refusal('event_bet_locked');
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
function userSettingFor(user: PlacingUser, sportId: number): SportSetting | undefined {
  const index = sports.findIndex((sport) => sport.id === sportId);
  return index < 0 ? undefined : user.sportSettings[String(index)];
}

const positive = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && value > 0;

/**
 * The stake must sit within the user's, the sport's, the market's and the operators' limits (all of
 * them); the in-play delay is the user's or the sport's, lengthened by the operators' (issue 41).
 */
export function checkStake(
  user: PlacingUser,
  target: {
    market: Pick<BetTarget['market'], 'minBet' | 'maxBet'>;
    match: Pick<BetTarget['match'], 'sportId'>;
  },
  sport: BetMarket['sport'],
  stake: Minor,
): StakeRules {
  const own = userSettingFor(user, target.match.sportId);
  const { limits } = user;
  const minimums = [own?.minBet, sport?.minBet, target.market.minBet, limits.minStake].filter(positive);
  const maximums = [own?.maxBet, sport?.maxBet, target.market.maxBet, limits.maxStake].filter(positive);
  const minBet = minimums.length > 0 ? (Math.max(...minimums) as Minor) : null;
  const maxBet = maximums.length > 0 ? (Math.min(...maximums) as Minor) : null;
  if (minBet !== null && stake < minBet) {
    throw new Refusal('stake_below_minimum', stakeLimitMessage('minimum', formatMoney(minBet)));
  }
  if (maxBet !== null && stake > maxBet) {
    throw new Refusal('stake_above_maximum', stakeLimitMessage('maximum', formatMoney(maxBet)));
  }
  const ownOrSportDelay = positive(own?.delay) ? own.delay : (sport?.delaySeconds ?? 0);
  const delaySeconds = Math.max(ownOrSportDelay, limits.inPlayDelay ?? 0);
  return { minBet, maxBet, delaySeconds };
}

/** Odds in whole hundredths: ladder prices compare exactly so. */
const hundredths = (odds: number) => Math.round(odds * 100);

/**
 * Issue 41: the odds a bet asks must lie within the operators' limits. They bind exchange markets only,
 * whose odds are decimal prices of the ladder; a bookmaker's 100-based odds and a session's line are
 * other scales (docs/adr/0037-market-and-sport-limits.md).
 */
export function checkOddsLimits(target: Pick<BetTarget, 'market'>, limits: BetLimits, odds: number): void {
  if (target.market.kind !== 'matchOdds') return;
  const { minOdds, maxOdds } = limits;
  if (minOdds !== null && hundredths(odds) < hundredths(minOdds)) {
    throw new Refusal('odds_below_minimum', betLimitRefusalMessages.minOdds(minOdds));
  }
  if (maxOdds !== null && hundredths(odds) > hundredths(maxOdds)) {
    throw new Refusal('odds_above_maximum', betLimitRefusalMessages.maxOdds(maxOdds));
  }
}

type MarketFigure = (selectionIds: readonly number[], holding: OpenHolding) => Minor;

const lossOf: MarketFigure = (selectionIds, holding) => holdingPosition(selectionIds, holding).exposure;

/**
 * Issue 41: what the player can lose and win on the market with the bet (every open bet counted, a
 * waiting one where it hurts the limit most) must stay within the operators' limits. As with the exposure
 * limit (DOMAIN.md), a bet that lowers the figure is always allowed: a player over a limit set since may
 * still hedge.
 */
export function checkMarketLimits(
  limits: BetLimits,
  market: { selectionIds: readonly number[]; before: OpenHolding; after: OpenHolding },
): void {
  const passes = (limit: Minor, figure: MarketFigure) => {
    const withBet = figure(market.selectionIds, market.after);
    return withBet > limit && withBet > figure(market.selectionIds, market.before);
  };
  const { maxLoss, maxProfit } = limits;
  if (maxLoss !== null && passes(maxLoss, lossOf)) {
    throw new Refusal('bet_loss_limit_exceeded', betLimitRefusalMessages.maxLoss(maxLoss));
  }
  if (maxProfit !== null && passes(maxProfit, holdingProfit)) {
    throw new Refusal('bet_profit_limit_exceeded', betLimitRefusalMessages.maxProfit(maxProfit));
  }
}
