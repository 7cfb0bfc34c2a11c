import { privilege, privilegeIds, refusalCatalog } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.ts';
import { createLoginAccount } from '../testing/loginAccounts.ts';
import {
  call,
  callMultipart,
  cashierTree,
  freshUtr,
  htmlBytes,
  qrPng,
  receiptOf,
  requestDeposit,
  type CashierTree,
} from '../testing/cashier.ts';

const t = await createTestApp();
let tree: CashierTree;
let receiptId: string;
let receipt: Buffer;
beforeAll(async () => {
  tree = await cashierTree(t);
  const utr = freshUtr();
  receipt = await receiptOf(utr);
  const answer = await requestDeposit(t, tree.token(tree.player), 500, utr);
  receiptId = (answer.body.data as { imageId: string }).imageId;
});
afterAll(() => t.close());

async function getFile(token: string, id: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/payment-file/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

const settings = {
  upiId: 'agent@upi',
  upiName: 'Agent',
  accountHolderName: '',
  accountNumber: '',
  ifscCode: '',
};

describe('GET payment-file/:id', () => {
  it('serves a receipt to its uploader and the operators above it, as an image that cannot run', async () => {
    for (const user of [tree.player, tree.agent, tree.smdl, tree.admin]) {
      const response = await getFile(tree.token(user), receiptId);
      expect(response.statusCode, user.role).toBe(200);
      expect(response.rawPayload.equals(receipt)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(response.headers['content-disposition']).toBe(`inline; filename="receipt-${receiptId}.png"`);
    }
  });

  it('is not found for anyone else: another branch, another player, an operator without Deposit', async () => {
    const noDeposit = await createLoginAccount(
      t,
      tree.agent,
      privilegeIds.filter((id) => id !== privilege.deposit),
    );
    for (const token of [tree.token(tree.agent2), tree.token(tree.player2), await t.signIn(noDeposit)]) {
      const response = await getFile(token, receiptId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await getFile(tree.token(tree.player), crypto.randomUUID())).statusCode).toBe(404);
    expect((await getFile(tree.token(tree.player), 'x')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment-file/${receiptId}` })).statusCode).toBe(
      401,
    );
  });
});

describe('payment methods (payment-list, save-payment-list, get-payment-list)', () => {
  it('saves the methods with a QR image (multipart) that the players below read with it', async () => {
    const qr = await qrPng('upi://pay?pa=agent@upi&pn=Agent');
    const saved = await callMultipart(
      t,
      '/api/save-payment-list',
      tree.token(tree.agent),
      { settingList: JSON.stringify(settings) },
      { field: 'qrImage', name: 'qr.png', type: 'image/png', bytes: qr },
    );
    expect(saved.status).toBe(200);
    const { qrImageId } = saved.body.data as { qrImageId: string };
    expect(saved.body.data).toMatchObject({ ...settings, username: tree.agent.username });

    const own = await call(t, 'GET', '/api/payment-list', tree.token(tree.agent));
    expect(own.body.data).toMatchObject({ qrImageId });
    const seen = await call(t, 'GET', '/api/get-payment-list', tree.token(tree.player));
    expect(seen.body.data).toMatchObject({ upiId: 'agent@upi', qrImageId, username: tree.agent.username });
    const qrFile = await getFile(tree.token(tree.player), qrImageId);
    expect(qrFile.statusCode).toBe(200);
    expect(qrFile.rawPayload.equals(qr)).toBe(true);
    expect((await getFile(tree.token(tree.player2), qrImageId)).statusCode).toBe(404);

    // Saved again without an image, the QR stays.
    const again = await call(t, 'POST', '/api/save-payment-list', tree.token(tree.agent), {
      settingList: { ...settings, upiName: 'Agent One' },
    });
    expect(again.body.data).toMatchObject({ upiName: 'Agent One', qrImageId });
  });

  it("a player sees its nearest upline's methods; none: null", async () => {
    const mdlPlayer = await t.createUser({ role: 'user', parent: tree.mdl });
    const none = await call(t, 'GET', '/api/get-payment-list', await t.signIn(mdlPlayer));
    expect(none.body.data).toBeNull();
    await call(t, 'POST', '/api/save-payment-list', tree.token(tree.smdl), {
      settingList: { ...settings, upiId: 'smdl@upi' },
    });
    const nearest = await call(t, 'GET', '/api/get-payment-list', await t.signIn(mdlPlayer));
    expect(nearest.body.data).toMatchObject({ upiId: 'smdl@upi', username: tree.smdl.username });
    // The agent's own players still see the agent's.
    const player = await call(t, 'GET', '/api/get-payment-list', tree.token(tree.player));
    expect(player.body.data).toMatchObject({ username: tree.agent.username });
  });

  it('refuses a QR image that is HTML, and incomplete methods', async () => {
    const html = await callMultipart(
      t,
      '/api/save-payment-list',
      tree.token(tree.agent),
      { settingList: JSON.stringify(settings) },
      { field: 'qrImage', name: 'qr.png', type: 'image/png', bytes: htmlBytes },
    );
    expect(html.body).toMatchObject({ code: 'image_type_not_accepted' });
    for (const settingList of [
      { ...settings, upiName: '' },
      { upiId: '', upiName: '', accountHolderName: 'A', accountNumber: '', ifscCode: 'I' },
      { upiId: '', upiName: '', accountHolderName: '', accountNumber: '', ifscCode: '' },
    ]) {
      const answer = await call(t, 'POST', '/api/save-payment-list', tree.token(tree.agent), { settingList });
      expect(answer.body).toMatchObject({
        code: 'payment_settings_incomplete',
        message: refusalCatalog.payment_settings_incomplete,
      });
    }
    const broken = await callMultipart(t, '/api/save-payment-list', tree.token(tree.agent), {
      settingList: '{not json',
    });
    expect(broken.status).toBe(400);
  });

  it('needs Deposit: a multi-login account without it is refused', async () => {
    const login = await createLoginAccount(t, tree.agent, [privilege.withdraw]);
    const answer = await call(t, 'GET', '/api/payment-list', await t.signIn(login));
    expect(answer.status).toBe(403);
  });
});
