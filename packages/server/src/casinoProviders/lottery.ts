import {
  minor,
  newServerSeed,
  commitmentOf,
  Refusal,
  toMinor,
  type AddLotteryItemFields,
  type EditLotteryItemFields,
} from '@exchange/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { CheckedImage } from '../cashier/files.ts';
import type { AppContext } from '../context.ts';
import { lotteryItems, lotteryTickets } from '../db/casinoProviderSchema.ts';
import type { Database } from '../db/client.ts';
import { isUuid } from '../ledger/accounts.ts';
import { itemColumns, itemWire, lockedItem, ticketsOf, type ItemRow } from '../lottery/items.ts';
import { closeDraw } from '../lottery/refund.ts';

/** Without a ticket count, a draw sells 100 tickets. */
const defaultTicketCount = 100;

/** Without a close time, a draw closes at the end of its day (UTC). */
const endOfDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 24 * 60 * 60 * 1000);

/** GET lottery-list: open items first, then by draw date, newest first; a player's own tickets on each. */
export async function lotteryList(db: Database, viewer: string, now: Date) {
  const rows = await db
    .select(itemColumns)
    .from(lotteryItems)
    .orderBy(sql`${lotteryItems.status} <> 'open'`, sql`${lotteryItems.drawDate} desc`, asc(lotteryItems.id));
  const tickets = await ticketsOf(
    db,
    rows.map((row) => row.id),
    viewer,
  );
  return rows.map((row) => itemWire(row, now, tickets.get(row.id), viewer));
}

/**
 * A draw's terms must hold together: a close time given must be ahead (one taken from the day alone, as
 * the list's first items were added, is not checked), and no more prizes than tickets.
 */
function checkTerms(
  terms: { closeAt: Date; ticketCount: number; prizes: readonly number[] },
  closeAtGiven: boolean,
  now: Date,
) {
  if (closeAtGiven && terms.closeAt <= now) throw new Refusal('lottery_close_time_past');
  if (terms.prizes.length > terms.ticketCount) throw new Refusal('lottery_prizes_exceed_tickets');
}

/**
 * Adds an open draw, its seed drawn now and only its commitment ever shown until the draw (ADR 0024).
 * Fields left out take the defaults add-lottery-item names.
 */
export async function addLotteryItem(
  context: Pick<AppContext, 'db' | 'now'>,
  createdBy: string,
  fields: AddLotteryItemFields,
  image: CheckedImage,
) {
  const now = context.now();
  const closeAt = fields.closeAt !== undefined ? new Date(fields.closeAt) : endOfDay(fields.date ?? '');
  const ticketCount = fields.tickets ?? defaultTicketCount;
  const price = toMinor(fields.price);
  // One prize of half the takings of a sold-out draw.
  const prizes = fields.prizes?.map(toMinor) ?? [minor(Math.floor((price * ticketCount) / 2))];
  checkTerms({ closeAt, ticketCount, prizes }, fields.closeAt !== undefined, now);
  const serverSeed = newServerSeed();
  const [row] = await context.db
    .insert(lotteryItems)
    .values({
      title: fields.title,
      drawDate: fields.date ?? closeAt.toISOString().slice(0, 10),
      price,
      closeAt,
      ticketCount,
      prizes,
      serverSeed,
      commitment: commitmentOf(serverSeed),
      imageType: image.contentType,
      imageBytes: image.bytes,
      createdBy,
    })
    .returning(itemColumns);
  if (!row) throw new Error('The lottery item was not stored');
  return itemWire(row, now);
}

async function soldCount(db: Database, id: string): Promise<number> {
  const [row] = await db.select({ sold: count() }).from(lotteryTickets).where(eq(lotteryTickets.itemId, id));
  return row?.sold ?? 0;
}

/** The terms an edit would set: each field given, else the draw's own. */
function editedTerms(item: ItemRow, fields: EditLotteryItemFields) {
  return {
    drawDate: fields.date ?? item.drawDate,
    price: fields.price !== undefined ? toMinor(fields.price) : item.price,
    closeAt: fields.closeAt !== undefined ? new Date(fields.closeAt) : item.closeAt,
    ticketCount: fields.tickets ?? item.ticketCount,
    prizes: fields.prizes?.map(toMinor) ?? item.prizes,
  };
}

const sameTerms = (item: ItemRow, terms: ReturnType<typeof editedTerms>) =>
  terms.drawDate === item.drawDate &&
  terms.price === item.price &&
  terms.closeAt.getTime() === item.closeAt.getTime() &&
  terms.ticketCount === item.ticketCount &&
  terms.prizes.join() === item.prizes.join();

/**
 * Changes what is given of an open draw; a closed or drawn one is refused (its card is history). Once a
 * ticket is sold the terms the players bought on stay: only the title and the image change.
 */
export function editLotteryItem(
  context: Pick<AppContext, 'db' | 'now'>,
  fields: EditLotteryItemFields,
  image: CheckedImage | null,
) {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const item = await lockedItem(tx, fields.id);
    if (item.status !== 'open') throw new Refusal('lottery_item_closed');
    const terms = editedTerms(item, fields);
    if (!sameTerms(item, terms)) {
      if ((await soldCount(tx, item.id)) > 0) throw new Refusal('lottery_tickets_sold');
      checkTerms(terms, fields.closeAt !== undefined, now);
    }
    const [row] = await tx
      .update(lotteryItems)
      .set({
        ...(fields.title !== undefined && { title: fields.title }),
        ...terms,
        ...(image && { imageType: image.contentType, imageBytes: image.bytes }),
        updatedAt: sql`now()`,
      })
      .where(eq(lotteryItems.id, item.id))
      .returning(itemColumns);
    if (!row) throw new Refusal('not_found');
    return itemWire(row, now);
  });
}

/**
 * Closes a draw for good, refunding every ticket sold (lottery/refund.ts); a draw already closed or drawn
 * answers as it is.
 */
export async function closeLotteryItem(context: AppContext, id: string) {
  const row = await closeDraw(context, id);
  const tickets = await ticketsOf(context.db, [row.id], null);
  return itemWire(row, context.now(), tickets.get(row.id));
}

/** An item's image with its sniffed type, or null. */
export async function lotteryImage(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: lotteryItems.id, contentType: lotteryItems.imageType, bytes: lotteryItems.imageBytes })
    .from(lotteryItems)
    .where(eq(lotteryItems.id, id));
  return row ?? null;
}
