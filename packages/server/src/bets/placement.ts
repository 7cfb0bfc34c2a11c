import {
  betAcceptance,
  betLiability,
  casinoBetLiability,
  minor,
  runnerBetOf,
  type Bet,
  type BetAcceptance,
  type BetAcceptanceInput,
  type Minor,
  type PriceMoveChoice,
  Refusal,
  type RefusalCode,
  isCasinoBetOn,
} from '@exchange/domain';
import type { Account } from '../ledger/index.ts';
import type { bets, BetStatus } from '../db/exchangeSchema.ts';
import type { LiveBoard } from '../exchange/board.ts';
import { casinoStakeOf } from '../casino/position.ts';
import { betTargetOf, checkBetLocks, checkMarketLimits, checkOddsLimits, checkStake } from './checks.ts';
import { holdingPosition, holdingWithBet, type MarketPosition, type OpenHolding } from './exposure.ts';
import type { BetMarket, PlacingUser } from './placementRows.ts';
import { marketRefusal, priceDecision } from './pricing.ts';
import { betOfRow, type BetFields, type BetRow } from './records.ts';

export interface PlacementInput {
  userId: string;
  /** The session the bet comes from: a casino bet starts (or waits for) its reality check. */
  sessionId: string;
  /** The bet as the domain reads it, parsed once from the wire at the edge (domain's betFromWire). */
  bet: Bet;
  /** What happens to the bet, if unmatched, when the event turns in play. */
  persistence: 'lapse' | 'keep';
  /** What the end of the in-play delay does with a moved price; left out, the market's rule (pricing.ts). */
  priceMove?: PriceMoveChoice | undefined;
  idempotencyKey?: string | undefined;
  ip: string;
  now: Date;
}

export interface Placement {
  row: BetRow;
  position: MarketPosition;
  accountExposure: Minor;
  balance: Minor;
  /** The idempotency key was seen before: nothing was placed this time. */
  replayed: boolean;
}

/** The same request again: a retry may repeat a key only with the same bet. */
export function sameRequest(
  row: Pick<BetRow, 'marketId' | 'selectionId' | 'side' | 'requestedOdds' | 'stake'>,
  bet: Bet,
): boolean {
  return (
    row.marketId === bet.marketId &&
    row.selectionId === bet.selectionId &&
    row.side === bet.side &&
    row.requestedOdds === bet.odds &&
    row.stake === bet.stake
  );
}

/** The refusal of each way a bet can fail the balance and exposure rule. */
const acceptanceRefusals = {
  insufficientBalance: 'insufficient_balance',
  exposureLimitExceeded: 'exposure_limit_exceeded',
} as const satisfies Record<Exclude<BetAcceptance, 'accepted'>, RefusalCode>;

/** DOMAIN.md "Positions and exposure": the new total exposure must fit the balance and the exposure limit. */
export function checkAcceptance(input: BetAcceptanceInput): void {
  const acceptance = betAcceptance(input);
  if (acceptance !== 'accepted') throw new Refusal(acceptanceRefusals[acceptance]);
}

/** A bet as placement stores it, before the database gives it its id and time. */
export type BetValues = Omit<typeof bets.$inferInsert, 'liability'> & BetFields;

/**
 * Every check of issue 5 that needs no more reading, in placement's order (session, market, locks, stake
 * and odds limits, runner, price, then issue 41's profit and loss limits on the market with the bet), over
 * what placement read under the locks: the bet to store, its market's position and holding with it, or a
 * Refusal thrown. The batch (placementBatch.ts) runs the same function over its own reads.
 */
export function decideBet(
  board: LiveBoard,
  input: PlacementInput,
  betMarket: BetMarket | null,
  user: PlacingUser | null,
): {
  values: BetValues;
  position: MarketPosition;
  placing: PlacingUser;
  holding: OpenHolding;
  selectionIds: readonly number[];
} {
  const { userId, bet } = input;
  if (!user) throw new Refusal('session_ended');
  const target = betTargetOf(betMarket, bet);
  checkBetLocks(user);
  const { stake, side } = bet;
  const rules = checkStake(user, target, betMarket?.sport ?? null, stake);
  checkOddsLimits(target, user.limits, bet.odds);
  const runnerName = betMarket?.runnerName;
  if (!runnerName) throw new Refusal('selection_not_in_market');

  const live = board.market(target.market.id);
  const refusal = marketRefusal(live, bet.selectionId);
  if (refusal !== null || !live) throw new Refusal(refusal ?? 'market_unavailable');
  const decision = priceDecision(live, {
    selectionId: bet.selectionId,
    side,
    odds: bet.odds,
    volume: bet.volume,
  });
  if (decision.kind === 'refused') throw new Refusal(decision.code);

  // The in-play delay holds back bets that would match now, so a bettor who saw the action before the
  // feed cannot take a stale price. A waiting bet gains nothing from that: it waits for the price anyway.
  const inPlay = board.matchStatus(target.match.id) === 'inPlay' || target.match.status === 'inPlay';
  const delayed = inPlay && rules.delaySeconds > 0 && decision.kind === 'matched';
  const status: BetStatus = delayed ? 'delayed' : decision.kind === 'matched' ? 'matched' : 'unmatched';
  const odds = status === 'matched' && decision.kind === 'matched' ? decision.odds : bet.odds;
  const values = {
    userId,
    matchId: target.match.id,
    marketId: target.market.id,
    selectionId: bet.selectionId,
    runnerName,
    marketName: target.market.name,
    betOn: target.betOn,
    oddsType: target.oddsType,
    gtype: target.gtype,
    side,
    requestedOdds: bet.odds,
    odds,
    volume: bet.volume ?? null,
    stake,
    persistence: input.persistence,
    acceptBetterPrice: input.priceMove?.acceptBetterPrice ?? null,
    waitIfPriceWorse: input.priceMove?.waitIfPriceWorse ?? null,
    ip: input.ip,
    dueAt: delayed ? new Date(input.now.getTime() + rules.delaySeconds * 1000) : null,
    matchedAt: status === 'matched' ? input.now : null,
    idempotencyKey: input.idempotencyKey ?? null,
    status,
  };
  // The position with the new bet: the open bets (or their tally) were read under the account lock, so
  // nothing else changed them since.
  const { selectionIds } = betMarket;
  const holding = holdingWithBet(selectionIds, user.holding, values);
  checkMarketLimits(user.limits, { selectionIds, before: user.holding, after: holding });
  return { values, position: holdingPosition(selectionIds, holding), placing: user, holding, selectionIds };
}

/**
 * The balance and exposure rule over a bet and its market's position with it: the account's exposure with
 * the bet, and the bet's own liability (for reports); a Refusal thrown when it does not fit.
 */
export function acceptedExposure(
  values: BetFields,
  position: MarketPosition,
  account: Pick<Account, 'balance' | 'exposure'> &
    Pick<PlacingUser, 'otherMarketsExposure' | 'exposureLimit'>,
): { liability: Minor; accountExposure: Minor } {
  // The house takes the other side of a casino bet and rounds toward itself (issue 37): the liability shown
  // is what settlement would take.
  const liability = isCasinoBetOn(values.betOn)
    ? casinoBetLiability(casinoStakeOf(values))
    : betLiability(runnerBetOf(betOfRow(values)));
  const accountExposure = minor(account.otherMarketsExposure + position.exposure);
  checkAcceptance({
    balance: account.balance,
    currentExposure: account.exposure,
    newExposure: accountExposure,
    exposureLimit: account.exposureLimit ?? undefined,
  });
  return { liability, accountExposure };
}
