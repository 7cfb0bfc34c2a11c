import {
  apiPrefixes,
  contract,
  pathWith,
  welcomeImageNames,
  type WelcomeImageName,
  type WelcomeImages,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { loadFile, storeImage, type CheckedImage, type StoredFile } from '../cashier/files.ts';
import { paymentFiles } from '../db/cashierSchema.ts';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/**
 * The welcome images' row of the settings table: which stored file each image is. The bytes sit in the
 * cashier's file table (payment_files), checked and served as its images are; no setting-list name, so
 * save-setting-list can never point it at another file.
 */
const rowName = 'welcomeImages';

const fileIdsSchema = v.object({
  img_desktop: v.optional(v.string()),
  img_mobile: v.optional(v.string()),
});
type FileIds = v.InferOutput<typeof fileIdsSchema>;

async function fileIds(db: Database): Promise<FileIds> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, rowName));
  // A row this code did not write shows no image rather than failing every login.
  return v.is(fileIdsSchema, row?.value) ? row.value : {};
}

/** Where a browser fetches a welcome image: GET welcome-image/:id below the main API. */
function addressOf(id: string): string {
  return `${apiPrefixes.main}/${pathWith(contract.welcomeImage.path, { id })}`;
}

/** The images set now, as addresses; what login, verify-otp and welcome-images answer. */
export async function welcomeImages(db: Database): Promise<WelcomeImages> {
  const ids = await fileIds(db);
  const images: { -readonly [K in WelcomeImageName]?: string } = {};
  for (const name of welcomeImageNames) {
    const id = ids[name];
    if (id) images[name] = addressOf(id);
  }
  return images;
}

/**
 * Sets one welcome image (or removes it, given null), in one transaction: the new file stored, the row
 * pointed at it, and the file it replaces deleted (nothing else refers to a welcome image's file).
 */
export async function saveWelcomeImage(
  db: Database,
  ownerId: string,
  name: WelcomeImageName,
  image: CheckedImage | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await fileIds(tx);
    const replaced = ids[name];
    // The file table knows two kinds; a welcome image is stored as an operator's own image its downline
    // may see, which is what a QR image is (ADR 0067).
    const next = image ? await storeImage(tx, ownerId, 'qr', image) : undefined;
    // The other image's id is kept; this one's is set, or left out when removed.
    const value: FileIds = Object.fromEntries(
      Object.entries({ ...ids, [name]: next }).filter(([, id]) => id !== undefined),
    );
    await tx
      .insert(settings)
      .values({ name: rowName, value })
      .onConflictDoUpdate({ target: settings.name, set: { value, updatedAt: now } });
    if (replaced) await tx.delete(paymentFiles).where(eq(paymentFiles.id, replaced));
  });
}

/** A welcome image set now, or null: an id that is not one (a receipt's, an old image's) is never served. */
export async function currentWelcomeImage(db: Database, id: string): Promise<StoredFile | null> {
  const ids = await fileIds(db);
  if (!welcomeImageNames.some((name) => ids[name] === id)) return null;
  return loadFile(db, id);
}
