import { refusalMessages } from '@exchange/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../db/schema.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
let smdlToken: string;

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
  smdlToken = await t.signIn(tree.smdl);
});
afterAll(() => t.close());

async function sessionCount(user: TestUser): Promise<number> {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(sessions)
    .where(eq(sessions.userId, user.id));
  return row?.value ?? 0;
}

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

async function rowOf(user: TestUser) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new Error(`no user ${user.username}`);
  return row;
}

describe('request bodies a browser can send cross-site (simple requests)', () => {
  it.each([
    ['text/plain', (username: string) => JSON.stringify({ username, password: testPassword })],
    [
      'application/x-www-form-urlencoded',
      (username: string) => `username=${username}&password=${testPassword}`,
    ],
    [
      'multipart/form-data; boundary=XX',
      (username: string) =>
        [
          '--XX',
          'Content-Disposition: form-data; name="username"',
          '',
          username,
          '--XX',
          'Content-Disposition: form-data; name="password"',
          '',
          testPassword,
          '--XX--',
          '',
        ].join('\r\n'),
    ],
  ])('refuses a login sent as %s and opens no session', async (contentType, payload) => {
    for (const [url, user] of [
      ['/api/login', tree.player],
      ['/api/login-admin', tree.dl],
    ] as const) {
      const before = await sessionCount(user);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload: payload(user.username),
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toMatchObject({ error: true, data: null });
      expect(await sessionCount(user), url).toBe(before);
    }
  });
});

describe('SQL in input', () => {
  const injections = ["x' or '1'='1", "'; drop table users; --", "admin'--", '" or ""="'];

  it('finds no one with SQL as a username on login, get-user-detail and get-user-list-suggestion', async () => {
    const before = await userCount();
    for (const username of injections) {
      for (const url of ['/api/login', '/api/login-admin']) {
        const login = await t.call('POST', url, { body: { username, password: "x' or '1'='1" } });
        expect(login, `${url} ${username}`).toMatchObject({
          status: 401,
          body: { message: refusalMessages.invalidCredentials },
        });
      }
      const detail = await t.call('GET', '/api/get-user-detail', { token: smdlToken, query: { username } });
      expect(detail.status, username).toBe(404);
      const suggestion = await t.call('POST', '/api/get-user-list-suggestion', {
        token: smdlToken,
        body: { username },
      });
      expect(suggestion, username).toMatchObject({ status: 200, body: { data: [] } });
    }
    expect(await userCount()).toBe(before);
    const genuine = await t.call('POST', '/api/login', {
      body: { username: tree.player.username, password: testPassword },
    });
    expect(genuine.status).toBe(200);
  });
});

describe('prototype pollution', () => {
  it.each([
    ['__proto__ at the top', '{"__proto__":{"polluted":true},"username":"%s","password":"x"}'],
    ['__proto__ nested', '{"username":"%s","password":"x","logs":{"__proto__":{"polluted":true}}}'],
    [
      'constructor.prototype',
      '{"constructor":{"prototype":{"polluted":true}},"username":"%s","password":"x"}',
    ],
  ])('answers a JSON body holding %s with a 400 and pollutes nothing', async (_name, template) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: template.replace('%s', tree.player.username),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, data: null });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('mass assignment', () => {
  /** Keys no caller may set through these bodies, with values that would be a takeover if they stuck. */
  const foreignKeys = () => ({
    id: crypto.randomUUID(),
    role: 'admin',
    path: tree.admin.id,
    parentId: tree.admin.id,
    ownerId: tree.smdl.id,
    balance: 1_000_000,
    userLocked: true,
    betLocked: true,
    mustChangePassword: false,
    passwordHash: 'x',
  });

  it('update-user changes only the fields it names, never role, path, owner, balance or locks', async () => {
    const target = await t.createUser({ role: 'user', parent: tree.dl });
    const before = await rowOf(target);
    const response = await t.call('POST', '/api/update-user', {
      token: smdlToken,
      body: {
        ...foreignKeys(),
        username: target.username,
        fullname: 'Renamed',
        privileges: [4, 57],
        transactionPassword: testPassword,
      },
    });
    expect(response.status).toBe(200);
    const after = await rowOf(target);
    expect(after).toEqual({ ...before, fullname: 'Renamed' });
    expect(after.privileges).toEqual([]);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, target.id));
    expect(account?.balance).toBe(0);
  });

  it('register places the user by its own rules, whatever else the body says', async () => {
    const username = 'Massassign1';
    const response = await t.call('POST', '/api/register', {
      token: smdlToken,
      body: {
        ...foreignKeys(),
        username,
        fullname: 'New Player',
        password: 'Kestrel27',
        passwordConfirmation: 'Kestrel27',
        transactionPassword: 'Txn12345',
        role: 'user',
        creditRefrences: 0,
        exposerLimit: 100,
        privileges: [4, 57],
      },
    });
    expect(response.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(row).toMatchObject({
      role: 'user',
      parentId: tree.smdl.id,
      path: `${tree.smdl.path}/${row?.id}`,
      ownerId: null,
      userLocked: false,
      betLocked: false,
      mustChangePassword: true,
      privileges: [],
    });
    expect(row?.id).not.toBe(foreignKeys().id);
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, row?.id ?? ''));
    expect(account?.balance).toBe(0);
  });
});

describe('repeated query parameters', () => {
  it('answers a page or username given twice with a 400', async () => {
    const playerToken = await t.signIn(tree.player);
    const logs = await t.call('POST', '/api/get-user-logs?page=1&page=2', {
      token: playerToken,
      body: { startDate: '2026-02-01', endDate: '2026-02-28' },
    });
    expect(logs.status).toBe(400);
    const list = await t.call('GET', '/api/get-user-list?page=1&page=2', { token: smdlToken });
    expect(list.status).toBe(400);
    const detail = await t.call(
      'GET',
      `/api/get-user-detail?username=${tree.dl.username}&username=${tree.dl2.username}`,
      { token: smdlToken },
    );
    expect(detail.status).toBe(400);
    // The same call with one page is answered: the 400 is the repetition's.
    const single = await t.call('POST', '/api/get-user-logs?page=2', {
      token: playerToken,
      body: { startDate: '2026-02-01', endDate: '2026-02-28' },
    });
    expect(single.status).toBe(200);
  });
});
