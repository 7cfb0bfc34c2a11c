import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { lotteryItems } from '../db/casinoProviderSchema.ts';
import { rowsOf } from '../db/rows.ts';
import { houseAccountId, lockAccounts, post } from '../ledger/index.ts';
import { commitAndPush } from '../settlement/notify.ts';
import { lockedItem, type ItemRow } from './items.ts';
import { refundNarration } from './narration.ts';

interface Purchase {
  purchase_transaction_id: unknown;
  user_id: string;
  account_id: string;
  /** What the purchase took from the player, in minor units. */
  paid: unknown;
  numbers: number[];
}

/**
 * Closes a draw not yet drawn, for good: each purchase is refunded whole (what its ledger transaction
 * took, so a refund always matches the payment) from the house, one ledger transaction per purchase, in
 * the transaction that closes it. A draw closed or drawn already is answered as it is.
 */
export function closeDraw(context: Pick<AppContext, 'db' | 'notify'>, id: string): Promise<ItemRow> {
  return commitAndPush(context, async (tx) => {
    const item = await lockedItem(tx, id);
    if (item.status !== 'open') return { result: item, userIds: [] };
    const purchases = await rowsOf<Purchase>(
      tx,
      sql`select t.purchase_transaction_id, t.user_id, e.account_id, -e.amount as paid,
          array_agg(t.number order by t.number) as numbers
        from lottery_tickets t
        join accounts a on a.user_id = t.user_id
        join ledger_entries e on e.transaction_id = t.purchase_transaction_id and e.account_id = a.id
        where t.item_id = ${item.id}
        group by t.purchase_transaction_id, t.user_id, e.account_id, e.amount
        order by t.purchase_transaction_id`,
    );
    // Every account the refunds touch, locked at once in id order, as every money operation takes them.
    await lockAccounts(tx, [houseAccountId, ...new Set(purchases.map((purchase) => purchase.account_id))]);
    for (const purchase of purchases) {
      const amount = Number(purchase.paid);
      const purchaseId = Number(purchase.purchase_transaction_id);
      const refund = await post(tx, {
        kind: 'lottery',
        narration: refundNarration(item.title, purchase.numbers),
        idempotencyKey: `lottery-refund:${purchaseId}`,
        entries: [
          { accountId: houseAccountId, amount: -amount },
          { accountId: purchase.account_id, amount },
        ],
      });
      await tx.execute(sql`update lottery_tickets set refund_transaction_id = ${refund.transactionId}
        where purchase_transaction_id = ${purchaseId}`);
    }
    const [closed] = await tx
      .update(lotteryItems)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(sql`${lotteryItems.id} = ${item.id}`)
      .returning({ updatedAt: lotteryItems.updatedAt });
    return {
      result: { ...item, status: 'closed' as const, updatedAt: closed?.updatedAt ?? item.updatedAt },
      userIds: [...new Set(purchases.map((purchase) => purchase.user_id))],
    };
  });
}
