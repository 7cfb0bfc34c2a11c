import { Refusal, refusalCatalog } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { setOf } from '../db/arrays.ts';
import { rowsOf } from '../db/rows.ts';
import { againstHouse, lockAccountsOf, post, type LockedAccounts } from '../ledger/index.ts';
import { postCommission } from './commission.ts';
import { restoreExposures } from './exposure.ts';
import { assertLocked } from './locked.ts';
import { lockMarket, marketNarration, type LockedMarket } from './market.ts';

import { commitAndPush } from './notify.ts';
import type { SettlementContext } from './settle.ts';

export interface RollbackSummary {
  /** What was undone: a settlement or a void. */
  undone: 'settlement' | 'void';
  players: number;
  /** Bets back to matched. */
  reopenedBets: number;
}

interface LiveSettlement {
  id: number;
  userId: string;
  pnl: number;
  /** What the player paid of it (ADR 0036): refunded with the reversal. */
  commission: number;
}

/**
 * Bets of the market back to matched and their exposure rows back (the accounts' exposure follows them:
 * migration 0014); answers how many bets were reopened.
 */
async function reopenBets(
  tx: Database,
  market: LockedMarket,
  locked: LockedAccounts,
  from: 'settled' | 'void',
): Promise<number> {
  const owners = await rowsOf<{ user_id: string; reopened: unknown }>(
    tx,
    sql`
    with reopened as (
      update bets set status = 'matched', pnl = null, closed_at = null
      where market_id = ${market.id} and status = ${from}
      returning user_id
    )
    select user_id, count(*) as reopened from reopened group by user_id`,
  );
  assertLocked(
    locked.players,
    owners.map((owner) => owner.user_id),
  );
  await restoreExposures(tx, market, [...locked.players.keys()]);
  return owners.reduce((sum, owner) => sum + Number(owner.reopened), 0);
}

/**
 * Undoes a market's result so it can be settled again (a wrong result from the feed or an admin): the
 * commission the players paid on it is refunded (ADR 0036) and their settlement reversed, each by one new
 * ledger transaction (the ledger is append-only), the settlements are marked rolled back (reports stop
 * counting them and their partnership shares), the bets are matched again with their exposure reserved as
 * before, and the market has no result. On a void market it undoes the void the same way, without money.
 *
 * A player who has since withdrawn winnings cannot give them back: the rollback is refused, naming them,
 * and nothing changes (an operator settles that with the player first).
 */
export async function rollbackMarket(
  context: SettlementContext,
  input: { marketId: string; createdBy?: string | null },
): Promise<RollbackSummary> {
  return commitAndPush(context, async (tx) => {
    const market = await lockMarket(tx, input.marketId);
    const undone = market.voidedAt ? 'void' : market.settledAt ? 'settlement' : null;
    if (!undone) throw new Refusal('nothing_to_roll_back');
    const now = context.now();

    const bets = sql`select user_id from bets where market_id = ${market.id}
      and status = ${undone === 'void' ? 'void' : 'settled'}`;
    const locked = await lockAccountsOf(
      tx,
      sql`${bets} union select user_id from settlements where market_id = ${market.id} and rolled_back_at is null`,
    );
    const settlements =
      undone === 'settlement'
        ? (
            await rowsOf<{ id: unknown; user_id: string; pnl: unknown; commission: unknown }>(
              tx,
              sql`select id, user_id, pnl, commission from settlements
                  where market_id = ${market.id} and rolled_back_at is null order by id`,
            )
          ).map((row): LiveSettlement => ({
            id: Number(row.id),
            userId: row.user_id,
            pnl: Number(row.pnl),
            commission: Number(row.commission),
          }))
        : [];
    await refuseSpentWinnings(tx, settlements, locked);

    const [first] = settlements;
    if (first) {
      // The commission back first: with it, a player who still holds the net win can give the gross back.
      await postCommission(
        tx,
        locked,
        new Map(settlements.map((settlement) => [settlement.userId, settlement.commission])),
        {
          narration: `Commission refunded on ${marketNarration(market)} / result rolled back`,
          idempotencyKey: `commission-rollback:${first.id}`,
          createdBy: input.createdBy ?? null,
          refund: true,
        },
      );
    }
    const entries = againstHouse(
      locked,
      settlements.map((settlement) => ({ userId: settlement.userId, amount: -settlement.pnl })),
    );
    if (entries && first) {
      await post(
        tx,
        {
          kind: 'settlement',
          narration: `${marketNarration(market)} / result rolled back`,
          // The settlements it reverses are rolled back with it: their first id names this rollback once.
          idempotencyKey: `settlement-rollback:${first.id}`,
          createdBy: input.createdBy ?? null,
          entries,
        },
        { locked },
      );
    }
    if (settlements.length > 0) {
      await tx.execute(sql`update settlements set rolled_back_at = ${now.toISOString()}::timestamptz
        where id in ${setOf(
          settlements.map((settlement) => settlement.id),
          'bigint',
        )}`);
    }
    const reopened = await reopenBets(tx, market, locked, undone === 'void' ? 'void' : 'settled');
    await tx.execute(sql`update markets set result = null, settled_at = null, voided_at = null
      where id = ${market.id}`);
    const result: RollbackSummary = { undone, players: locked.players.size, reopenedBets: reopened };
    return { result, userIds: [...locked.players.keys()] };
  });
}

async function refuseSpentWinnings(
  tx: Database,
  settlements: readonly LiveSettlement[],
  locked: LockedAccounts,
): Promise<void> {
  // The player got the win less the commission; the rollback takes back no more.
  const short = settlements.filter(
    (settlement) =>
      settlement.pnl - settlement.commission > (locked.players.get(settlement.userId)?.balance ?? 0),
  );
  if (short.length === 0) return;
  const names = await rowsOf<{ username: string }>(
    tx,
    sql`select username from users where id in ${setOf(
      short.map((settlement) => settlement.userId),
      'uuid',
    )} order by username`,
  );
  const usernames = names.map((row) => row.username);
  throw new Refusal('winnings_spent', `${refusalCatalog.winnings_spent}: ${usernames.join(', ')}`, {
    usernames,
  });
}
