import {
  loginResponseSchema,
  privilege,
  ruleMessages,
  verifyOtpResponseSchema,
  welcomeImagesResponseSchema,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMultipart, htmlBytes, jpegBytes, qrPng, type Answer } from '../testing/cashier.ts';
import { paymentFiles } from '../db/cashierSchema.ts';
import { settings, users } from '../db/schema.ts';
import { buildTree } from '../testing/tree.ts';
import { boxes, createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';
import { testPassword, type TestUser } from '../testing/app.ts';

let t: SecondStepTestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
const tokens: Record<string, string> = {};
let png: Buffer;

function token(name: string): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`no token for ${name}`);
  return value;
}

/** A multi-login account of the Super Admin holding `privileges`. */
async function adminLogin(privileges: number[]): Promise<TestUser> {
  const login = await t.createUser({ role: 'admin', parent: tree.admin, privileges });
  await t.database.db.update(users).set({ ownerId: tree.admin.id }).where(eq(users.id, login.id));
  return login;
}

beforeAll(async () => {
  t = await createSecondStepTestApp();
  tree = await buildTree(t);
  for (const name of ['admin', 'sadmin', 'smdl', 'player2'] as const)
    tokens[name] = await t.signIn(tree[name]);
  tokens.loginWithLock = await t.signIn(await adminLogin([privilege.generalLock]));
  tokens.loginWithoutLock = await t.signIn(await adminLogin([1, 4, 8]));
  png = await qrPng('welcome');
});
afterAll(() => t.close());

const upload = (who: string, name: string, file?: { bytes: Buffer; type: string; filename: string }) =>
  callMultipart(
    t,
    '/api/save-welcome-image',
    token(who),
    { name },
    file && { field: 'image', name: file.filename, type: file.type, bytes: file.bytes },
  );
const imagesOf = (answer: Answer) => v.parse(welcomeImagesResponseSchema, answer.body).data;
const listed = async (who = 'admin') =>
  imagesOf(await t.call('GET', '/api/welcome-images', { token: token(who) }));
const fetchImage = (address: string) => t.app.inject({ method: 'GET', url: address });
const fileCount = async () => (await t.database.db.select({ id: paymentFiles.id }).from(paymentFiles)).length;
const welcomeRow = async () =>
  (await t.database.db.select().from(settings).where(eq(settings.name, 'welcomeImages')))[0]?.value;

async function playerLogin() {
  const answer = await t.call('POST', '/api/login', {
    body: { username: tree.player.username, password: testPassword },
  });
  expect(answer.status).toBe(200);
  return v.parse(loginResponseSchema, answer.body).data;
}

describe('the welcome images (spec 3 img_desktop, img_mobile)', () => {
  it('are none at first: login answers neither and welcome-images is empty', async () => {
    expect(await listed()).toEqual({});
    const user = await playerLogin();
    expect(user.img_desktop).toBeUndefined();
    expect(user.img_mobile).toBeUndefined();
  });

  it('takes a png from the Super Admin, served without a token as an image that cannot run', async () => {
    const saved = await upload('admin', 'img_desktop', { bytes: png, type: 'image/png', filename: 'w.png' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Welcome image saved');
    const { img_desktop: address } = imagesOf(saved);
    expect(address).toMatch(/^\/api\/welcome-image\/[0-9a-f-]{36}$/);
    expect(await listed('loginWithLock')).toEqual({ img_desktop: address });

    const image = await fetchImage(address ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    // Spec 4: login answers the images with the user.
    const user = await playerLogin();
    expect(user.img_desktop).toBe(address);
    expect(user.img_mobile).toBeUndefined();
  });

  it('takes a jpeg for the phone, and a new image replaces the old file, which is then gone', async () => {
    const before = await listed();
    const mobile = await upload('loginWithLock', 'img_mobile', {
      bytes: jpegBytes,
      type: 'image/jpeg',
      filename: 'phone.jpg',
    });
    expect(mobile.status, JSON.stringify(mobile.body)).toBe(200);
    const afterMobile = imagesOf(mobile);
    expect(afterMobile.img_desktop).toBe(before.img_desktop);
    expect((await fetchImage(afterMobile.img_mobile ?? '')).headers['content-type']).toBe('image/jpeg');

    const files = await fileCount();
    const other = await qrPng('another welcome');
    const replaced = imagesOf(
      await upload('admin', 'img_desktop', { bytes: other, type: 'image/png', filename: 'x.png' }),
    );
    expect(replaced.img_desktop).not.toBe(before.img_desktop);
    expect(replaced.img_mobile).toBe(afterMobile.img_mobile);
    expect(await fileCount()).toBe(files);
    expect((await fetchImage(before.img_desktop ?? '')).statusCode).toBe(404);
    expect((await fetchImage(replaced.img_desktop ?? '')).rawPayload.equals(other)).toBe(true);
  });

  it('refuses a file that is not a png or jpeg by its content, whatever its name, changing nothing', async () => {
    const [row, files] = [await welcomeRow(), await fileCount()];
    const answer = await upload('admin', 'img_mobile', {
      bytes: htmlBytes,
      type: 'image/png',
      filename: 'welcome.png',
    });
    expect(answer).toMatchObject({
      status: 415,
      body: { code: 'image_type_not_accepted', message: ruleMessages.imageType },
    });
    const unknownName = await upload('admin', 'img_tablet', {
      bytes: png,
      type: 'image/png',
      filename: 'a.png',
    });
    expect(unknownName.status).toBe(400);
    expect(await welcomeRow()).toEqual(row);
    expect(await fileCount()).toBe(files);
  });

  it("is the Super Admin's: an Admin, a Super Master, a player and a login account without General Lock are refused", async () => {
    const [row, files] = [await welcomeRow(), await fileCount()];
    // player2, whose session the player's logins here do not end.
    for (const who of ['sadmin', 'smdl', 'player2', 'loginWithoutLock']) {
      const answer = await upload(who, 'img_desktop', { bytes: png, type: 'image/png', filename: 'a.png' });
      expect(answer.status, who).toBe(403);
      expect((await t.call('GET', '/api/welcome-images', { token: token(who) })).status, who).toBe(403);
    }
    expect(await welcomeRow()).toEqual(row);
    expect(await fileCount()).toBe(files);
  });

  it('serves no other stored file and no made-up id as a welcome image', async () => {
    const [stored] = await t.database.db
      .insert(paymentFiles)
      .values({
        ownerId: tree.player.id,
        kind: 'receipt',
        contentType: 'image/png',
        byteSize: png.length,
        bytes: png,
      })
      .returning({ id: paymentFiles.id });
    for (const id of [stored?.id, crypto.randomUUID(), 'x']) {
      const response = await fetchImage(`/api/welcome-image/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('verify-otp answers the images with the user and on their own (spec 7: user, images, message)', async () => {
    const player = await t.createUser({ role: 'user', parent: tree.dl, otpStatusTelegram: 1 });
    await t.database.db
      .update(users)
      .set({ telegramChatId: `chat-${player.username}` })
      .where(eq(users.id, player.id));
    const login = await t.call('POST', '/api/login', {
      body: { username: player.username, password: testPassword },
    });
    const pending = (login.body.data as { token: string; img_desktop?: string }).token;
    // Not signed in yet: the code step's answer carries no images.
    expect((login.body.data as { img_desktop?: string }).img_desktop).toBeUndefined();
    const verified = await t.call('POST', '/api/verify-otp', {
      token: pending,
      body: { ...boxes(t.lastCode()), token: pending },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const data = v.parse(verifyOtpResponseSchema, verified.body).data;
    const images = await listed();
    expect(data.images).toEqual(images);
    expect(data.user?.img_desktop).toBe(images.img_desktop);
    expect(data.user?.img_mobile).toBe(images.img_mobile);
  });

  it('removes an image when sent without a file: login then answers only the other', async () => {
    const files = await fileCount();
    const removed = await upload('admin', 'img_mobile');
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Welcome image removed');
    expect(Object.keys(imagesOf(removed))).toEqual(['img_desktop']);
    expect(await fileCount()).toBe(files - 1);
    const user = await playerLogin();
    expect(user.img_mobile).toBeUndefined();
    expect(user.img_desktop).toBeDefined();
  });
});
