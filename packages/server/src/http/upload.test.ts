import { privilegeIds } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMultipart, qrPng } from '../testing/cashier.ts';
import { paymentFiles, paymentRequests, paymentSettings } from '../db/cashierSchema.ts';
import { lotteryItems } from '../db/casinoProviderSchema.ts';
import { settings } from '../db/schema.ts';
import { createTestApp } from '../testing/app.ts';

/**
 * Issue 37: a malformed multipart body is the caller's fault on every upload call. It is refused 400 (413
 * when too large) in the usual error envelope, never 500, and changes nothing.
 */

const t = await createTestApp();
afterAll(() => t.close());

const admin = await t.createUser({ role: 'admin', privileges: [...privilegeIds] });
const player = await t.createUser({ role: 'user', parent: admin });
const tokens = { admin: await t.signIn(admin), player: await t.signIn(player) };
const png = await qrPng('upload');

interface UploadRoute {
  url: string;
  caller: keyof typeof tokens;
  fields: Record<string, string>;
  file: string;
}

let lotteryItemId = '';
/** The five upload calls, each with the fields that would make it change something if the body were sound. */
const routes = (): UploadRoute[] => [
  { url: '/api/save-welcome-image', caller: 'admin', fields: { name: 'img_desktop' }, file: 'image' },
  {
    url: '/api/add-deposit-withdraw',
    caller: 'player',
    fields: { type: 'deposit', amount: '500', remark: 'ok', accountType: 'upi', utrno: '123456789012' },
    file: 'imageUrl',
  },
  {
    url: '/api/save-payment-list',
    caller: 'admin',
    fields: { settingList: JSON.stringify({ upiId: 'admin@upi', upiName: 'Admin' }) },
    file: 'qrImage',
  },
  {
    url: '/api/add-lottery-item',
    caller: 'admin',
    fields: { title: 'Diwali Bumper', date: '2026-12-20', price: '250' },
    file: 'image',
  },
  {
    url: '/api/edit-lottery-item',
    caller: 'admin',
    fields: { id: lotteryItemId, price: '99' },
    file: 'image',
  },
];

beforeAll(async () => {
  const added = await callMultipart(
    t,
    '/api/add-lottery-item',
    tokens.admin,
    { title: 'Holi Special', date: '2026-03-14', price: '100' },
    { field: 'image', name: 'card.png', type: 'image/png', bytes: png },
  );
  expect(added.status).toBe(200);
  lotteryItemId = (added.body.data as { id: string }).id;
});

const boundary = 'exchange-test-boundary';
const crlf = '\r\n';

const field = (name: string, value: string, headers = '') =>
  `--${boundary}${crlf}Content-Disposition: form-data; name="${name}"${crlf}${headers}${crlf}${value}${crlf}`;
const fileHead = (name: string) =>
  `--${boundary}${crlf}Content-Disposition: form-data; name="${name}"; filename="a.png"${crlf}` +
  `Content-Type: image/png${crlf}${crlf}`;
const filePart = (name: string, bytes: Buffer = png) =>
  Buffer.concat([Buffer.from(fileHead(name)), bytes, Buffer.from(crlf)]);
const closing = `--${boundary}--${crlf}`;
const fieldsOf = (route: UploadRoute) =>
  Object.entries(route.fields)
    .map(([name, value]) => field(name, value))
    .join('');
/** A sound body for the route: its fields and its file, closed. */
const sound = (route: UploadRoute) =>
  Buffer.concat([Buffer.from(fieldsOf(route)), filePart(route.file), Buffer.from(closing)]);

const multipartType = `multipart/form-data; boundary=${boundary}`;

interface Malformed {
  name: string;
  contentType: string;
  body: (route: UploadRoute) => Buffer;
  status: 400 | 413;
  code: string;
}

const malformed: Malformed[] = [
  {
    name: 'a boundary other than the one the body uses',
    contentType: 'multipart/form-data; boundary=another-boundary',
    body: sound,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'no boundary',
    contentType: 'multipart/form-data',
    body: sound,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'an empty boundary',
    contentType: 'multipart/form-data; boundary=""',
    body: sound,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'a boundary past the parser’s length',
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: sound,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'a body cut off inside the file',
    contentType: multipartType,
    body: (route) => Buffer.concat([Buffer.from(fieldsOf(route)), filePart(route.file).subarray(0, 150)]),
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'a body cut off inside a part’s headers',
    contentType: multipartType,
    body: (route) =>
      Buffer.from(`${fieldsOf(route)}--${boundary}${crlf}Content-Disposition: form-data; name="x"`),
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'a body without its closing delimiter',
    contentType: multipartType,
    body: (route) => Buffer.concat([Buffer.from(fieldsOf(route)), filePart(route.file)]),
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'a text part without a name',
    contentType: multipartType,
    body: (route) =>
      Buffer.concat([
        Buffer.from(`--${boundary}${crlf}Content-Disposition: form-data${crlf}${crlf}value${crlf}`),
        sound(route),
      ]),
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'a file part without a name',
    contentType: multipartType,
    body: (route) =>
      Buffer.concat([
        Buffer.from(fieldsOf(route)),
        Buffer.from(
          `--${boundary}${crlf}Content-Disposition: form-data; filename="a.png"${crlf}` +
            `Content-Type: image/png${crlf}${crlf}`,
        ),
        png,
        Buffer.from(`${crlf}${closing}`),
      ]),
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'two files',
    contentType: multipartType,
    body: (route) =>
      Buffer.concat([
        Buffer.from(fieldsOf(route)),
        filePart(route.file),
        filePart(route.file),
        Buffer.from(closing),
      ]),
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'a text field over the field size cap',
    contentType: multipartType,
    body: (route) => Buffer.concat([Buffer.from(field('remark', 'x'.repeat(17 * 1024))), sound(route)]),
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'a field named after a prototype property',
    contentType: multipartType,
    body: (route) => Buffer.concat([Buffer.from(field('constructor', 'x')), sound(route)]),
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'a field declared JSON that is not',
    contentType: multipartType,
    body: (route) =>
      Buffer.concat([
        Buffer.from(field('remark', '{not json', `Content-Type: application/json${crlf}`)),
        sound(route),
      ]),
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'more fields than the cap',
    contentType: multipartType,
    body: (route) =>
      Buffer.concat([
        Buffer.from(Array.from({ length: 21 }, (_, index) => field(`f${index}`, 'x')).join('')),
        sound(route),
      ]),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'a file over the size cap',
    contentType: multipartType,
    body: (route) =>
      Buffer.concat([
        Buffer.from(fieldsOf(route)),
        filePart(route.file, Buffer.alloc(5 * 1024 * 1024 + 1)),
        Buffer.from(closing),
      ]),
    status: 413,
    code: 'image_too_large',
  },
];

/** Every row an upload call could write. */
async function uploadState() {
  const db = t.database.db;
  return {
    files: await db.select().from(paymentFiles),
    requests: await db.select().from(paymentRequests),
    paymentSettings: await db.select().from(paymentSettings),
    lottery: await db.select().from(lotteryItems),
    settings: await db.select().from(settings),
  };
}

describe('a malformed multipart body on an upload call', () => {
  it.each(malformed)('is refused in the error envelope, changing nothing: $name', async (bad) => {
    const before = await uploadState();
    for (const route of routes()) {
      const response = await t.app.inject({
        method: 'POST',
        url: route.url,
        payload: bad.body(route),
        headers: { authorization: `Bearer ${tokens[route.caller]}`, 'content-type': bad.contentType },
      });
      expect({ route: route.url, status: response.statusCode }).toEqual({
        route: route.url,
        status: bad.status,
      });
      expect(response.json()).toEqual({
        error: true,
        code: bad.code,
        message: expect.any(String),
        data: null,
      });
    }
    expect(await uploadState()).toEqual(before);
  });

  it('is no refusal of a sound body: each call takes it (the cases above differ from it only in the flaw)', async () => {
    for (const route of routes()) {
      const response = await t.app.inject({
        method: 'POST',
        url: route.url,
        payload: sound(route),
        headers: { authorization: `Bearer ${tokens[route.caller]}`, 'content-type': multipartType },
      });
      // The deposit is read and weighed: its refusal is a rule's (the upline has no payment method yet).
      const expected =
        route.url === '/api/add-deposit-withdraw'
          ? { status: 400, code: 'payment_method_missing' }
          : { status: 200, code: undefined };
      expect({ route: route.url, status: response.statusCode, code: response.json().code }).toEqual({
        route: route.url,
        ...expected,
      });
    }
  });
});
