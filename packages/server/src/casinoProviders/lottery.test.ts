import { privilege, privilegeIds } from '@exchange/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { callMultipart, htmlBytes, jpegBytes, qrPng } from '../testing/cashier.ts';
import { createTestApp } from '../testing/app.ts';
import { createLoginAccount } from '../testing/loginAccounts.ts';

const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.createUser({ role: 'admin', privileges: [...privilegeIds] });
const adminToken = await t.signIn(admin);
const player = await t.createUser({ role: 'user', parent: admin });
const playerToken = await t.signIn(player);
const png = await qrPng('lottery');

const image = (bytes: Buffer = png, type = 'image/png') => ({
  field: 'image',
  name: 'card.png',
  type,
  bytes,
});
const fields = { title: 'Diwali Bumper', date: '2026-12-20', price: '250.50' };

async function add(overrides: Record<string, string> = {}, file: ReturnType<typeof image> | null = image()) {
  return callMultipart(
    t,
    '/api/add-lottery-item',
    adminToken,
    { ...fields, ...overrides },
    file ?? undefined,
  );
}
const itemOf = (answer: { body: { data: unknown } }) =>
  answer.body.data as {
    id: string;
    image: string;
    status: string;
    date: string;
    title: string;
    price: number;
  };

describe('the lottery list', () => {
  it('adds an item the list shows to a player, with its image served', async () => {
    const added = await add();
    expect(added.status).toBe(200);
    const item = itemOf(added);
    expect(item).toEqual({
      id: expect.any(String),
      image: expect.stringMatching(new RegExp(`^/api/lottery-image/${item.id}\\?v=\\d+$`)),
      status: 'open',
      date: '2026-12-20',
      title: 'Diwali Bumper',
      price: 250.5,
      // The draw (issue 39): the defaults of an item given only the spec's fields.
      closeAt: '2026-12-21T00:00:00.000Z',
      tickets: 100,
      sold: 0,
      prizes: [12_525],
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const list = await t.call('GET', '/api/lottery-list', { token: playerToken });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(item);
    const served = await t.app.inject({
      method: 'GET',
      url: item.image,
      headers: { authorization: `Bearer ${playerToken}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it('edits the fields given and replaces the image; closes for good; a closed item is not edited', async () => {
    const item = itemOf(await add({ title: 'Holi Special' }));
    const edited = await callMultipart(
      t,
      '/api/edit-lottery-item',
      adminToken,
      { id: item.id, price: '99' },
      image(jpegBytes, 'image/jpeg'),
    );
    expect(edited.status).toBe(200);
    expect(itemOf(edited)).toMatchObject({ title: 'Holi Special', price: 99, status: 'open' });
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/lottery-image/${item.id}`,
      headers: { authorization: `Bearer ${playerToken}` },
    });
    expect(served.headers['content-type']).toBe('image/jpeg');

    const closed = await t.call('POST', '/api/close-lottery-item', {
      token: adminToken,
      body: { id: item.id },
    });
    expect(closed.status).toBe(200);
    expect(itemOf(closed).status).toBe('closed');
    const again = await t.call('POST', '/api/close-lottery-item', {
      token: adminToken,
      body: { id: item.id },
    });
    expect(itemOf(again).status).toBe('closed');
    const refused = await t.call('POST', '/api/edit-lottery-item', {
      token: adminToken,
      body: { id: item.id, title: 'Changed' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'lottery_item_closed',
      message: 'This lottery item is closed',
    });
    // Open items come first.
    const list = (await t.call('GET', '/api/lottery-list', { token: playerToken })).body.data as {
      status: string;
    }[];
    const statuses = list.map((entry) => entry.status);
    expect(statuses.slice(statuses.indexOf('closed'))).not.toContain('open');
  });

  it('refuses an item without an image, with a page posing as an image, or with bad fields, storing nothing', async () => {
    const before = ((await t.call('GET', '/api/lottery-list', { token: playerToken })).body.data as unknown[])
      .length;
    const noImage = await add({}, null);
    expect(noImage).toMatchObject({ status: 400, body: { code: 'image_required' } });
    const html = await add({}, image(htmlBytes));
    expect(html).toMatchObject({ status: 415, body: { code: 'image_type_not_accepted' } });
    for (const bad of [
      { title: '' },
      { date: '20-12-2026' },
      { price: '0' },
      { price: '1.234' },
      { price: 'x' },
    ]) {
      const refused = await add(bad);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalid_input');
    }
    const after = ((await t.call('GET', '/api/lottery-list', { token: playerToken })).body.data as unknown[])
      .length;
    expect(after).toBe(before);
  });

  it('answers an unknown item 404', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect(
      (await t.call('POST', '/api/close-lottery-item', { token: adminToken, body: { id: unknown } })).status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/edit-lottery-item', { token: adminToken, body: { id: 'x', title: 'T' } }))
        .status,
    ).toBe(404);
    expect((await t.call('GET', `/api/lottery-image/${unknown}`, { token: playerToken })).status).toBe(404);
  });

  it("is managed by the Super Admin and its login accounts holding Our Casino, never a label's Admin or a player", async () => {
    const sadmin = await t.createUser({ role: 'sadmin', parent: admin, privileges: [...privilegeIds] });
    const withOurCasino = await createLoginAccount(t, admin, [privilege.ourCasino]);
    const without = await createLoginAccount(t, admin, [privilege.dashboard]);
    const close = (token: string) =>
      t.call('POST', '/api/close-lottery-item', {
        token,
        body: { id: '00000000-0000-4000-8000-00000000abcd' },
      });
    expect((await close(await t.signIn(sadmin))).status).toBe(403);
    expect((await close(playerToken)).status).toBe(403);
    expect((await close(await t.signIn(without))).status).toBe(403);
    // Past the access check: the item is unknown.
    expect((await close(await t.signIn(withOurCasino))).status).toBe(404);
  });
});
