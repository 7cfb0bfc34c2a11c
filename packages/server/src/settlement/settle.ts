import { Refusal } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { lockAccountsOf } from '../ledger/index.ts';
import { attributeMarket } from './attribution.ts';
import {
  closeBets,
  closingSummary,
  postSettlement,
  unchanged,
  usersOnMarketSql,
  type ClosingSummary,
} from './closeBets.ts';
import { commissionNarration, commissionRateOf, commissionsOf, postCommission } from './commission.ts';
import { checkResult, lockMarket, marketNarration } from './market.ts';

import { commitAndPush } from './notify.ts';

export type SettlementContext = Pick<AppContext, 'db' | 'notify' | 'now'>;

/** Settlements of a market so far, counted by rollback: a resettlement gets fresh idempotency keys. */
async function settlementRound(tx: Database, marketId: string): Promise<number> {
  const rows = await rowsOf<{ rounds: unknown }>(
    tx,
    sql`select count(distinct rolled_back_at) + 1 as rounds from settlements where market_id = ${marketId}`,
  );
  return Number(rows[0]?.rounds ?? 1);
}

/**
 * Settles a market with its result (the winning selection id, or a session's run total): every matched
 * bet gets its P/L by the domain rules, every player's net P/L moves between the player and the house in
 * one ledger transaction for the market (an entry per player, one for the house: ADR 0017), the winners
 * pay the exchange's commission in a second one (ADR 0036), unmatched bets are cancelled, the reserved
 * exposure is released, operators' shares are recorded, and each player's room gets the new balance.
 *
 * One database transaction under the market's row lock: a second call (the feed and an admin at once, a
 * retry) waits and then finds the market settled. The same result again changes nothing; another result
 * is refused until the first is rolled back.
 */
export async function settleMarket(
  context: SettlementContext,
  input: { marketId: string; result: number; createdBy?: string | null },
): Promise<ClosingSummary> {
  return commitAndPush(context, async (tx) => {
    const market = await lockMarket(tx, input.marketId);
    if (market.voidedAt) throw new Refusal('market_voided');
    if (market.settledAt) {
      if (market.result === input.result) return { result: unchanged, userIds: [] };
      throw new Refusal('market_settled_with_other_result');
    }
    await checkResult(tx, market, input.result);

    const now = context.now();
    const locked = await lockAccountsOf(tx, usersOnMarketSql(market.id));
    const closing = { status: 'settled', result: input.result } as const;
    const closed = await closeBets(tx, market.id, locked, closing, now);
    const round = await settlementRound(tx, market.id);
    const createdBy = input.createdBy ?? null;
    const basisPoints = await commissionRateOf(tx, market);
    const commission = commissionsOf(closed.players, basisPoints);
    await postSettlement(
      tx,
      locked,
      closed,
      { narration: marketNarration(market), idempotencyKey: `settlement:${market.id}:${round}`, createdBy },
      now,
      commission,
    );
    // After the settlement's transaction, so the statement reads the gross line, then the commission.
    await postCommission(tx, locked, commission, {
      narration: commissionNarration(market, basisPoints),
      idempotencyKey: `commission:${market.id}:${round}`,
      createdBy,
    });
    await attributeMarket(tx, market.id);
    await tx.execute(sql`update markets set result = ${input.result}::float8,
      settled_at = ${now.toISOString()}::timestamptz, status = 'CLOSED' where id = ${market.id}`);
    return closingSummary('settled', closed);
  });
}

/**
 * Voids a market (abandoned, a feed error): matched bets become void with no P/L, unmatched ones are
 * cancelled, and the reserved exposure is released. No money moves: a stake was never taken from the
 * balance, only reserved as exposure. Voiding a void market changes nothing; a settled market must be
 * rolled back first, so money is never reversed without someone asking for it.
 */
export async function voidMarket(
  context: SettlementContext,
  input: { marketId: string },
): Promise<ClosingSummary> {
  return commitAndPush(context, async (tx) => {
    const market = await lockMarket(tx, input.marketId);
    if (market.voidedAt) return { result: unchanged, userIds: [] };
    if (market.settledAt) throw new Refusal('market_settled');

    const now = context.now();
    const locked = await lockAccountsOf(tx, usersOnMarketSql(market.id));
    // The exposure the bets reserved goes with their market rows (the database's, migration 0014).
    const closed = await closeBets(tx, market.id, locked, { status: 'void' }, now);
    await tx.execute(sql`update markets set voided_at = ${now.toISOString()}::timestamptz, status = 'CLOSED'
      where id = ${market.id}`);
    return closingSummary('void', closed);
  });
}
