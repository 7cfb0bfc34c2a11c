import { Refusal } from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bets } from '../db/exchangeSchema.ts';
import { boundRowsOf } from '../db/rows.ts';
import { ensureAccount, lockAccounts } from '../ledger/index.ts';
import { recomputeExposure } from './exposure.ts';
import type { Placement, PlacementInput } from './placement.ts';
import { placeBatch } from './placementBatch.ts';
import { lockMarketsStatement } from './placementBatchSql.ts';
import { betOfRow, type BetRow } from './records.ts';

/** A player's request to move one of its waiting bets to a new price (POST edit-bet-price). */
export interface PriceEdit {
  userId: string;
  sessionId: string;
  betId: string;
  odds: number;
  ip: string;
  now: Date;
}

export interface EditedBet {
  /** The waiting bet as the edit left it: cancelled. */
  cancelled: BetRow;
  /** The same stake at the new price: waiting, matched at once, or in its in-play delay. */
  placement: Placement;
}

/** The bet placed in the old one's stead: its stake and choices, at the new price, without a key. */
function replacementInput(row: BetRow, edit: PriceEdit): PlacementInput {
  return {
    userId: edit.userId,
    sessionId: edit.sessionId,
    bet: { ...betOfRow(row), odds: edit.odds },
    persistence: row.persistence,
    priceMove: {
      acceptBetterPrice: row.acceptBetterPrice ?? undefined,
      waitIfPriceWorse: row.waitIfPriceWorse ?? undefined,
    },
    ip: edit.ip,
    now: edit.now,
  };
}

/**
 * Moves a waiting bet to a new price (docs/adr/0038-editing-waiting-bets.md) in one transaction: the
 * bet's market locked FOR SHARE and its owner's account FOR UPDATE (placement's order of locks), the bet
 * read again under them and cancelled, then the same stake placed at the new price by placement's own
 * batch code, every check of a new bet with it. A refusal rolls the whole back: the old bet waits on, as
 * if nothing was asked. Another player's bet is not found, as with a cancel.
 */
export async function editWaitingBet(context: Pick<AppContext, 'db' | 'board'>, edit: PriceEdit) {
  return context.db.transaction(async (tx): Promise<EditedBet> => {
    const [seen] = await tx.select().from(bets).where(eq(bets.id, edit.betId));
    if (!seen || seen.userId !== edit.userId) throw new Refusal('not_found');
    await boundRowsOf(tx, lockMarketsStatement([seen.marketId]));
    const { id } = await ensureAccount(tx, edit.userId);
    await lockAccounts(tx, [id]);
    const [row] = await tx.select().from(bets).where(eq(bets.id, edit.betId));
    // Matched, lapsed or cancelled since the player saw it: only a waiting bet moves.
    if (!row || row.status !== 'unmatched') throw new Refusal('bet_not_cancellable');
    const cancelled = await cancelUnderLock(tx, row, edit.now);
    const [outcome] = await placeBatch(tx, context.board, [replacementInput(row, edit)]);
    if (!outcome) throw new Error('The new bet has no outcome');
    if ('refusal' in outcome) throw outcome.refusal;
    return { cancelled, placement: outcome.placement };
  });
}

/** Cancels a waiting bet whose owner's account the caller holds locked, and stores the market's exposure. */
async function cancelUnderLock(tx: Database, row: BetRow, now: Date): Promise<BetRow> {
  const [cancelled] = await tx
    .update(bets)
    .set({ status: 'cancelled', closedAt: now, closedBy: row.userId })
    .where(and(eq(bets.id, row.id), eq(bets.status, 'unmatched')))
    .returning();
  if (!cancelled) throw new Error(`Bet ${row.id} was not cancelled`);
  await recomputeExposure(tx, row.userId, row.marketId);
  return cancelled;
}

/** The player's waiting bets, on one market or on all: what cancel-bets closes. */
export async function waitingBetIds(db: Database, userId: string, marketId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(
      and(
        eq(bets.userId, userId),
        eq(bets.status, 'unmatched'),
        marketId === undefined ? undefined : eq(bets.marketId, marketId),
      ),
    );
  return rows.map((row) => row.id);
}
