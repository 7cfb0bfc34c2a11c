import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { settings, users } from '../db/schema.ts';
import { getBalance, verifyLedger } from '../ledger/index.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { demoMarkerSettingName, demoPassword, demoUsers, hasDemoData, seedDemo } from './demo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  expect(await seedDemo(t.database.db)).toBe(true);
});
afterAll(() => t.close());

describe('the demo data', () => {
  it('seeds only an empty database', async () => {
    expect(await seedDemo(t.database.db)).toBe(false);
  });

  it('signs every demo user in through the API, on its side, with the demo password', async () => {
    for (const demo of demoUsers) {
      const path = demo.role === 'user' ? '/api/login' : '/api/login-admin';
      const { status, body } = await t.call('POST', path, {
        body: { username: demo.username, password: demoPassword },
      });
      expect(status, demo.username).toBe(200);
      const data = body.data as { role: string; otpStatusTelegram: number; refreshToken: string };
      expect(data.role).toBe(demo.role);
      // Playertwo stops at the second step; everyone else is signed in at once.
      expect(data.otpStatusTelegram).toBe(demo.telegram ? 1 : 0);
      expect(data.refreshToken === '').toBe(demo.telegram === true);
    }
  });

  it('gives the chain opening balances through a sound ledger', async () => {
    const token = await t.call('POST', '/api/login', {
      body: { username: 'Player', password: demoPassword },
    });
    const userId = (token.body.data as { _id: string })._id;
    expect((await getBalance(t.database.db, userId)).balance).toBeGreaterThan(0);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});

describe("the demo's lottery", () => {
  it('has an open draw with its image a player can buy into, and a drawn one with its result', async () => {
    const signedIn = await t.call('POST', '/api/login', {
      body: { username: 'Player', password: demoPassword },
    });
    const token = (signedIn.body.data as { token: string }).token;
    const list = (await t.call('GET', '/api/lottery-list', { token })).body.data as {
      id: string;
      title: string;
      status: string;
      image: string;
      winners?: { rank: number }[];
      mine?: { numbers: number[] };
    }[];
    expect(list.map(({ title, status }) => ({ title, status }))).toEqual([
      { title: 'Diwali Bumper', status: 'open' },
      { title: 'Holi Special', status: 'drawn' },
    ]);
    const [open, drawn] = list;
    const picture = await t.app.inject({
      url: open?.image ?? '',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(drawn?.winners?.map((winner) => winner.rank)).toEqual([1, 2, 3]);
    expect(drawn?.mine?.numbers).toHaveLength(5);
    const bought = await t.call('POST', '/api/buy-lottery-tickets', {
      token,
      body: { id: open?.id, count: 2, idempotencyKey: 'demo-test' },
    });
    expect(bought.status).toBe(200);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});

describe('the demo operators', () => {
  it('may use every screen of the panel: the Agent lists its players with their balances', async () => {
    const signedIn = await t.call('POST', '/api/login-admin', {
      body: { username: 'Agent', password: demoPassword },
    });
    const token = (signedIn.body.data as { token: string }).token;
    const list = await t.call('GET', '/api/get-user-list', { token });
    expect(list.status).toBe(200);
    const items = (list.body.data as { items: { username: string; balance: number }[] }).items;
    expect(items.map((item) => item.username).sort()).toEqual(['Player', 'Playertwo']);
    expect(items.every((item) => item.balance > 0)).toBe(true);
  });
});

describe('hasDemoData (production refuses to start when it is true)', () => {
  it('finds the marker the seed leaves, or else a demo login that still has the demo password', async () => {
    const { db } = t.database;
    expect(await hasDemoData(db)).toBe(true);
    // A database seeded before the marker existed: the demo logins with their published password give it away.
    await db.delete(settings).where(eq(settings.name, demoMarkerSettingName));
    expect(await hasDemoData(db)).toBe(true);
    // Demo-looking names with passwords of their own are a real site's users.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('Other5678') })
      .where(
        inArray(
          users.username,
          demoUsers.map((demo) => demo.username),
        ),
      );
    expect(await hasDemoData(db)).toBe(false);
  });
});

describe('the demo payment methods', () => {
  it("show the Agent's UPI id, bank account and a scannable QR image on the Player's deposit page", async () => {
    const [player] = await t.database.db.select().from(users).where(eq(users.username, 'Player'));
    if (!player) throw new Error('no demo Player');
    const token = await t.signIn(player);
    const methods = await t.call('GET', '/api/get-payment-list', { token });
    expect(methods.body.data).toMatchObject({
      username: 'Agent',
      upiId: 'demo.agent@upi',
      accountNumber: expect.any(String),
      qrImageId: expect.any(String),
    });
    const { qrImageId } = methods.body.data as { qrImageId: string };
    const qr = await t.app.inject({
      method: 'GET',
      url: `/api/payment-file/${qrImageId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
