import {
  fromMinor,
  minor,
  Refusal,
  toMinor,
  type AddLotteryItemFields,
  type EditLotteryItemFields,
} from '@exchange/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { CheckedImage } from '../cashier/files.ts';
import { lotteryItems } from '../db/casinoProviderSchema.ts';
import type { Database } from '../db/client.ts';
import { isUuid } from '../ledger/accounts.ts';

/** The path of an item's image (GET lottery-image/:id), with its last change so a new image is fetched anew. */
const imagePathOf = (id: string, updatedAt: Date) => `/api/lottery-image/${id}?v=${updatedAt.getTime()}`;

const itemColumns = {
  id: lotteryItems.id,
  title: lotteryItems.title,
  drawDate: lotteryItems.drawDate,
  price: lotteryItems.price,
  status: lotteryItems.status,
  updatedAt: lotteryItems.updatedAt,
};
type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] };

function itemWire(row: ItemRow) {
  return {
    id: row.id,
    image: imagePathOf(row.id, row.updatedAt),
    status: row.status,
    date: row.drawDate,
    title: row.title,
    price: fromMinor(minor(row.price)),
  };
}

/** GET lottery-list: open items first, then by draw date, newest first. */
export async function lotteryList(db: Database) {
  const rows = await db
    .select(itemColumns)
    .from(lotteryItems)
    .orderBy(
      sql`${lotteryItems.status} = 'closed'`,
      sql`${lotteryItems.drawDate} desc`,
      asc(lotteryItems.id),
    );
  return rows.map(itemWire);
}

export async function addLotteryItem(
  db: Database,
  createdBy: string,
  fields: AddLotteryItemFields,
  image: CheckedImage,
) {
  const [row] = await db
    .insert(lotteryItems)
    .values({
      title: fields.title,
      drawDate: fields.date,
      price: toMinor(fields.price),
      imageType: image.contentType,
      imageBytes: image.bytes,
      createdBy,
    })
    .returning(itemColumns);
  if (!row) throw new Error('The lottery item was not stored');
  return itemWire(row);
}

async function openItem(db: Database, id: string) {
  if (!isUuid(id)) throw new Refusal('not_found');
  const [row] = await db.select(itemColumns).from(lotteryItems).where(eq(lotteryItems.id, id)).for('update');
  if (!row) throw new Refusal('not_found');
  return row;
}

/** Changes what is given of an open item; a closed one is refused (its card is history). */
export function editLotteryItem(db: Database, fields: EditLotteryItemFields, image: CheckedImage | null) {
  return db.transaction(async (tx) => {
    const item = await openItem(tx, fields.id);
    if (item.status === 'closed') throw new Refusal('lottery_item_closed');
    const [row] = await tx
      .update(lotteryItems)
      .set({
        ...(fields.title !== undefined && { title: fields.title }),
        ...(fields.date !== undefined && { drawDate: fields.date }),
        ...(fields.price !== undefined && { price: toMinor(fields.price) }),
        ...(image && { imageType: image.contentType, imageBytes: image.bytes }),
        updatedAt: sql`now()`,
      })
      .where(eq(lotteryItems.id, item.id))
      .returning(itemColumns);
    if (!row) throw new Refusal('not_found');
    return itemWire(row);
  });
}

/** Closes an item for good; an item already closed answers as it is. */
export function closeLotteryItem(db: Database, id: string) {
  return db.transaction(async (tx) => {
    const item = await openItem(tx, id);
    if (item.status === 'closed') return itemWire(item);
    const [row] = await tx
      .update(lotteryItems)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(eq(lotteryItems.id, item.id))
      .returning(itemColumns);
    if (!row) throw new Refusal('not_found');
    return itemWire(row);
  });
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
