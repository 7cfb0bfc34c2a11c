import {
  betAcceptance,
  betLiability,
  minor,
  runnerBetOf,
  toMinor,
  type BetAcceptance,
  type BetAcceptanceInput,
  type BetWire,
  type Minor,
  Refusal,
  type RefusalCode,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Account } from '../ledger/index.ts';
import { bets, type BetStatus } from '../db/exchangeSchema.ts';
import type { LiveBoard } from '../exchange/board.ts';
import { rowsOf } from '../db/rows.ts';
import { betTargetOf, checkBetLocks, checkStake } from './checks.ts';
import {
  holdingPosition,
  holdingWithBet,
  marketSelectionIds,
  openBetsOf,
  positionOf,
  tallyToStore,
  type MarketPosition,
  type OpenHolding,
  type StoredTally,
} from './exposure.ts';
import {
  lockBetMarket,
  lockOwnAccount,
  readPlacingUser,
  type BetMarket,
  type PlacingUser,
} from './placementReads.ts';
import { writeBetStatement } from './placementSql.ts';
import { marketRefusal, priceDecision } from './pricing.ts';
import { betOfRow, betRowFromDriver, type BetFields, type BetRow } from './records.ts';

export interface PlacementInput {
  userId: string;
  wire: BetWire;
  /** What happens to the bet, if unmatched, when the event turns in play. */
  persistence: 'lapse' | 'keep';
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
export function sameRequest(row: BetRow, wire: BetWire): boolean {
  return (
    row.marketId === wire.marketId &&
    row.selectionId === wire.selectionId &&
    row.side === (wire.isBack ? 'back' : 'lay') &&
    row.requestedOdds === wire.odds &&
    row.stake === toMinor(wire.stack)
  );
}

/**
 * The bet an idempotency key placed before, read under the account lock (a retry of a placement still in
 * flight waited for it and finds it here); refused if the retry names another bet.
 */
export async function earlierBetOf(tx: Database, betId: string, wire: BetWire): Promise<BetRow> {
  const [earlier] = await tx.select().from(bets).where(eq(bets.id, betId));
  if (!earlier) throw new Error('The earlier bet disappeared');
  if (!sameRequest(earlier, wire)) throw new Refusal('bet_idempotency_key_reused');
  return earlier;
}

/** The answer to a retry: the bet its key placed, with the position and the account as they stand now. */
export function replayOf(earlier: BetRow, position: MarketPosition, locked: Account): Placement {
  return {
    row: earlier,
    position,
    accountExposure: locked.exposure,
    balance: locked.balance,
    replayed: true,
  };
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

/**
 * Places a bet inside the caller's transaction: the market row locked (shared), then the user's account
 * row, so one user's bets, cancels and matches run one at a time; every check of issue 5; then the bet,
 * its market's exposure and the account's exposure. A refusal throws before anything is written.
 */
export async function placeInTransaction(
  tx: Database,
  board: LiveBoard,
  input: PlacementInput,
): Promise<Placement> {
  const { userId, wire } = input;
  const betMarket = await lockBetMarket(tx, wire.marketId, wire.selectionId);
  const locked = await lockOwnAccount(tx, userId);
  const user = await readPlacingUser(tx, {
    userId,
    marketId: wire.marketId,
    matchId: betMarket?.match.id ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
  });

  if (user?.earlierBetId) {
    const earlier = await earlierBetOf(tx, user.earlierBetId, wire);
    const position = positionOf(
      await marketSelectionIds(tx, earlier.marketId),
      await openBetsOf(tx, userId, earlier.marketId),
    );
    return replayOf(earlier, position, locked);
  }

  const { values, position, placing, holding, selectionIds } = decideBet(board, input, betMarket, user);
  return storeBet(tx, {
    values,
    position,
    locked,
    user: placing,
    stored: tallyToStore(selectionIds, holding),
  });
}

/** A bet as placement stores it, before the database gives it its id and time. */
export type BetValues = Omit<typeof bets.$inferInsert, 'liability'> & BetFields;

/**
 * Every check of issue 5 that needs no more reading, in placement's order (session, market, locks, stake,
 * runner, price), over what placement read under the locks: the bet to store, its market's position and
 * holding with it, or a Refusal thrown. The batch (placementBatch.ts) runs the same function over its own
 * reads.
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
  const { userId, wire } = input;
  if (!user) throw new Refusal('session_ended');
  const target = betTargetOf(betMarket, wire);
  checkBetLocks(user);
  const stake = toMinor(wire.stack);
  const rules = checkStake(user, target, betMarket?.sport ?? null, stake);
  const runnerName = betMarket?.runnerName;
  if (!runnerName) throw new Refusal('selection_not_in_market');

  const live = board.market(target.market.id);
  const refusal = marketRefusal(live, wire.selectionId);
  if (refusal !== null || !live) throw new Refusal(refusal ?? 'market_unavailable');
  const side = wire.isBack ? ('back' as const) : ('lay' as const);
  const decision = priceDecision(live, {
    selectionId: wire.selectionId,
    side,
    odds: wire.odds,
    volume: wire.volume,
  });
  if (decision.kind === 'refused') throw new Refusal(decision.code);

  // The in-play delay holds back bets that would match now, so a bettor who saw the action before the
  // feed cannot take a stale price. A waiting bet gains nothing from that: it waits for the price anyway.
  const inPlay = board.matchStatus(target.match.id) === 'inPlay' || target.match.status === 'inPlay';
  const delayed = inPlay && rules.delaySeconds > 0 && decision.kind === 'matched';
  const status: BetStatus = delayed ? 'delayed' : decision.kind === 'matched' ? 'matched' : 'unmatched';
  const odds = status === 'matched' && decision.kind === 'matched' ? decision.odds : wire.odds;
  const values = {
    userId,
    matchId: target.match.id,
    marketId: target.market.id,
    selectionId: wire.selectionId,
    runnerName,
    marketName: target.market.name,
    betOn: target.betOn,
    oddsType: target.oddsType,
    gtype: target.gtype,
    side,
    requestedOdds: wire.odds,
    odds,
    volume: wire.volume ?? null,
    stake,
    persistence: input.persistence,
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
  const liability = betLiability(runnerBetOf(betOfRow(values)));
  const accountExposure = minor(account.otherMarketsExposure + position.exposure);
  checkAcceptance({
    balance: account.balance,
    currentExposure: account.exposure,
    newExposure: accountExposure,
    exposureLimit: account.exposureLimit ?? undefined,
  });
  return { liability, accountExposure };
}

/**
 * A placement's last step, once the bet and its market's position with it are known: the account's new
 * exposure must fit the balance and the exposure limit; then the bet, the market's exposure row and the
 * account's exposure are written in one statement.
 */
export async function storeBet(
  tx: Database,
  placing: {
    values: BetValues;
    position: MarketPosition;
    locked: Account;
    user: PlacingUser;
    /** The market's tally with the bet, where one is kept. */
    stored: StoredTally | null;
  },
): Promise<Placement> {
  const { values, position, locked, user, stored } = placing;
  const { liability, accountExposure } = acceptedExposure(values, position, {
    ...locked,
    otherMarketsExposure: user.otherMarketsExposure,
    exposureLimit: user.exposureLimit,
  });
  const [written] = await rowsOf<Record<string, unknown>>(
    tx,
    writeBetStatement(
      { ...values, liability },
      { accountId: locked.id, market: position.exposure, account: accountExposure, stored },
    ),
  );
  if (!written) throw new Error('The bet was not stored');
  const row = betRowFromDriver(written);
  return { row, position, accountExposure, balance: locked.balance, replayed: false };
}
