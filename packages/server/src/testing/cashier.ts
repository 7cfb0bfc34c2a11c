import { privilegeIds, toMinor } from '@exchange/domain';
import { randomInt } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import QRCode from 'qrcode';
import { getBalance, house, transfer } from '../ledger/index.ts';
import type { TestApp, TestUser } from './app.ts';

/** Fixtures of the cashier tests: a funded tree, multipart bodies, images. */

/** A real PNG (a QR code of a UPI address), as the demo's payment methods carry. */
export function qrPng(text = 'upi://pay?pa=agent@upi&pn=Agent'): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 120, margin: 1 });
}

/** The start of a JPEG (JFIF): what the content check reads. */
export const jpegBytes = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200, 0),
  Buffer.from([0xff, 0xd9]),
]);

/** An HTML page that calls itself receipt.png. */
export const htmlBytes = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body as a browser sends it (the platform's FormData and Request make the boundary). */
export async function multipart(
  fields: Record<string, string>,
  file?: { field: string } & FilePart,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? '';
  return { payload: Buffer.from(await request.arrayBuffer()), contentType };
}

export interface Answer {
  status: number;
  body: { error: boolean; code?: string; message: string; data: unknown };
}

/** Calls a route with a multipart body. */
export async function callMultipart(
  t: TestApp,
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: { field: string } & FilePart,
): Promise<Answer> {
  const { payload, contentType } = await multipart(fields, file);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  return { status: response.statusCode, body: response.json() };
}

/** `t.call`, typed with the refusal code. */
export function call(
  t: TestApp,
  method: HTTPMethods,
  url: string,
  token: string,
  body?: unknown,
  query?: Record<string, string>,
): Promise<Answer> {
  return t.call(method, url, {
    token,
    ...(body !== undefined && { body }),
    ...(query && { query }),
  }) as Promise<Answer>;
}

/** Rupees into a user's account from the house (an opening balance). */
export async function fund(t: TestApp, user: TestUser, rupees: number): Promise<void> {
  await transfer(t.database.db, {
    fromUserId: house,
    toUserId: user.id,
    amount: toMinor(rupees),
    kind: 'opening',
    narration: 'Test opening balance',
  });
}

/** A user's balance in rupees (what the wire shows). */
export async function rupeesOf(t: TestApp, user: TestUser | string): Promise<number> {
  const balance = await getBalance(t.database.db, typeof user === 'string' ? user : user.id);
  return balance.balance / 100;
}

/** A user's available balance (balance minus exposure) in rupees. */
export async function availableOf(t: TestApp, user: TestUser): Promise<number> {
  return (await getBalance(t.database.db, user.id)).available / 100;
}

export interface CashierTree {
  admin: TestUser;
  sadmin: TestUser;
  smdl: TestUser;
  mdl: TestUser;
  agent: TestUser;
  player: TestUser;
  /** Another branch: sadmin2 > agent2 > player2. */
  agent2: TestUser;
  player2: TestUser;
  tokens: Map<string, string>;
  token(user: TestUser): string;
}

/**
 * admin > sadmin > smdl > mdl > agent (dl) > player, every operator holding every privilege, and a
 * foreign branch beside it; the agent holds Rs 1,00,000 and the player Rs 10,000; both agents have
 * payment methods (UPI and bank).
 */
export async function cashierTree(t: TestApp): Promise<CashierTree> {
  const all = [...privilegeIds];
  const admin = await t.createUser({ role: 'admin', privileges: all });
  const sadmin = await t.createUser({ role: 'sadmin', parent: admin, privileges: all });
  const smdl = await t.createUser({ role: 'smdl', parent: sadmin, privileges: all });
  const mdl = await t.createUser({ role: 'mdl', parent: smdl, privileges: all });
  const agent = await t.createUser({ role: 'dl', parent: mdl, privileges: all });
  const player = await t.createUser({ role: 'user', parent: agent });
  const sadmin2 = await t.createUser({ role: 'sadmin', parent: admin, privileges: all });
  const agent2 = await t.createUser({ role: 'dl', parent: sadmin2, privileges: all });
  const player2 = await t.createUser({ role: 'user', parent: agent2 });
  await fund(t, agent, 100_000);
  await fund(t, player, 10_000);
  await fund(t, player2, 10_000);
  const tokens = new Map<string, string>();
  for (const user of [admin, sadmin, smdl, mdl, agent, player, agent2, player2]) {
    tokens.set(user.id, await t.signIn(user));
  }
  const token = (user: TestUser) => {
    const found = tokens.get(user.id);
    if (!found) throw new Error(`${user.username} is not signed in`);
    return found;
  };
  for (const operator of [agent, agent2]) {
    const saved = await call(t, 'POST', '/api/save-payment-list', token(operator), {
      settingList: {
        upiId: `${operator.username.toLowerCase()}@upi`,
        upiName: operator.username,
        accountHolderName: operator.username,
        accountNumber: '000111222333',
        ifscCode: 'SBIN0001234',
      },
    });
    if (saved.status !== 200) throw new Error(`payment methods not saved: ${saved.body.message}`);
  }
  return { admin, sadmin, smdl, mdl, agent, player, agent2, player2, tokens, token };
}

/** A 12-digit UTR no other request of the run carries: each payment is claimed once (issue 37). */
export function freshUtr(): string {
  return String(randomInt(100_000_000_000, 999_999_999_999));
}

/** A receipt no other request of the run carries (a QR of its UTR). */
export function receiptOf(utrno: string): Promise<Buffer> {
  return qrPng(`UTR ${utrno}`);
}

/** A player's deposit request with a PNG receipt of its own UTR; answers the request's id. */
export async function requestDeposit(
  t: TestApp,
  token: string,
  amount: number,
  utrno = freshUtr(),
): Promise<Answer> {
  return callMultipart(
    t,
    '/api/add-deposit-withdraw',
    token,
    { type: 'deposit', amount: String(amount), remark: 'ok', accountType: 'upi', utrno },
    { field: 'imageUrl', name: 'receipt.png', type: 'image/png', bytes: await receiptOf(utrno) },
  );
}

/** A player's withdrawal request to a new UPI id of its own. */
export async function requestWithdrawal(t: TestApp, token: string, amount: number): Promise<Answer> {
  const upi = await call(t, 'POST', '/api/add-upi', token, { upiId: `p${crypto.randomUUID()}@upi` });
  const { _id } = upi.body.data as { _id: string };
  return call(t, 'POST', '/api/add-deposit-withdraw', token, {
    type: 'withdraw',
    amount,
    remark: 'ok',
    accountType: 'upi',
    bankDetail: { _id },
  });
}

/** The reason the tests reject with, unless they name one. */
export const testRejectionReason = 'Payment not received';

/** Decides a request with the test transaction password; a rejection with a reason, as it must have. */
export function decide(
  t: TestApp,
  token: string,
  id: string,
  status: 'approved' | 'rejected',
  transactionPassword = 'Secret123',
): Promise<Answer> {
  const reason = status === 'rejected' ? { reason: testRejectionReason } : {};
  return call(t, 'POST', '/api/update-deposit-withdraw-status', token, {
    id,
    status,
    transactionPassword,
    ...reason,
  });
}

export const idOf = (answer: Answer): string => (answer.body.data as { _id: string })._id;
