import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFiles } from '../db/cashierSchema.ts';
import { createTestApp } from '../testing/app.ts';
import { call, callMultipart, cashierTree, qrPng, type CashierTree } from '../testing/cashier.ts';

/** Issue 37: a replaced QR image is gone, not kept and served, and saves do not pile up files. */

const t = await createTestApp();
let tree: CashierTree;
beforeAll(async () => {
  tree = await cashierTree(t);
});
afterAll(() => t.close());

const settings = {
  upiId: 'agent@upi',
  upiName: 'Agent',
  accountHolderName: '',
  accountNumber: '',
  ifscCode: '',
};

async function saveWithQr(qr: Buffer | null): Promise<string> {
  const token = tree.token(tree.agent);
  const file = qr && { field: 'qrImage', name: 'qr.png', type: 'image/png', bytes: qr };
  const fields = { settingList: JSON.stringify(settings) };
  const saved = await (file
    ? callMultipart(t, '/api/save-payment-list', token, fields, file)
    : callMultipart(t, '/api/save-payment-list', token, fields));
  expect(saved.status).toBe(200);
  return (saved.body.data as { qrImageId: string }).qrImageId;
}

async function fetchFile(id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/payment-file/${id}`,
    headers: { authorization: `Bearer ${tree.token(tree.player)}` },
  });
  return { status: response.statusCode, bytes: response.rawPayload };
}

async function agentQrFiles(): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: paymentFiles.id })
    .from(paymentFiles)
    .where(and(eq(paymentFiles.ownerId, tree.agent.id), eq(paymentFiles.kind, 'qr')));
  return rows.map((row) => row.id);
}

describe('an operator replacing its QR image (save-payment-list)', () => {
  it('deletes the old image: its address is not found and one QR file is left', async () => {
    const qrA = await qrPng('upi://pay?pa=a@upi&pn=A');
    const qrB = await qrPng('upi://pay?pa=b@upi&pn=B');
    const idA = await saveWithQr(qrA);
    expect((await fetchFile(idA)).status).toBe(200);

    const idB = await saveWithQr(qrB);
    expect(idB).not.toBe(idA);
    expect(await fetchFile(idA)).toMatchObject({ status: 404 });
    const served = await fetchFile(idB);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(qrB)).toBe(true);
    expect(await agentQrFiles()).toEqual([idB]);
  });

  it('keeps the image when the methods are saved without one (as JSON or multipart)', async () => {
    const idB = await saveWithQr(await qrPng('upi://pay?pa=kept@upi&pn=Kept'));
    expect(await saveWithQr(null)).toBe(idB);
    const again = await call(t, 'POST', '/api/save-payment-list', tree.token(tree.agent), {
      settingList: { ...settings, upiName: 'Agent One' },
    });
    expect(again.body.data).toMatchObject({ upiName: 'Agent One', qrImageId: idB });
    expect((await fetchFile(idB)).status).toBe(200);
    expect(await agentQrFiles()).toEqual([idB]);
  });

  it("leaves another operator's QR image alone", async () => {
    const other = await qrPng('upi://pay?pa=other@upi&pn=Other');
    const saved = await callMultipart(
      t,
      '/api/save-payment-list',
      tree.token(tree.agent2),
      { settingList: JSON.stringify({ ...settings, upiId: 'agent2@upi' }) },
      { field: 'qrImage', name: 'qr.png', type: 'image/png', bytes: other },
    );
    const otherId = (saved.body.data as { qrImageId: string }).qrImageId;
    await saveWithQr(await qrPng('upi://pay?pa=next@upi&pn=Next'));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payment-file/${otherId}`,
      headers: { authorization: `Bearer ${tree.token(tree.player2)}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
