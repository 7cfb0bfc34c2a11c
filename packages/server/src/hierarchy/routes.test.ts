import { messages, refusalMessages, ruleMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, users } from '../db/schema.ts';
import { testPassword, type TestApp, type TestUser } from '../testing/app.ts';
import { generalSettingName } from './queries.ts';
import { isInSubtree, locksOnPath } from './subtree.ts';
import { createTestApp } from '../testing/app.ts';
import { buildTree } from '../testing/tree.ts';

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
const tokens: Record<string, string> = {};

/** The signed-in token of a tree member, by its name in the tree. */
function token(name: string): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`no token for ${name}`);
  return value;
}

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens[name] = await t.signIn(user);
});
afterAll(() => t.close());

async function rowOf(user: TestUser) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new Error('missing user');
  return row;
}

const forbidden = { status: 403, body: { message: refusalMessages.forbidden } };
const notInSubtree = { status: 403, body: { message: refusalMessages.notInSubtree } };
const badTransactionPassword = { status: 400, body: { message: refusalMessages.invalidTransactionPassword } };

describe('subtree', () => {
  it('answers membership strictly below the ancestor', async () => {
    const { db } = t.database;
    expect(await isInSubtree(db, tree.sadmin, tree.player.id)).toBe(true);
    expect(await isInSubtree(db, tree.sadmin, tree.sadmin.id)).toBe(false);
    expect(await isInSubtree(db, tree.sadmin, tree.player2.id)).toBe(false);
    expect(await isInSubtree(db, tree.player, tree.sadmin.id)).toBe(false);
    expect(await isInSubtree(db, tree.sadmin, 'not-a-uuid')).toBe(false);
  });
});

describe('GET get-user-list', () => {
  it('pages the children of the caller with their figures', async () => {
    const response = await t.call('GET', '/api/get-user-list', { token: token('smdl') });
    expect(response.status).toBe(200);
    const data = response.body.data as {
      items: Record<string, unknown>[];
      totalDocs: number;
      page: number;
      totalPages: number;
    };
    expect(data).toMatchObject({ page: 1, totalPages: 1, totalDocs: 2 });
    expect(data.items.map((item) => item.username).sort()).toEqual(
      [tree.bare.username, tree.dl.username].sort(),
    );
    expect(data.items[0]).toMatchObject({
      role: 'dl',
      roleLabel: 'Agent',
      parent: tree.smdl.username,
      balance: 0,
      exposer: 0,
      available: 0,
      creditRefrences: 0,
      clientPL: 0,
      status: 'active',
    });
  });

  it('lists the children of a named user of the subtree, with filters', async () => {
    const { username } = tree.player;
    const search = await t.call('GET', '/api/get-user-list', {
      token: token('smdl'),
      query: { username: tree.dl.username, search: username.slice(2, 8), type: 'user', status: 'active' },
    });
    expect(
      (search.body.data as { items: { username: string }[] }).items.map((item) => item.username),
    ).toEqual([username]);
    const locked = await t.call('GET', '/api/get-user-list', {
      token: token('smdl'),
      query: { username: tree.dl.username, status: 'locked' },
    });
    expect(locked.body.data).toMatchObject({ items: [], totalDocs: 0, totalPages: 0 });
  });

  it('counts pages of ten', async () => {
    const parent = await t.createUser({ role: 'dl', parent: tree.dl2 });
    for (let index = 0; index < 11; index += 1) await t.createUser({ role: 'user', parent });
    const page2 = await t.call('GET', '/api/get-user-list', {
      token: token('sadmin2'),
      query: { username: parent.username, page: '2' },
    });
    expect(page2.body.data).toMatchObject({ page: 2, totalPages: 2, totalDocs: 11 });
    expect((page2.body.data as { items: unknown[] }).items).toHaveLength(1);
  });

  it('refuses a bad page and a bad type', async () => {
    expect(
      (await t.call('GET', '/api/get-user-list', { token: token('smdl'), query: { page: '0' } })).status,
    ).toBe(400);
    expect(
      (await t.call('GET', '/api/get-user-list', { token: token('smdl'), query: { type: 'boss' } })).status,
    ).toBe(400);
  });

  it.each([
    ['a foreign user', 'smdl', () => tree.dl2.username, notInSubtree],
    ['an ancestor', 'smdl', () => tree.sadmin.username, notInSubtree],
    ['a player caller', 'player', () => tree.player.username, forbidden],
    ['a caller without User List', 'bare', () => tree.bare.username, forbidden],
  ])('refuses %s', async (_case, who, username, expected) => {
    const response = await t.call('GET', '/api/get-user-list', {
      token: token(who),
      query: { username: username() },
    });
    expect(response).toMatchObject(expected);
  });
});

describe('GET get-user-detail and get-parent-user-detail', () => {
  it('shows a user of the subtree and its parent', async () => {
    const detail = await t.call('GET', '/api/get-user-detail', {
      token: token('smdl'),
      query: { username: tree.player.username },
    });
    expect(detail).toMatchObject({
      status: 200,
      body: { data: { _id: tree.player.id, role: 'user', parent: tree.dl.username, exposerLimit: 10_000 } },
    });
    const parent = await t.call('GET', '/api/get-parent-user-detail', {
      token: token('smdl'),
      query: { username: tree.player.username },
    });
    expect(parent).toMatchObject({ status: 200, body: { data: { _id: tree.dl.id, partnership: 50 } } });
    const own = await t.call('GET', '/api/get-parent-user-detail', {
      token: token('smdl'),
      query: { username: tree.dl.username },
    });
    expect(own.body.data).toMatchObject({ _id: tree.smdl.id });
  });

  it.each(['get-user-detail', 'get-parent-user-detail'])(
    '%s refuses bad input and callers outside the rules',
    async (path) => {
      const url = `/api/${path}`;
      expect(await t.call('GET', url, { token: token('smdl') })).toMatchObject({ status: 400 });
      expect(await t.call('GET', url, { token: token('smdl'), query: { username: 'Nobody' } })).toMatchObject(
        {
          status: 404,
        },
      );
      expect(
        await t.call('GET', url, { token: token('smdl'), query: { username: tree.smdl.username } }),
      ).toMatchObject(notInSubtree);
      expect(
        await t.call('GET', url, { token: token('smdl'), query: { username: tree.sadmin.username } }),
      ).toMatchObject(notInSubtree);
      expect(
        await t.call('GET', url, { token: token('smdl'), query: { username: tree.player2.username } }),
      ).toMatchObject(notInSubtree);
      expect(
        await t.call('GET', url, { token: token('player'), query: { username: tree.player.username } }),
      ).toMatchObject(forbidden);
      expect(
        await t.call('GET', url, { token: token('bare'), query: { username: tree.player.username } }),
      ).toMatchObject(forbidden);
    },
  );
});

describe('POST update-user', () => {
  it('updates the editable fields', async () => {
    const target = await t.createUser({ role: 'mdl', parent: tree.smdl, partnership: 10 });
    const response = await t.call('POST', '/api/update-user', {
      token: token('smdl'),
      body: {
        username: target.username,
        fullname: 'Renamed',
        creditRefrences: 12.5,
        exposerLimit: 300,
        partnership: 80,
        privileges: [4, 59],
        userSetting: [{ minBet: 1, maxBet: 2, delay: 4 }],
        transactionPassword: testPassword,
      },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { data: { fullname: 'Renamed', creditRefrences: 12.5 } },
    });
    expect(await rowOf(target)).toMatchObject({
      fullname: 'Renamed',
      creditReference: 1250,
      exposureLimit: 30_000,
      partnership: 80,
      privileges: [4, 59],
      sportSettings: { '0': { minBet: 100, maxBet: 200, delay: 4 } },
    });
  });

  it.each([
    ['no username', { username: undefined }, 400, undefined],
    ['nothing to change', { fullname: undefined }, 400, refusalMessages.nothingToChange],
    ['a partnership above the parent', { partnership: 81 }, 400, refusalMessages.partnershipAboveParent],
    ['a partnership above 100', { partnership: 101 }, 400, undefined],
    [
      'min bet above max bet',
      { userSetting: [{ minBet: 3, maxBet: 2, delay: 0 }] },
      400,
      ruleMessages.minBetAboveMaxBet,
    ],
    [
      'a wrong transaction password',
      { transactionPassword: 'Wrong123' },
      400,
      refusalMessages.invalidTransactionPassword,
    ],
    ['an ungrantable privilege', { privileges: [104] }, 403, refusalMessages.privilegeNotHeld],
    ['a foreign user', { username: 'foreign' }, 403, refusalMessages.notInSubtree],
    ['an ancestor', { username: 'ancestor' }, 403, refusalMessages.notInSubtree],
    ['self', { username: 'self' }, 403, refusalMessages.notInSubtree],
  ])('refuses %s and changes nothing', async (_case, fields, status, message) => {
    const overrides = fields as Record<string, unknown>;
    const names: Record<string, string> = {
      foreign: tree.dl2.username,
      ancestor: tree.sadmin.username,
      self: tree.smdl.username,
    };
    const username =
      typeof overrides.username === 'string' ? (names[overrides.username] ?? overrides.username) : undefined;
    const response = await t.call('POST', '/api/update-user', {
      token: token('smdl'),
      body: {
        username: tree.dl.username,
        fullname: 'Changed',
        transactionPassword: testPassword,
        ...overrides,
        ...('username' in overrides && { username }),
      },
    });
    expect(response.status).toBe(status);
    if (message) expect(response.body.message).toBe(message);
    expect((await rowOf(tree.dl)).fullname).toBe(tree.dl.fullname);
  });

  it('keeps a partnership at or above its children’s', async () => {
    const master = await t.createUser({ role: 'mdl', parent: tree.smdl, partnership: 40 });
    await t.createUser({ role: 'dl', parent: master, partnership: 30 });
    const update = (partnership: number) =>
      t.call('POST', '/api/update-user', {
        token: token('smdl'),
        body: { username: master.username, partnership, transactionPassword: testPassword },
      });
    expect(await update(29)).toMatchObject({
      status: 400,
      body: { message: refusalMessages.partnershipBelowDownline },
    });
    expect((await rowOf(master)).partnership).toBe(40);
    expect((await update(30)).status).toBe(200);
    expect((await rowOf(master)).partnership).toBe(30);
  });

  it('needs Credit Reference for the credit reference and User Info for the rest', async () => {
    const infoOnly = await t.createUser({ role: 'mdl', parent: tree.sadmin2, privileges: [57] });
    const creditOnly = await t.createUser({ role: 'mdl', parent: tree.sadmin2, privileges: [56] });
    const target = await t.createUser({ role: 'user', parent: infoOnly });
    const other = await t.createUser({ role: 'user', parent: creditOnly });
    const call = (user: TestUser, username: string, fields: Record<string, unknown>) =>
      t.signIn(user).then((token) =>
        t.call('POST', '/api/update-user', {
          token,
          body: { username, transactionPassword: testPassword, ...fields },
        }),
      );
    expect(await call(infoOnly, target.username, { creditRefrences: 5 })).toMatchObject(forbidden);
    expect((await call(infoOnly, target.username, { fullname: 'Ok' })).status).toBe(200);
    expect(await call(creditOnly, other.username, { fullname: 'No' })).toMatchObject(forbidden);
    expect((await call(creditOnly, other.username, { creditRefrences: 5 })).status).toBe(200);
    const asPlayer = await t.call('POST', '/api/update-user', {
      token: token('player'),
      body: { username: target.username, fullname: 'No', transactionPassword: testPassword },
    });
    expect(asPlayer).toMatchObject(forbidden);
  });
});

describe('POST update-user-status', () => {
  it('locks a user, whose subtree is then locked too', async () => {
    const agent = await t.createUser({ role: 'dl', parent: tree.smdl });
    const child = await t.createUser({ role: 'user', parent: agent });
    const response = await t.call('POST', '/api/update-user-status', {
      token: token('smdl'),
      body: { username: agent.username, userLock: true, betLock: true, transactionPassword: testPassword },
    });
    expect(response).toMatchObject({ status: 200, body: { data: { userLock: true, betLock: true } } });
    expect(await rowOf(agent)).toMatchObject({ userLocked: true, betLocked: true });
    expect(await rowOf(child)).toMatchObject({ userLocked: false, betLocked: false });
    expect(await locksOnPath(t.database.db, child.path)).toEqual({ userLocked: true, betLocked: true });
    expect(await locksOnPath(t.database.db, tree.player.path)).toEqual({
      userLocked: false,
      betLocked: false,
    });
    const unlock = await t.call('POST', '/api/update-user-status', {
      token: token('smdl'),
      body: { username: agent.username, userLock: false, transactionPassword: testPassword },
    });
    expect(unlock.body.data).toEqual({ username: agent.username, userLock: false, betLock: true });
  });

  it('needs User Lock for the user lock and Bet Lock for the bet lock', async () => {
    const lockOnly = await t.createUser({ role: 'mdl', parent: tree.sadmin2, privileges: [59] });
    const target = await t.createUser({ role: 'user', parent: lockOnly });
    const token = await t.signIn(lockOnly);
    const call = (fields: Record<string, unknown>) =>
      t.call('POST', '/api/update-user-status', {
        token,
        body: { username: target.username, transactionPassword: testPassword, ...fields },
      });
    expect(await call({ betLock: true })).toMatchObject(forbidden);
    expect((await call({ userLock: true })).status).toBe(200);
    expect(await rowOf(target)).toMatchObject({ userLocked: true, betLocked: false });
  });

  it.each([
    [
      'nothing to change',
      { userLock: undefined },
      { status: 400, body: { message: refusalMessages.nothingToChange } },
    ],
    ['a missing transaction password', { transactionPassword: undefined }, { status: 400 }],
    ['a wrong transaction password', { transactionPassword: 'Wrong123' }, badTransactionPassword],
    ['a foreign user', { username: 'foreign' }, notInSubtree],
    ['an ancestor', { username: 'ancestor' }, notInSubtree],
    ['self', { username: 'self' }, notInSubtree],
    ['a caller without the privilege', { token: 'bare' }, forbidden],
    ['a player caller', { token: 'player' }, forbidden],
  ])('refuses %s', async (_case, overrides, expected) => {
    const names: Record<string, string> = {
      foreign: tree.player2.username,
      ancestor: tree.admin.username,
      self: tree.smdl.username,
    };
    const { token: who = 'smdl', ...fields } = overrides as Record<string, string | undefined>;
    const username = fields.username ? names[fields.username] : tree.player.username;
    const response = await t.call('POST', '/api/update-user-status', {
      token: token(who),
      body: {
        username,
        userLock: true,
        transactionPassword: testPassword,
        ...fields,
        ...(fields.username && { username }),
      },
    });
    expect(response).toMatchObject(expected);
    expect((await rowOf(tree.player)).userLocked).toBe(false);
  });
});

describe('POST users-lock', () => {
  it('locks and unlocks both sign-in and betting of a chosen user', async () => {
    const target = await t.createUser({ role: 'user', parent: tree.dl });
    const lock = (locked: boolean) =>
      t.call('POST', '/api/users-lock', {
        token: token('smdl'),
        body: { username: target.username, transactionPassword: testPassword, lock: locked },
      });
    expect((await lock(true)).status).toBe(200);
    expect(await rowOf(target)).toMatchObject({ userLocked: true, betLocked: true });
    const targetToken = await t.signIn(target);
    expect((await t.call('GET', '/api/get-user-stake', { token: targetToken })).body.message).toBe(
      refusalMessages.userLocked,
    );
    expect((await lock(false)).status).toBe(200);
    expect(await rowOf(target)).toMatchObject({ userLocked: false, betLocked: false });
  });

  it.each([
    ['a missing transaction password', { transactionPassword: '' }, { status: 400 }],
    ['a wrong transaction password', { transactionPassword: 'Wrong123' }, badTransactionPassword],
    ['a missing lock flag', { lock: undefined }, { status: 400 }],
    ['a foreign user', { username: 'foreign' }, notInSubtree],
    ['an ancestor', { username: 'ancestor' }, notInSubtree],
    ['self', { username: 'self' }, notInSubtree],
    ['a caller without General Lock', { token: 'bare' }, forbidden],
    ['a player caller', { token: 'player' }, forbidden],
  ])('refuses %s', async (_case, overrides, expected) => {
    const names: Record<string, string> = {
      foreign: tree.player2.username,
      ancestor: tree.sadmin.username,
      self: tree.smdl.username,
    };
    const { token: who = 'smdl', ...fields } = overrides as Record<string, string | undefined>;
    const username = fields.username ? names[fields.username] : tree.player.username;
    const response = await t.call('POST', '/api/users-lock', {
      token: token(who),
      body: { transactionPassword: testPassword, lock: true, ...fields, username },
    });
    expect(response).toMatchObject(expected);
    expect((await rowOf(tree.player)).userLocked).toBe(false);
  });
});

describe('stakes', () => {
  it('saves and reads the caller’s own stake buttons, players and operators alike', async () => {
    for (const who of ['player', 'smdl']) {
      const saved = await t.call('POST', '/api/save-user-stake', {
        token: token(who),
        body: { stakes: [100, 500.5, 1000] },
      });
      expect(saved).toMatchObject({ status: 200, body: { data: { stakes: [100, 500.5, 1000] } } });
      const read = await t.call('GET', '/api/get-user-stake', { token: token(who) });
      expect(read.body.data).toEqual({
        stakes: [100, 500.5, 1000],
        acceptBetterPrice: true,
        waitIfPriceWorse: false,
      });
    }
    expect((await rowOf(tree.player)).stakes).toEqual([10_000, 50_050, 100_000]);
    expect((await t.call('GET', '/api/get-user-stake', { token: token('dl') })).body.data).toEqual({
      stakes: [],
      acceptBetterPrice: true,
      waitIfPriceWorse: false,
    });
  });

  it('remembers the slip’s in-play price choices beside the stake buttons, each saved alone', async () => {
    const player = token('player');
    await t.call('POST', '/api/save-user-stake', { token: player, body: { stakes: [200, 300] } });
    const saved = await t.call('POST', '/api/save-user-stake', {
      token: player,
      body: { acceptBetterPrice: false, waitIfPriceWorse: true },
    });
    const expected = { stakes: [200, 300], acceptBetterPrice: false, waitIfPriceWorse: true };
    expect(saved).toMatchObject({ status: 200, body: { data: expected } });
    // Another device reads them as saved.
    expect((await t.call('GET', '/api/get-user-stake', { token: player })).body.data).toEqual(expected);
    await t.call('POST', '/api/save-user-stake', { token: player, body: { stakes: [400] } });
    expect((await t.call('GET', '/api/get-user-stake', { token: player })).body.data).toEqual({
      ...expected,
      stakes: [400],
    });
  });

  it.each([
    [{ stakes: [0] }],
    [{ stakes: [1.234] }],
    [{ stakes: 'x' }],
    [{}],
    [{ acceptBetterPrice: 'yes' }],
    [{ waitIfPriceWorse: 1 }],
  ])('refuses %j', async (payload) => {
    expect(
      (await t.call('POST', '/api/save-user-stake', { token: token('player'), body: payload })).status,
    ).toBe(400);
  });

  it('refuses a call without a token', async () => {
    expect((await t.call('GET', '/api/get-user-stake')).status).toBe(401);
    expect((await t.call('POST', '/api/save-user-stake', { body: { stakes: [1] } })).status).toBe(401);
  });
});

describe('POST save-general-setting', () => {
  it('merges named values into the site-wide general setting (Super Admin only)', async () => {
    await t.call('POST', '/api/save-general-setting', {
      token: token('admin'),
      body: { siteName: 'Exchange', maxStake: 5 },
    });
    const response = await t.call('POST', '/api/save-general-setting', {
      token: token('admin'),
      body: { maxStake: 7 },
    });
    expect(response).toMatchObject({ status: 200, body: { data: { siteName: 'Exchange', maxStake: 7 } } });
    const [row] = await t.database.db.select().from(settings).where(eq(settings.name, generalSettingName));
    expect(row?.value).toEqual({ siteName: 'Exchange', maxStake: 7 });
  });

  it('refuses bad values and callers below the Super Admin', async () => {
    expect(
      (
        await t.call('POST', '/api/save-general-setting', {
          token: token('admin'),
          body: { nested: { a: 1 } },
        })
      ).status,
    ).toBe(400);
    expect(
      await t.call('POST', '/api/save-general-setting', { token: token('sadmin'), body: { a: 1 } }),
    ).toMatchObject(forbidden);
    expect(
      await t.call('POST', '/api/save-general-setting', { token: token('player'), body: { a: 1 } }),
    ).toMatchObject(forbidden);
  });
});

describe('POST get-user-list-suggestion', () => {
  it('suggests at most ten usernames of the subtree starting with the text', async () => {
    const agent = await t.createUser({ role: 'dl', parent: tree.sadmin2, username: 'Sugagent' });
    for (let index = 0; index < 12; index += 1) {
      await t.createUser({ role: 'user', parent: agent, username: `Sugg${String(index).padStart(2, '0')}` });
    }
    await t.createUser({ role: 'user', parent: tree.dl, username: 'Suggforeign' });
    const response = await t.call('POST', '/api/get-user-list-suggestion', {
      token: token('sadmin2'),
      body: { username: 'sugg' },
    });
    expect(response.body.data).toEqual(
      Array.from({ length: 10 }, (_, index) => `Sugg${String(index).padStart(2, '0')}`),
    );
    const own = await t.call('POST', '/api/get-user-list-suggestion', {
      token: token('smdl'),
      body: { username: 'Sugg' },
    });
    expect(own.body.data).toEqual(['Suggforeign']);
    const self = await t.call('POST', '/api/get-user-list-suggestion', {
      token: token('smdl'),
      body: { username: tree.smdl.username },
    });
    expect(self.body.data).toEqual([]);
    const wildcard = await t.call('POST', '/api/get-user-list-suggestion', {
      token: token('sadmin2'),
      body: { username: '%' },
    });
    expect(wildcard.body.data).toEqual([]);
  });

  it('refuses a missing text and a player caller', async () => {
    expect(
      (await t.call('POST', '/api/get-user-list-suggestion', { token: token('smdl'), body: {} })).status,
    ).toBe(400);
    expect(
      await t.call('POST', '/api/get-user-list-suggestion', {
        token: token('player'),
        body: { username: 'a' },
      }),
    ).toMatchObject(forbidden);
  });
});

describe('multi-login accounts', () => {
  const login = {
    username: 'Helperlogin',
    fullname: 'Helper',
    password: 'Kestrel27',
    passwordConfirmation: 'Kestrel27',
    transactionPassword: 'Txn12345',
    privileges: [4],
  };

  it('creates a login that acts for the operator with only its chosen privileges', async () => {
    const created = await t.call('POST', '/api/create-login-account', { token: token('smdl'), body: login });
    expect(created).toMatchObject({ status: 200, body: { message: messages.userCreated } });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, login.username));
    if (!row) throw new Error('login not created');
    expect(row).toMatchObject({
      role: 'smdl',
      ownerId: tree.smdl.id,
      parentId: tree.smdl.id,
      privileges: [4],
      mustChangePassword: true,
    });
    // Until its first password change the login can do nothing else.
    const firstToken = await t.signIn(row);
    expect(await t.call('GET', '/api/get-user-list', { token: firstToken })).toMatchObject({
      status: 403,
      body: { message: refusalMessages.firstLoginChangeRequired },
    });
    await t.database.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, row.id));
    const loginToken = await t.signIn({ ...row, mustChangePassword: false });
    const list = await t.call('GET', '/api/get-user-list', { token: loginToken });
    const ownList = await t.call('GET', '/api/get-user-list', { token: token('smdl') });
    expect(list.body.data).toEqual(ownList.body.data);
    expect(
      await t.call('POST', '/api/update-user-status', {
        token: loginToken,
        body: { username: tree.player.username, userLock: true, transactionPassword: 'Txn12345' },
      }),
    ).toMatchObject(forbidden);
    expect(await t.call('POST', '/api/register', { token: loginToken, body: {} })).toMatchObject(forbidden);
    expect(
      await t.call('POST', '/api/create-login-account', {
        token: loginToken,
        body: { ...login, username: 'Another' },
      }),
    ).toMatchObject(forbidden);
    // The login is the caller, not a child: it cannot name itself.
    expect(
      await t.call('GET', '/api/get-user-detail', { token: loginToken, query: { username: login.username } }),
    ).toMatchObject(notInSubtree);
    const logins = await t.call('GET', '/api/get-login-account-list', { token: token('smdl') });
    expect(logins.body.data).toMatchObject([{ username: login.username, privileges: [4] }]);
    // A login is not a client of the operator's list.
    const listed = (ownList.body.data as { items: { username: string }[] }).items.map(
      (item) => item.username,
    );
    expect(listed).not.toContain(login.username);
  });

  it.each([
    ['a missing username', { username: '' }, 400, messages.usernameRequired],
    [
      'a taken username',
      { username: 'HELPERLOGIN'.charAt(0) + 'elperlogin' },
      400,
      refusalMessages.usernameTaken,
    ],
    ['a missing full name', { fullname: '' }, 400, ruleMessages.fullNameRequired],
    [
      'a weak password',
      { password: 'abcdefgh', passwordConfirmation: 'abcdefgh' },
      400,
      messages.passwordPattern,
    ],
    ['a missing confirmation', { passwordConfirmation: '' }, 400, ruleMessages.passwordConfirmationRequired],
    ['a different confirmation', { passwordConfirmation: 'Abcdef13' }, 400, messages.passwordsMustMatch],
    [
      'a missing transaction password',
      { transactionPassword: '' },
      400,
      ruleMessages.transactionPasswordRequired,
    ],
    ['an ungrantable privilege', { privileges: [104] }, 403, refusalMessages.privilegeNotHeld],
    [
      'a common password (ASVS 6.2.4)',
      { password: 'Password1', passwordConfirmation: 'Password1' },
      400,
      refusalMessages.passwordCommon,
    ],
    [
      'a password holding the username (ASVS 6.2.11)',
      { username: 'Deskhelper', password: 'Deskhelper7', passwordConfirmation: 'Deskhelper7' },
      400,
      refusalMessages.passwordContextWord,
    ],
  ])('refuses %s', async (_case, overrides, status, message) => {
    const response = await t.call('POST', '/api/create-login-account', {
      token: token('smdl'),
      body: { ...login, username: `Login${_case.length}x`, ...overrides },
    });
    expect(response).toMatchObject({ status, body: { message } });
  });

  it('refuses players and operators without Login User creation', async () => {
    expect(
      await t.call('POST', '/api/create-login-account', { token: token('player'), body: login }),
    ).toMatchObject(forbidden);
    expect(
      await t.call('POST', '/api/create-login-account', { token: token('bare'), body: login }),
    ).toMatchObject(forbidden);
    expect(await t.call('GET', '/api/get-login-account-list', { token: token('bare') })).toMatchObject(
      forbidden,
    );
  });
});
