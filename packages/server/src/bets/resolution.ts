import { betLiability, runnerBetOf, type Minor, type RefusalCode } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bets } from '../db/exchangeSchema.ts';
import { ensureAccount, lockAccounts, type Account } from '../ledger/index.ts';
import { marketSelectionIds, openBetsOf, positionOf, recomputeExposure } from './exposure.ts';
import type { Placement } from './placement.ts';
import { delayedPriceDecision, marketRefusal, priceDecision } from './pricing.ts';
import { betOfRow, type BetRow } from './records.ts';

type EngineContext = Pick<AppContext, 'db' | 'board' | 'now'>;

/** Locks the bet owner's account, then reads the bet under that lock (the placement's order of locks). */
async function lockedBet(tx: Database, betId: string): Promise<{ row: BetRow; account: Account } | null> {
  const [owner] = await tx.select({ userId: bets.userId }).from(bets).where(eq(bets.id, betId));
  if (!owner) return null;
  const { id } = await ensureAccount(tx, owner.userId);
  const account = (await lockAccounts(tx, [id])).get(id);
  const [row] = await tx.select().from(bets).where(eq(bets.id, betId));
  return row && account ? { row, account } : null;
}

type CurrentPrice = { odds: number } | { waiting: true } | { refusal: RefusalCode };

/**
 * The price the board would match this bet at now, or why it would not: a waiting bet asks whether its
 * price has come, a delayed one what its choice makes of a moved price (pricing.ts).
 */
function currentPrice(context: Pick<AppContext, 'board'>, row: BetRow): CurrentPrice {
  const live = context.board.market(row.marketId);
  const refusal = marketRefusal(live, row.selectionId);
  if (refusal !== null || !live) return { refusal: refusal ?? 'market_unavailable' };
  const request = {
    selectionId: row.selectionId,
    side: row.side,
    odds: row.requestedOdds,
    volume: row.volume ?? undefined,
  };
  const decision =
    row.status === 'delayed'
      ? delayedPriceDecision(live, request, {
          acceptBetterPrice: row.acceptBetterPrice,
          waitIfPriceWorse: row.waitIfPriceWorse,
        })
      : priceDecision(live, request);
  if (decision.kind === 'matched') return { odds: decision.odds };
  if (decision.kind === 'waiting' && row.status === 'delayed') return { waiting: true };
  return { refusal: 'price_moved_during_delay' };
}

/** A delayed bet as its delay leaves it: matched, waiting for its price, or refused. */
function afterDelay(row: BetRow, price: CurrentPrice, now: Date): Partial<BetRow> {
  if ('odds' in price) return matchedAt(row, price.odds, now);
  if ('waiting' in price) return { status: 'unmatched', odds: row.requestedOdds, dueAt: null };
  return { status: 'refused', closedAt: now, dueAt: null };
}

async function setStatus(tx: Database, row: BetRow, changes: Partial<BetRow>): Promise<BetRow> {
  const [updated] = await tx.update(bets).set(changes).where(eq(bets.id, row.id)).returning();
  if (!updated) throw new Error(`Bet ${row.id} was not updated`);
  return updated;
}

function matchedAt(row: BetRow, odds: number, now: Date): Partial<BetRow> {
  const liability = betLiability(runnerBetOf(betOfRow({ ...row, odds })));
  return { status: 'matched', odds, liability, matchedAt: now, dueAt: null };
}

export interface DelayOutcome {
  placement: Placement;
  /** False when the bet was already resolved (a retried request finds it so). */
  changed: boolean;
  refusal?: RefusalCode;
}

/**
 * The end of a bet's in-play delay: matched if the price is still the one the bet asks or moved in its
 * favour (at the price its choice takes), left waiting if it moved against a bet that asks to wait,
 * otherwise refused (the price moved, or the market was suspended meanwhile) and its reserved liability
 * released.
 */
export async function resolveDelayed(context: EngineContext, betId: string): Promise<DelayOutcome> {
  return context.db.transaction(async (tx) => {
    const locked = await lockedBet(tx, betId);
    if (!locked) throw new Error(`Delayed bet ${betId} disappeared`);
    const { row, account } = locked;
    if (row.status !== 'delayed') {
      const open = await openBetsOf(tx, row.userId, row.marketId);
      const position = positionOf(await marketSelectionIds(tx, row.marketId), open);
      const placement = {
        row,
        position,
        accountExposure: account.exposure,
        balance: account.balance,
        replayed: true,
      };
      return { placement, changed: false };
    }
    const price = currentPrice(context, row);
    const resolved = await setStatus(tx, row, afterDelay(row, price, context.now()));
    const { position, accountExposure } = await recomputeExposure(tx, row.userId, row.marketId);
    const placement = { row: resolved, position, accountExposure, balance: account.balance, replayed: false };
    return 'refusal' in price
      ? { placement, changed: true, refusal: price.refusal }
      : { placement, changed: true };
  });
}

/**
 * A waiting bet whose price may have come: matched at the current best price if it has, under its owner's
 * account lock. `matched` is false when the price is not there (any more); `row` tells whether the bet is
 * still waiting at all.
 */
export async function matchWaitingBet(
  context: EngineContext,
  betId: string,
): Promise<{ row: BetRow; matched: boolean; accountExposure: Minor; balance: Minor } | null> {
  return context.db.transaction(async (tx) => {
    const locked = await lockedBet(tx, betId);
    if (!locked) return null;
    const { row, account } = locked;
    const unchanged = { row, matched: false, accountExposure: account.exposure, balance: account.balance };
    if (row.status !== 'unmatched') return unchanged;
    const price = currentPrice(context, row);
    if (!('odds' in price)) return unchanged;
    const matched = await setStatus(tx, row, matchedAt(row, price.odds, context.now()));
    const { accountExposure } = await recomputeExposure(tx, row.userId, row.marketId);
    return { row: matched, matched: true, accountExposure, balance: account.balance };
  });
}
