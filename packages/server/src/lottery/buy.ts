import { fromMinor, minor, Refusal, refusalCatalog, type BuyLotteryTicketsRequest } from '@exchange/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { lotteryTickets } from '../db/casinoProviderSchema.ts';
import type { Database } from '../db/client.ts';
import { arrayParam } from '../db/arrays.ts';
import { rowsOf } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { locksOnPath } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';
import { house, IdempotencyKeyReusedError, post } from '../ledger/index.ts';
import { resolveAccountIds } from '../ledger/accounts.ts';
import { requirePlayAllowed } from '../responsibleGaming/guard.ts';
import { commitAndPush } from '../settlement/notify.ts';
import { lockedItem, statusOf, type ItemRow } from './items.ts';
import { purchaseNarration } from './narration.ts';

/**
 * POST buy-lottery-tickets (issue 39, docs/adr/0024-lottery-draws.md): a player's tickets of an open
 * draw, paid to the house in one ledger transaction keyed by the player's idempotency key, the tickets
 * written in the same database transaction. The draw's row is locked first (FOR UPDATE), so purchases of
 * one draw queue: a number is sold once, and a retry waits for the first try and answers its tickets.
 */

export interface BoughtTickets {
  numbers: number[];
  /** Rupees. */
  total: number;
}

/** The ledger's key of a purchase: the player's key, scoped to the player. */
const purchaseKey = (userId: string, key: string) => `lottery-buy:${userId}:${key}`;

/** A purchase already made with this key: its tickets, or null if the key is new. */
async function earlierPurchase(tx: Database, item: ItemRow, userId: string, key: string) {
  const rows = await rowsOf<{ id: unknown; number: number | null; item_id: string | null }>(
    tx,
    sql`select l.id, t.number, t.item_id from ledger_transactions l
      left join lottery_tickets t on t.purchase_transaction_id = l.id
      where l.idempotency_key = ${purchaseKey(userId, key)}
      order by t.number`,
  );
  if (rows.length === 0) return null;
  // The same key on another draw (or another kind of move) is a client bug, not a retry.
  if (rows.some((row) => row.item_id !== item.id)) throw new IdempotencyKeyReusedError(key);
  return rows.flatMap((row) => (row.number === null ? [] : [row.number]));
}

/** The player may play: no bet lock on it or above, no self-exclusion, cool-off or reality check due. */
async function checkPlayer(tx: Database, caller: Caller, now: Date): Promise<void> {
  const [user] = await tx.select({ path: users.path }).from(users).where(eq(users.id, caller.userId));
  if (!user) throw new Refusal('session_ended');
  if ((await locksOnPath(tx, user.path)).betLocked) throw new Refusal('bet_locked');
  await requirePlayAllowed(tx, { userId: caller.userId, sessionId: caller.sessionId, casino: true, now });
}

const ticketsLeftMessage = (left: number) =>
  left === 0
    ? 'This draw is sold out.'
    : `Only ${left} ${left === 1 ? 'ticket is' : 'tickets are'} left in this draw.`;

/** The numbers to sell: the ones picked, each in the draw and free, or the lowest `count` free. */
async function numbersToSell(tx: Database, item: ItemRow, body: BuyLotteryTicketsRequest): Promise<number[]> {
  if (body.numbers) {
    const outside = body.numbers.filter((number) => number > item.ticketCount);
    if (outside.length > 0) {
      throw new Refusal(
        'lottery_ticket_not_in_draw',
        `${refusalCatalog.lottery_ticket_not_in_draw} Its tickets are 1 to ${item.ticketCount}.`,
        { numbers: outside },
      );
    }
    const taken = await rowsOf<{ number: number }>(
      tx,
      sql`select number from lottery_tickets where item_id = ${item.id}
        and number = any(${arrayParam(body.numbers, 'int')}) order by number`,
    );
    if (taken.length > 0) {
      const numbers = taken.map((row) => row.number);
      const named =
        numbers.length === 1 ? `Ticket ${numbers[0]} is taken` : `Tickets ${numbers.join(', ')} are taken`;
      throw new Refusal('lottery_ticket_taken', `${named}: pick another number.`, { numbers });
    }
    return [...body.numbers].sort((a, b) => a - b);
  }
  const count = body.count ?? 0;
  const free = await rowsOf<{ number: number; left: unknown }>(
    tx,
    sql`select n as number, count(*) over () as left from generate_series(1, ${item.ticketCount}::int) n
      where not exists (select 1 from lottery_tickets t where t.item_id = ${item.id} and t.number = n)
      order by n limit ${count}`,
  );
  const left = Number(free[0]?.left ?? 0);
  if (left < count) throw new Refusal('lottery_sold_out', ticketsLeftMessage(left), { left });
  return free.map((row) => row.number);
}

export async function buyLotteryTickets(
  context: Pick<AppContext, 'db' | 'now' | 'notify'>,
  caller: Caller,
  body: BuyLotteryTicketsRequest,
): Promise<BoughtTickets> {
  const now = context.now();
  // Before any lock: an account made now could otherwise wait on another transaction making it too.
  const ids = await resolveAccountIds(context.db, [caller.userId, house]);
  const playerAccount = ids.get(caller.userId);
  const houseAccount = ids.get(house);
  if (!playerAccount || !houseAccount) throw new Error('The lottery accounts were not resolved');
  return commitAndPush(context, async (tx) => {
    const item = await lockedItem(tx, body.id);
    const earlier = await earlierPurchase(tx, item, caller.userId, body.idempotencyKey);
    if (earlier) {
      return {
        result: { numbers: earlier, total: fromMinor(minor(item.price * earlier.length)) },
        userIds: [],
      };
    }
    if (statusOf(item, now) !== 'open') throw new Refusal('lottery_draw_closed');
    await checkPlayer(tx, caller, now);
    const numbers = await numbersToSell(tx, item, body);
    const total = minor(item.price * numbers.length);
    // The ledger refuses a total above the player's available balance, before anything is written.
    const paid = await post(
      tx,
      {
        kind: 'lottery',
        narration: purchaseNarration(item.title, numbers),
        idempotencyKey: purchaseKey(caller.userId, body.idempotencyKey),
        createdBy: caller.userId,
        entries: [
          { accountId: playerAccount, amount: -total },
          { accountId: houseAccount, amount: total },
        ],
      },
      { payers: [playerAccount] },
    );
    // A retry of this draw's purchase was answered above, under the draw's lock: a key the ledger knows
    // by now was used on another draw at the same moment.
    if (paid.replayed) throw new IdempotencyKeyReusedError(body.idempotencyKey);
    await tx.insert(lotteryTickets).values(
      numbers.map((number) => ({
        itemId: item.id,
        number,
        userId: caller.userId,
        purchaseTransactionId: paid.transactionId,
      })),
    );
    return { result: { numbers, total: fromMinor(total) }, userIds: [caller.userId] };
  });
}
