import {
  betAcceptance,
  betLiability,
  minor,
  refusalMessages,
  ruleMessages,
  runnerBetOf,
  toMinor,
  type BetWire,
  type Minor,
} from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bets, markets, runners } from '../db/exchangeSchema.ts';
import { users } from '../db/schema.ts';
import type { LiveBoard } from '../exchange/board.ts';
import { HttpError } from '../http/envelope.ts';
import { ensureAccount, lockAccounts } from '../ledger/index.ts';
import { checkBetLocks, checkStake, loadBetTarget } from './checks.ts';
import {
  openBetsOf,
  positionOf,
  marketSelectionIds,
  recomputeExposure,
  type MarketPosition,
} from './exposure.ts';
import { marketRefusal, priceDecision } from './pricing.ts';
import { betOfRow, type BetRow } from './records.ts';

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
function sameRequest(row: BetRow, wire: BetWire): boolean {
  return (
    row.marketId === wire.marketId &&
    row.selectionId === wire.selectionId &&
    row.side === (wire.isBack ? 'back' : 'lay') &&
    row.requestedOdds === wire.odds &&
    row.stake === toMinor(wire.stack)
  );
}

/**
 * Places a bet inside the caller's transaction, with the user's account row locked first so one user's
 * bets, cancels and matches run one at a time: every check of issue 5, then the bet, its market's
 * exposure and the account's exposure. A refusal throws, and the transaction leaves nothing behind.
 */
export async function placeInTransaction(
  tx: Database,
  board: LiveBoard,
  input: PlacementInput,
): Promise<Placement> {
  const { userId, wire } = input;
  // Settlement locks the market row, then the accounts: taking the market first (shared) in the same order
  // means a bet waits for a settlement in progress and then finds the market settled, with no deadlock.
  await tx.select({ id: markets.id }).from(markets).where(eq(markets.id, wire.marketId)).for('share');
  const account = await ensureAccount(tx, userId);
  const locked = (await lockAccounts(tx, [account.id])).get(account.id);
  if (!locked) throw new Error('The account was not locked');

  if (input.idempotencyKey !== undefined) {
    // Read after the lock: a retry of a placement still in flight waits for it and then finds it here.
    const [earlier] = await tx
      .select()
      .from(bets)
      .where(and(eq(bets.userId, userId), eq(bets.idempotencyKey, input.idempotencyKey)));
    if (earlier) {
      if (!sameRequest(earlier, wire)) throw new HttpError(409, refusalMessages.betIdempotencyKeyReused);
      const position = positionOf(
        await marketSelectionIds(tx, earlier.marketId),
        await openBetsOf(tx, userId, earlier.marketId),
      );
      return {
        row: earlier,
        position,
        accountExposure: locked.exposure,
        balance: locked.balance,
        replayed: true,
      };
    }
  }

  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, refusalMessages.sessionEnded);
  const target = await loadBetTarget(tx, wire);
  await checkBetLocks(tx, user, target.match.id);
  const stake = toMinor(wire.stack);
  const rules = await checkStake(tx, user, target, stake);
  const [runner] = await tx
    .select({ name: runners.name })
    .from(runners)
    .where(and(eq(runners.marketId, target.market.id), eq(runners.selectionId, wire.selectionId)))
    .limit(1);
  if (!runner) throw new HttpError(400, refusalMessages.selectionNotInMarket);

  const live = board.market(target.market.id);
  const refusal = marketRefusal(live, wire.selectionId);
  if (refusal !== null || !live) throw new HttpError(400, refusal ?? refusalMessages.marketUnavailable);
  const side = wire.isBack ? ('back' as const) : ('lay' as const);
  const decision = priceDecision(live, {
    selectionId: wire.selectionId,
    side,
    odds: wire.odds,
    volume: wire.volume,
  });
  if (decision.kind === 'refused') throw new HttpError(400, decision.message);

  // The in-play delay holds back bets that would match now, so a bettor who saw the action before the
  // feed cannot take a stale price. A waiting bet gains nothing from that: it waits for the price anyway.
  const inPlay = board.matchStatus(target.match.id) === 'inPlay' || target.match.status === 'inPlay';
  const delayed = inPlay && rules.delaySeconds > 0 && decision.kind === 'matched';
  const status = delayed ? 'delayed' : decision.kind === 'matched' ? 'matched' : 'unmatched';
  const odds = status === 'matched' && decision.kind === 'matched' ? decision.odds : wire.odds;
  const values = {
    userId,
    matchId: target.match.id,
    marketId: target.market.id,
    selectionId: wire.selectionId,
    runnerName: runner.name,
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
  };
  const liability = betLiability(runnerBetOf(betOfRow(values)));
  const [row] = await tx
    .insert(bets)
    .values({ ...values, status, liability })
    .returning();
  if (!row) throw new Error('The bet was not stored');

  const { position, accountExposure } = await recomputeExposure(tx, userId, target.market.id);
  const acceptance = betAcceptance({
    balance: locked.balance,
    currentExposure: locked.exposure,
    newExposure: accountExposure,
    exposureLimit: user.exposureLimit === null ? undefined : minor(user.exposureLimit),
  });
  if (acceptance !== 'accepted') throw new HttpError(400, ruleMessages[acceptance]);
  return { row, position, accountExposure, balance: locked.balance, replayed: false };
}
