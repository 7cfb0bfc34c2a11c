import { privilege, privilegeIds, refusalMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { users } from '../db/schema.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';
import { createLoginAccount } from '../testing/loginAccounts.ts';
import { buildTree } from '../testing/tree.ts';

/**
 * Issue 14, item 1: what a caller may do follows the privileges it holds now, never its role alone; a
 * multi-login account holds only what its owner holds; sibling logins are not each other's downline.
 */
let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
});
afterAll(() => t.close());

const forbidden = { status: 403, body: { message: refusalMessages.forbidden } };
const notInSubtree = { status: 403, body: { message: refusalMessages.notInSubtree } };

async function rowOf(user: TestUser) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new Error('missing user');
  return row;
}

function newPassword(username: string) {
  return {
    username,
    password: 'Changed12',
    passwordConfirmation: 'Changed12',
    transactionPassword: testPassword,
  };
}

describe('a Super Admin login account holding only DashBoard', () => {
  it('cannot change another user’s password or reset its transaction password', async () => {
    const login = await createLoginAccount(t, tree.admin, [privilege.dashboard]);
    const token = await t.signIn(login);
    expect(
      await t.call('POST', '/api/update-password', { token, body: newPassword(tree.sadmin.username) }),
    ).toMatchObject(forbidden);
    expect(
      await t.call('POST', '/api/reset-transaction-password', {
        token,
        body: { username: tree.player.username, password: testPassword },
      }),
    ).toMatchObject(forbidden);
    const [sadmin, player] = [await rowOf(tree.sadmin), await rowOf(tree.player)];
    expect(await verifyPassword(testPassword, sadmin.passwordHash)).toBe(true);
    expect(await verifyPassword(testPassword, player.transactionPasswordHash ?? '')).toBe(true);
  });

  it('is refused the Super Admin’s site-wide general setting without Events', async () => {
    const all = privilegeIds.filter((id) => id !== privilege.events);
    const token = await t.signIn(await createLoginAccount(t, tree.admin, all));
    const body = { siteName: 'Taken over' };
    expect(await t.call('POST', '/api/save-general-setting', { token, body })).toMatchObject(forbidden);
    const allowed = await t.signIn(await createLoginAccount(t, tree.admin, [privilege.events]));
    expect((await t.call('POST', '/api/save-general-setting', { token: allowed, body })).status).toBe(200);
  });
});

describe('a login account holds at most what its owner holds now', () => {
  it('loses a privilege at once when its owner loses it after the grant', async () => {
    const login = await createLoginAccount(t, tree.smdl, [privilege.userList]);
    const token = await t.signIn(login);
    expect((await t.call('GET', '/api/get-user-list', { token })).status).toBe(200);
    const ownerKeeps = privilegeIds.filter((id) => id !== privilege.userList && id !== privilege.agentAssign);
    const taken = await t.call('POST', '/api/update-user', {
      token: await t.signIn(tree.sadmin),
      body: { username: tree.smdl.username, privileges: ownerKeeps, transactionPassword: testPassword },
    });
    expect(taken.status).toBe(200);
    // The same session, its own grant untouched: the owner's current privileges bound it.
    expect((await rowOf(login)).privileges).toEqual([privilege.userList]);
    expect(await t.call('GET', '/api/get-user-list', { token })).toMatchObject(forbidden);
    const info = await t.call('GET', '/api/user-info', { token });
    expect((info.body.data as { privileges: number[] }).privileges).toEqual([]);
    // Given back to the owner, it is the login's again.
    await t.call('POST', '/api/update-user', {
      token: await t.signIn(tree.sadmin),
      body: {
        username: tree.smdl.username,
        privileges: [...ownerKeeps, privilege.userList],
        transactionPassword: testPassword,
      },
    });
    expect((await t.call('GET', '/api/get-user-list', { token })).status).toBe(200);
  });

  it('cannot be granted by an upline a privilege its owner lacks', async () => {
    // The bare Agent holds no privilege; the Admin above holds User List.
    const login = await createLoginAccount(t, tree.bare, []);
    const refused = await t.call('POST', '/api/update-user', {
      token: await t.signIn(tree.sadmin),
      body: { username: login.username, privileges: [privilege.userList], transactionPassword: testPassword },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: refusalMessages.privilegeNotHeldByOwner },
    });
    expect((await rowOf(login)).privileges).toEqual([]);
    // Within the owner's privileges the grant goes through.
    const withinOwner = await createLoginAccount(t, tree.dl, []);
    const granted = await t.call('POST', '/api/update-user', {
      token: await t.signIn(tree.sadmin),
      body: {
        username: withinOwner.username,
        privileges: [privilege.userList],
        transactionPassword: testPassword,
      },
    });
    expect(granted.status).toBe(200);
    expect((await rowOf(withinOwner)).privileges).toEqual([privilege.userList]);
  });
});

describe('sibling login accounts', () => {
  it('cannot change each other’s password; the owner and its uplines can', async () => {
    const first = await createLoginAccount(t, tree.dl, [privilege.userPasswordChange, privilege.userList]);
    const second = await createLoginAccount(t, tree.dl, []);
    const firstToken = await t.signIn(first);
    expect(
      await t.call('POST', '/api/update-password', { token: firstToken, body: newPassword(second.username) }),
    ).toMatchObject(notInSubtree);
    expect(
      await t.call('POST', '/api/reset-transaction-password', {
        token: firstToken,
        body: { username: second.username, password: testPassword },
      }),
    ).toMatchObject(notInSubtree);
    expect(
      await t.call('GET', '/api/get-user-detail', {
        token: firstToken,
        query: { username: second.username },
      }),
    ).toMatchObject(notInSubtree);
    expect(await verifyPassword(testPassword, (await rowOf(second)).passwordHash)).toBe(true);
    // Still a downline to the operators that own it and sit above it.
    const byOwner = await t.call('POST', '/api/update-password', {
      token: await t.signIn(tree.dl),
      body: newPassword(second.username),
    });
    expect(byOwner.status).toBe(200);
    const byUpline = await t.call('POST', '/api/update-password', {
      token: await t.signIn(tree.smdl),
      body: newPassword(first.username),
    });
    expect(byUpline.status).toBe(200);
  });
});

describe('routes that checked the role alone', () => {
  /** An Agent holding every privilege but User List, with a player below it. */
  async function lackingUserList() {
    const agent = await t.createUser({
      role: 'dl',
      parent: tree.smdl,
      privileges: privilegeIds.filter((id) => id !== privilege.userList),
    });
    const player = await t.createUser({ role: 'user', parent: agent });
    return { token: await t.signIn(agent), player };
  }

  it('get-user-balance: one’s own always, another user’s only with User List', async () => {
    const { token, player } = await lackingUserList();
    expect((await t.call('GET', '/api/get-user-balance', { token })).status).toBe(200);
    expect(
      await t.call('GET', '/api/get-user-balance', { token, query: { username: player.username } }),
    ).toMatchObject(forbidden);
    const allowed = await t.call('GET', '/api/get-user-balance', {
      token: await t.signIn(tree.dl),
      query: { username: tree.player.username },
    });
    expect(allowed.status).toBe(200);
  });

  it('general-report and get-user-list-suggestion need User List', async () => {
    const { token } = await lackingUserList();
    expect(await t.call('POST', '/api/general-report', { token, body: { type: 'ALL' } })).toMatchObject(
      forbidden,
    );
    expect(
      await t.call('POST', '/api/get-user-list-suggestion', { token, body: { username: 'U' } }),
    ).toMatchObject(forbidden);
    const dlToken = await t.signIn(tree.dl);
    expect(
      (await t.call('POST', '/api/general-report', { token: dlToken, body: { type: 'ALL' } })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/get-user-list-suggestion', { token: dlToken, body: { username: 'U' } }))
        .status,
    ).toBe(200);
  });

  it('save-general-setting is refused to an Admin holding every privilege', async () => {
    expect(
      await t.call('POST', '/api/save-general-setting', {
        token: await t.signIn(tree.sadmin),
        body: { siteName: 'Label' },
      }),
    ).toMatchObject(forbidden);
  });
});
