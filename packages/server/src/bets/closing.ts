import { fromMinor, minor, type Minor, Refusal } from '@exchange/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bets, type BetStatus } from '../db/exchangeSchema.ts';
import { accounts, auditLog } from '../db/schema.ts';
import { ensureAccount, lockAccounts } from '../ledger/index.ts';
import { recomputeExposure } from './exposure.ts';
import type { BetRow } from './records.ts';

export type ClosingStatus = Extract<BetStatus, 'cancelled' | 'lapsed' | 'deleted'>;

export interface ClosingInput {
  betIds: readonly string[];
  status: ClosingStatus;
  /** Only bets in these statuses are closed. */
  from: readonly BetStatus[];
  /** Every named bet must be closable, or nothing is closed (a refusal); otherwise the rest are skipped. */
  allOrNothing: boolean;
  closedBy: string | null;
  now: Date;
  /**
   * Who deletes, for the audit log: a matched bet is deleted only with this, and each one deleted leaves
   * an audit entry in the same transaction (so no matched bet goes without one).
   */
  audit?: { actorId: string; actingForId: string; ip: string };
}

export interface Closing {
  closed: BetRow[];
  /** The new account exposure of every user whose bets were closed. */
  exposures: Map<string, Minor>;
}

/**
 * Closes bets (a cancel, a lapse, an operator's delete) in one transaction: the owners' account rows are
 * locked in id order (the ledger's order, so this never deadlocks with a transfer or another close), the
 * bets are re-read under those locks, and each touched market's exposure is recomputed.
 */
export async function closeBets(db: Database, input: ClosingInput): Promise<Closing> {
  if (input.betIds.length === 0) return { closed: [], exposures: new Map() };
  return db.transaction(async (tx) => {
    const owners = await tx
      .selectDistinct({ userId: bets.userId })
      .from(bets)
      .where(inArray(bets.id, [...input.betIds]));
    const accountIds: string[] = [];
    for (const { userId } of owners) accountIds.push((await ensureAccount(tx, userId)).id);
    await lockAccounts(tx, accountIds);

    const current = await tx
      .select({ id: bets.id, status: bets.status })
      .from(bets)
      .where(inArray(bets.id, [...input.betIds]));
    const closable = current.filter((bet) => input.from.includes(bet.status)).map((bet) => bet.id);
    const wasMatched = new Set(current.filter((bet) => bet.status === 'matched').map((bet) => bet.id));
    if (
      input.allOrNothing &&
      (closable.length !== input.betIds.length || current.length !== input.betIds.length)
    ) {
      throw new Refusal('bet_not_open');
    }
    if (closable.length === 0) return { closed: [], exposures: new Map() };
    const closed = await tx
      .update(bets)
      .set({ status: input.status, closedAt: input.now, closedBy: input.closedBy, dueAt: null })
      .where(and(inArray(bets.id, closable), inArray(bets.status, [...input.from])))
      .returning();
    const matchedDeleted = closed.filter((bet) => input.status === 'deleted' && wasMatched.has(bet.id));
    if (matchedDeleted.length > 0) {
      const { audit } = input;
      // A programming error, not a refusal: the route must have asked for the transaction password.
      if (!audit) throw new Error('a matched bet is deleted only with an audit entry');
      await tx.insert(auditLog).values(
        matchedDeleted.map((bet) => ({
          actorId: audit.actorId,
          actingForId: audit.actingForId,
          action: 'deleteMatchedBet' as const,
          targetUserId: bet.userId,
          detail: {
            betId: bet.id,
            stake: fromMinor(minor(bet.stake)),
            odds: bet.odds,
            side: bet.side,
            marketName: bet.marketName,
            runnerName: bet.runnerName,
            matchId: bet.matchId,
          },
          ip: audit.ip,
          createdAt: input.now,
        })),
      );
    }

    const exposures = new Map<string, Minor>();
    const markets = new Set(closed.map((bet) => `${bet.userId} ${bet.marketId}`));
    for (const key of markets) {
      const [userId = '', marketId = ''] = key.split(' ');
      exposures.set(userId, (await recomputeExposure(tx, userId, marketId)).accountExposure);
    }
    return { closed, exposures };
  });
}

/** The owner's balance figures after a change, for the `balance` push. */
export async function accountFigures(db: Database, userId: string) {
  const [row] = await db
    .select({ balance: accounts.balance, exposure: accounts.exposure })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row ?? { balance: 0, exposure: 0 };
}
