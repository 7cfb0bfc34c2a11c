import { acceptedImageTypes, Refusal } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { paymentFiles, type PaymentFileKind } from '../db/cashierSchema.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { UploadedFile } from '../uploadedFile.ts';
import { isUuid } from '../ledger/accounts.ts';

export type ImageType = (typeof acceptedImageTypes)[number];

/** An upload whose content was sniffed as a png or jpeg image. */
export interface CheckedImage {
  readonly contentType: ImageType;
  readonly bytes: Buffer;
}

function isAcceptedType(type: string): type is ImageType {
  return (acceptedImageTypes as readonly string[]).includes(type);
}

/**
 * Spec 5 "Upload accepts png, jpg and jpeg", decided by the content (file-type reads the magic bytes),
 * never by the name or the type the browser claims: an HTML page named receipt.png is refused. The size
 * cap is the multipart plugin's (app.ts), which refuses a larger file as it streams in.
 */
export async function checkedImage(file: UploadedFile): Promise<CheckedImage> {
  const sniffed = await fileTypeFromBuffer(file.bytes);
  if (!sniffed || !isAcceptedType(sniffed.mime)) throw new Refusal('image_type_not_accepted');
  return { contentType: sniffed.mime, bytes: file.bytes };
}

/** Stores a checked image and answers its id. Pass the request's transaction to store it with the request. */
export async function storeImage(
  db: Database,
  ownerId: string,
  kind: PaymentFileKind,
  image: CheckedImage,
): Promise<string> {
  const [row] = await db
    .insert(paymentFiles)
    .values({
      ownerId,
      kind,
      contentType: image.contentType,
      byteSize: image.bytes.length,
      bytes: image.bytes,
    })
    .returning({ id: paymentFiles.id });
  if (!row) throw new Error('The image was not stored');
  return row.id;
}

/** Deletes a stored image that nothing points at any more (a replaced one), in the caller's transaction. */
export async function deleteImage(db: Database, id: string): Promise<void> {
  await db.delete(paymentFiles).where(eq(paymentFiles.id, id));
}

export interface StoredFile {
  id: string;
  ownerId: string;
  /** The uploader's place in the tree, for who may read it. */
  ownerPath: string;
  kind: PaymentFileKind;
  contentType: ImageType;
  bytes: Buffer;
}

/** A stored file with its uploader's path, or null. */
export async function loadFile(db: Database, id: string): Promise<StoredFile | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: paymentFiles.id,
      ownerId: paymentFiles.ownerId,
      ownerPath: users.path,
      kind: paymentFiles.kind,
      contentType: paymentFiles.contentType,
      bytes: paymentFiles.bytes,
    })
    .from(paymentFiles)
    .innerJoin(users, eq(users.id, paymentFiles.ownerId))
    .where(eq(paymentFiles.id, id))
    .limit(1);
  return row ?? null;
}

const extensionOf: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The headers of a stored image, so that a browser only ever shows it as an image: the sniffed type and
 * no sniffing of its own, a sandbox allowing no source at all (an image that is secretly a page can run
 * and load nothing), and a file name of ours (the uploader's is never echoed). Plain data: the handler
 * sets them on its reply (ADR 0041).
 */
export function imageHeaders(
  // The kind names the file: a payment file's kind, or another image's (a lottery item's).
  file: { id: string; kind: string; contentType: ImageType },
): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': `inline; filename="${file.kind}-${file.id}.${extensionOf[file.contentType]}"`,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-store',
  };
}
