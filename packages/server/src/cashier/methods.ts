import { Refusal, type PaymentMethods, type PaymentSettings } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { paymentSettings } from '../db/cashierSchema.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { isUuid } from '../ledger/accounts.ts';
import { deleteImage, storeImage, type CheckedImage } from './files.ts';
import { nearestMethods } from './queries.ts';

/** An operator's payment methods (spec 3 "Payment settings"), which the players below it deposit to. */

/** The operator's own methods, or null until it saves some. */
export function ownMethods(db: Database, operatorId: string): Promise<PaymentMethods | null> {
  return nearestMethods(db, [operatorId]);
}

/** The ids above a user, nearest last, from its path (`root/.../parent/self`). */
export function ancestorIds(path: string): string[] {
  return path.split('/').filter(isUuid).slice(0, -1);
}

/** What a player deposits to: the methods of its nearest upline that has saved some. */
export function uplineMethods(db: Database, playerPath: string): Promise<PaymentMethods | null> {
  return nearestMethods(db, ancestorIds(playerPath));
}

/**
 * A UPI id goes with its name and a bank account with its holder and IFSC: each method whole or left
 * out, and at least one of them given.
 */
function checkComplete(settings: PaymentSettings): void {
  const upi = [settings.upiId, settings.upiName];
  const bank = [settings.accountHolderName, settings.accountNumber, settings.ifscCode];
  const whole = (fields: string[]) => fields.every((field) => field !== '');
  const empty = (fields: string[]) => fields.every((field) => field === '');
  const upiOk = whole(upi) || empty(upi);
  const bankOk = whole(bank) || empty(bank);
  if (!upiOk || !bankOk || (empty(upi) && empty(bank))) throw new Refusal('payment_settings_incomplete');
}

/**
 * The operator's QR image now, its methods' row locked (made, empty, on a first save) so that two saves at
 * once replace one after the other and neither leaves the other's image behind.
 */
async function lockedQrFileId(tx: Database, operatorId: string): Promise<string | null> {
  await tx.insert(paymentSettings).values({ userId: operatorId }).onConflictDoNothing();
  const [row] = await tx
    .select({ qrFileId: paymentSettings.qrFileId })
    .from(paymentSettings)
    .where(eq(paymentSettings.userId, operatorId))
    .for('update');
  return row?.qrFileId ?? null;
}

/**
 * Saves the operator's methods; a new QR image replaces the old one, none keeps it. The replaced image is
 * deleted with the save (issue 37): it is no longer served, and saves do not pile up files. Nothing else
 * points at a QR image (a request's file is its receipt), so the delete cannot break a reference.
 */
export async function saveMethods(
  db: Database,
  operatorId: string,
  settings: PaymentSettings,
  qrImage: CheckedImage | null,
): Promise<PaymentMethods> {
  checkComplete(settings);
  const values = { ...settings, ifscCode: settings.ifscCode.toUpperCase() };
  await db.transaction(async (tx) => {
    const replaced = qrImage ? await lockedQrFileId(tx, operatorId) : null;
    const qrFileId = qrImage ? await storeImage(tx, operatorId, 'qr', qrImage) : undefined;
    const changes = { ...values, updatedAt: new Date(), ...(qrFileId && { qrFileId }) };
    await tx
      .insert(paymentSettings)
      .values({ userId: operatorId, ...changes })
      .onConflictDoUpdate({ target: paymentSettings.userId, set: changes });
    if (replaced) await deleteImage(tx, replaced);
  });
  const saved = await ownMethods(db, operatorId);
  if (!saved) throw new Error('The payment methods were not saved');
  return saved;
}

/** The user's row as the methods need it (its path). */
export async function pathOf(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ path: users.path }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new Refusal('session_ended');
  return row.path;
}
