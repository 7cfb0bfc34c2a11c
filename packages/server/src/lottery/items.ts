import { fromMinor, minor, Refusal, type LotteryItem, type LotteryStatus } from '@exchange/domain';
import { eq, sql } from 'drizzle-orm';
import { lotteryItems } from '../db/casinoProviderSchema.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { arrayParam } from '../db/arrays.ts';
import { isUuid } from '../ledger/accounts.ts';

/**
 * A lottery item as the list and the draw page answer it (issue 39, docs/adr/0024-lottery-draws.md): the
 * spec's six fields, then the draw's. Never the server seed: only the proof (draws.ts) reveals it, once
 * drawn.
 */

/** The path of an item's image (GET lottery-image/:id), with its last change so a new image is fetched anew. */
const imagePathOf = (id: string, updatedAt: Date) => `/api/lottery-image/${id}?v=${updatedAt.getTime()}`;

/** The columns every answer reads: everything but the image's bytes and the seed. */
export const itemColumns = {
  id: lotteryItems.id,
  title: lotteryItems.title,
  drawDate: lotteryItems.drawDate,
  price: lotteryItems.price,
  status: lotteryItems.status,
  closeAt: lotteryItems.closeAt,
  ticketCount: lotteryItems.ticketCount,
  prizes: lotteryItems.prizes,
  commitment: lotteryItems.commitment,
  updatedAt: lotteryItems.updatedAt,
};
export type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] };

/** What the tickets say of an item: how many are sold, the winners, and the caller's own. */
export interface ItemTickets {
  sold: number;
  winners: { rank: number; number: number; prize: number; userId: string }[];
  mine: { number: number; prize: number | null }[];
}

/** The item, locked FOR UPDATE until the caller's transaction ends: every change of a draw queues on it. */
export async function lockedItem(db: Database, id: string): Promise<ItemRow> {
  if (!isUuid(id)) throw new Refusal('not_found');
  const [row] = await db.select(itemColumns).from(lotteryItems).where(eq(lotteryItems.id, id)).for('update');
  if (!row) throw new Refusal('not_found');
  return row;
}

const noTickets: ItemTickets = { sold: 0, winners: [], mine: [] };

/** An open draw past its close time is being drawn: no ticket is sold, the result is on its way. */
export function statusOf(row: Pick<ItemRow, 'status' | 'closeAt'>, now: Date): LotteryStatus {
  return row.status === 'open' && row.closeAt <= now ? 'drawing' : row.status;
}

const rupees = (amount: number) => fromMinor(minor(amount));

export function itemWire(
  row: ItemRow,
  now: Date,
  tickets: ItemTickets = noTickets,
  viewer: string | null = null,
): LotteryItem {
  const won = tickets.mine.reduce((total, ticket) => total + (ticket.prize ?? 0), 0);
  return {
    id: row.id,
    image: imagePathOf(row.id, row.updatedAt),
    status: statusOf(row, now),
    date: row.drawDate,
    title: row.title,
    price: rupees(row.price),
    closeAt: row.closeAt.toISOString(),
    tickets: row.ticketCount,
    sold: tickets.sold,
    prizes: row.prizes.map(rupees),
    commitment: row.commitment,
    ...(row.status === 'drawn' && {
      winners: tickets.winners.map((winner) => ({
        rank: winner.rank,
        number: winner.number,
        prize: rupees(winner.prize),
        mine: winner.userId === viewer,
      })),
    }),
    ...(tickets.mine.length > 0 && {
      mine: { numbers: tickets.mine.map((ticket) => ticket.number), won: rupees(won) },
    }),
  };
}

/** A ticket as `ticketsOf` reads it: [number, holder, prize rank, prize in minor units]. */
type ShownTicket = [number, string, number | null, number | null];

/**
 * The tickets of the items named, in one statement: each item's count, and only the tickets an answer
 * shows (the winners, and `viewer`'s own), so a draw of 10,000 tickets sends a handful of rows.
 */
export async function ticketsOf(
  db: Database,
  itemIds: readonly string[],
  viewer: string | null,
): Promise<Map<string, ItemTickets>> {
  const byItem = new Map<string, ItemTickets>();
  if (itemIds.length === 0) return byItem;
  const rows = await rowsOf<{ item_id: string; sold: unknown; shown: ShownTicket[] }>(
    db,
    sql`select t.item_id, count(*) as sold,
        coalesce(json_agg(json_build_array(t.number, t.user_id, t.prize_rank, t.prize) order by t.number)
          filter (where t.prize_rank is not null or t.user_id = ${viewer}::uuid), '[]') as shown
      from lottery_tickets t
      where t.item_id = any(${arrayParam(itemIds, 'uuid')})
      group by t.item_id`,
  );
  for (const row of rows) {
    const tickets: ItemTickets = { sold: Number(row.sold), winners: [], mine: [] };
    for (const [number, userId, rank, prize] of row.shown) {
      if (rank !== null && prize !== null)
        tickets.winners.push({ rank, number, prize: Number(prize), userId });
      if (userId === viewer) tickets.mine.push({ number, prize: prize === null ? null : Number(prize) });
    }
    tickets.winners.sort((a, b) => a.rank - b.rank);
    byItem.set(row.item_id, tickets);
  }
  return byItem;
}
