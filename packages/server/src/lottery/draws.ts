import { lotteryDrawAlgorithm, Refusal, type LotteryDraw } from '@exchange/domain';
import { asc, eq } from 'drizzle-orm';
import { lotteryItems, lotteryTickets } from '../db/casinoProviderSchema.ts';
import type { Database } from '../db/client.ts';
import { isUuid } from '../ledger/accounts.ts';
import { itemColumns, itemWire, ticketsOf } from './items.ts';

/**
 * GET lottery-draw/:id: the draw as the list shows it, every number sold, and its proof. The seed and the
 * ticket set's hash are answered only once the draw is made (docs/adr/0024-lottery-draws.md): before,
 * the commitment alone.
 */
export async function lotteryDraw(db: Database, id: string, viewer: string, now: Date): Promise<LotteryDraw> {
  if (!isUuid(id)) throw new Refusal('not_found');
  const [row] = await db
    .select({
      ...itemColumns,
      serverSeed: lotteryItems.serverSeed,
      ticketSetHash: lotteryItems.ticketSetHash,
      drawnAt: lotteryItems.drawnAt,
    })
    .from(lotteryItems)
    .where(eq(lotteryItems.id, id));
  if (!row) throw new Refusal('not_found');
  const sold = await db
    .select({ number: lotteryTickets.number })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.itemId, id))
    .orderBy(asc(lotteryTickets.number));
  const tickets = await ticketsOf(db, [id], viewer);
  const drawn = row.status === 'drawn';
  return {
    item: itemWire(row, now, tickets.get(id), viewer),
    taken: sold.map((ticket) => ticket.number),
    proof: {
      algorithm: lotteryDrawAlgorithm,
      commitment: row.commitment,
      serverSeed: drawn ? row.serverSeed : null,
      ticketSetHash: drawn ? row.ticketSetHash : null,
      drawnAt: drawn && row.drawnAt ? row.drawnAt.toISOString() : null,
    },
  };
}
