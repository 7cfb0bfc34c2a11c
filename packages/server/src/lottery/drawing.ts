import { drawLotteryWinners, lotteryTicketSetHash } from '@exchange/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { lotteryItems } from '../db/casinoProviderSchema.ts';
import { rowsOf } from '../db/rows.ts';
import { houseAccountId, lockAccounts, post } from '../ledger/index.ts';
import { commitAndPush } from '../settlement/notify.ts';
import { lockedItem } from './items.ts';
import { prizeNarration } from './narration.ts';

/**
 * Drawing a draw at its close time (issue 39, docs/adr/0024-lottery-draws.md): the sold tickets fixed and
 * hashed (the public seed), the winners drawn by `drawLotteryWinners` from the seed committed to when the
 * draw opened, each prize paid from the house in a ledger transaction of its own, and the seed revealed,
 * all in one database transaction under the draw's lock. Time is the app's clock (`context.now`), so
 * tests move it and draw at once; drawing is idempotent, so every process may try.
 */

interface SoldTicket {
  number: number;
  user_id: string;
  account_id: string;
}

/** Draws one draw if it is open and its close time has come; true when this call drew it. */
export function drawLottery(context: Pick<AppContext, 'db' | 'notify'>, id: string, now: Date) {
  return commitAndPush(context, async (tx) => {
    const item = await lockedItem(tx, id);
    if (item.status !== 'open' || item.closeAt > now) return { result: false, userIds: [] };
    const [secret] = await tx
      .select({ serverSeed: lotteryItems.serverSeed })
      .from(lotteryItems)
      .where(eq(lotteryItems.id, item.id));
    if (!secret) throw new Error(`The draw ${item.id} has no seed`);
    const sold = await rowsOf<SoldTicket>(
      tx,
      sql`select t.number, t.user_id, a.id as account_id from lottery_tickets t
        join accounts a on a.user_id = t.user_id
        where t.item_id = ${item.id} order by t.number`,
    );
    const numbers = sold.map((ticket) => ticket.number);
    const winners = drawLotteryWinners({
      serverSeed: secret.serverSeed,
      drawId: item.id,
      sold: numbers,
      prizeCount: item.prizes.length,
    });
    const byNumber = new Map(sold.map((ticket) => [ticket.number, ticket]));
    const won = winners.flatMap((number, index) => {
      const ticket = byNumber.get(number);
      const prize = item.prizes[index];
      return ticket && prize !== undefined ? [{ ticket, rank: index + 1, prize }] : [];
    });
    // Every account the prizes touch, locked at once in id order, as every money operation takes them.
    await lockAccounts(tx, [houseAccountId, ...new Set(won.map(({ ticket }) => ticket.account_id))]);
    for (const { ticket, rank, prize } of won) {
      const paid = await post(tx, {
        kind: 'lottery',
        narration: prizeNarration(item.title, rank, ticket.number),
        idempotencyKey: `lottery-prize:${item.id}:${rank}`,
        entries: [
          { accountId: houseAccountId, amount: -prize },
          { accountId: ticket.account_id, amount: prize },
        ],
      });
      await tx.execute(sql`update lottery_tickets
        set prize_rank = ${rank}, prize = ${prize}, prize_transaction_id = ${paid.transactionId}
        where item_id = ${item.id} and number = ${ticket.number}`);
    }
    await tx
      .update(lotteryItems)
      .set({
        status: 'drawn',
        drawnAt: now,
        ticketSetHash: lotteryTicketSetHash(numbers),
        updatedAt: sql`now()`,
      })
      .where(eq(lotteryItems.id, item.id));
    return { result: true, userIds: [...new Set(won.map(({ ticket }) => ticket.user_id))] };
  });
}

/** Draws every open draw whose close time has come by the app's clock; how many this call drew. */
export async function drawDueLotteries(context: Pick<AppContext, 'db' | 'notify' | 'now'>): Promise<number> {
  const now = context.now();
  const due = await context.db
    .select({ id: lotteryItems.id })
    .from(lotteryItems)
    .where(and(eq(lotteryItems.status, 'open'), lte(lotteryItems.closeAt, now)))
    .orderBy(lotteryItems.closeAt);
  let drawn = 0;
  for (const { id } of due) if (await drawLottery(context, id, now)) drawn += 1;
  return drawn;
}
