import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentFiles, paymentSettings } from '../db/cashierSchema.ts';
import { settings } from '../db/schema.ts';
import { createTestApp } from '../testing/app.ts';

const t = await createTestApp();
afterAll(() => t.close());

/** Migration 0017's statement, run again over files written the way the code before it left them. */
const cleanup = readFileSync(new URL('../../drizzle/0017_orphan_qr_files.sql', import.meta.url), 'utf8');

describe('migration 0017: the QR images replaced before issue 37', () => {
  it('deletes only the QR files nothing points at: methods, settings and receipts keep theirs', async () => {
    const operator = await t.createUser({ role: 'dl' });
    const file = async (kind: 'qr' | 'receipt') => {
      const bytes = Buffer.from(`image ${crypto.randomUUID()}`);
      const [row] = await t.database.db
        .insert(paymentFiles)
        .values({ ownerId: operator.id, kind, contentType: 'image/png', byteSize: bytes.length, bytes })
        .returning({ id: paymentFiles.id });
      if (!row) throw new Error('no file');
      return row.id;
    };
    const [replaced, current, welcome, receipt] = [
      await file('qr'),
      await file('qr'),
      await file('qr'),
      await file('receipt'),
    ];
    await t.database.db
      .insert(paymentSettings)
      .values({ userId: operator.id, upiId: 'a@upi', qrFileId: current });
    await t.database.db
      .insert(settings)
      .values({ name: 'welcomeImagesTest', value: { desktop: welcome } })
      .onConflictDoNothing();

    await t.database.db.execute(sql.raw(cleanup));

    const left = await t.database.db.select({ id: paymentFiles.id }).from(paymentFiles);
    const ids = new Set(left.map((row) => row.id));
    expect(ids.has(replaced)).toBe(false);
    expect([current, welcome, receipt].every((id) => ids.has(id))).toBe(true);
  });
});
