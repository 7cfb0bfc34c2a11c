import { messages, refusalMessages, ruleMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { accounts, users } from '../db/schema.ts';
import type { TestApp } from '../testing/app.ts';
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
let nameCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens[name] = await t.signIn(user);
});
afterAll(() => t.close());

function newName() {
  nameCounter += 1;
  return `Newuser${nameCounter}`;
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    username: newName(),
    fullname: 'New Person',
    password: 'Kestrel27',
    passwordConfirmation: 'Kestrel27',
    transactionPassword: 'Txn12345',
    role: 'dl',
    creditRefrences: 1000,
    partnership: 40,
    ...overrides,
  };
}

async function register(token: string | undefined, payload: unknown) {
  return t.call('POST', '/api/register', { ...(token !== undefined && { token }), body: payload });
}

describe('POST register', () => {
  it('creates the user below the creator with hashed passwords, the change flag and a money account', async () => {
    const payload = body({ role: 'mdl', userSetting: [{ minBet: 10, maxBet: 500.5, delay: 3 }] });
    const response = await register(token('smdl'), payload);
    expect(response).toMatchObject({ status: 200, body: { error: false, message: messages.userCreated } });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, payload.username));
    expect(row).toMatchObject({
      role: 'mdl',
      parentId: tree.smdl.id,
      path: `${tree.smdl.path}/${row?.id}`,
      mustChangePassword: true,
      partnership: 40,
      creditReference: 100_000,
      sportSettings: { '0': { minBet: 1000, maxBet: 50_050, delay: 3 } },
    });
    expect(response.body.data).toEqual({ _id: row?.id, username: payload.username });
    expect(await verifyPassword('Kestrel27', row?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('Txn12345', row?.transactionPasswordHash ?? '')).toBe(true);
    const account = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, row?.id ?? ''));
    expect(account).toHaveLength(1);
  });

  it('places the user below a named parent of the subtree and keeps a player without privileges', async () => {
    const payload = body({
      role: 'user',
      parent: tree.dl.username,
      exposerLimit: 250,
      partnership: 0,
      privileges: [4],
    });
    expect((await register(token('smdl'), payload)).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, payload.username));
    expect(row).toMatchObject({
      parentId: tree.dl.id,
      path: `${tree.dl.path}/${row?.id}`,
      exposureLimit: 25_000,
    });
    expect(row?.privileges).toEqual([]);
  });

  it('lets the Super Admin grant any privilege', async () => {
    const payload = body({ role: 'sadmin', privileges: [1, 2, 104], partnership: 90 });
    expect((await register(token('admin'), payload)).status).toBe(200);
  });

  it.each([
    ['a missing username', { username: undefined }, messages.usernameRequired],
    ['a lowercase username', { username: 'lowercase' }, messages.usernamePattern],
    ['a username with spaces', { username: ' Abcdef' }, ruleMessages.usernameSpaces],
    ['a missing full name', { fullname: undefined }, ruleMessages.fullNameRequired],
    ['a blank full name', { fullname: '   ' }, ruleMessages.fullNameRequired],
    ['a missing password', { password: undefined }, ruleMessages.passwordRequired],
    ['a short password', { password: 'Ab1', passwordConfirmation: 'Ab1' }, messages.passwordMinLength],
    ['a weak password', { password: 'abcdefgh', passwordConfirmation: 'abcdefgh' }, messages.passwordPattern],
    [
      'a missing confirmation',
      { passwordConfirmation: undefined },
      ruleMessages.passwordConfirmationRequired,
    ],
    ['an empty confirmation', { passwordConfirmation: '' }, ruleMessages.passwordConfirmationRequired],
    ['a different confirmation', { passwordConfirmation: 'Abcdef13' }, messages.passwordsMustMatch],
    [
      'a missing transaction password',
      { transactionPassword: undefined },
      ruleMessages.transactionPasswordRequired,
    ],
    [
      'a long transaction password',
      { transactionPassword: 'x'.repeat(16) },
      ruleMessages.transactionPasswordMaxLength,
    ],
    ['a missing role', { role: undefined }, ruleMessages.roleRequired],
    ['an unknown role', { role: 'boss' }, ruleMessages.roleRequired],
    ['a missing credit reference', { creditRefrences: undefined }, ruleMessages.creditReferenceRequired],
    ['a negative credit reference', { creditRefrences: -1 }, ruleMessages.amountInvalid],
    ['a player without exposure limit', { role: 'user', partnership: 0 }, ruleMessages.exposureLimitRequired],
    ['a bad exposure limit', { role: 'user', exposerLimit: 1.234 }, ruleMessages.amountInvalid],
    ['a partnership above 100', { partnership: 150 }, ruleMessages.partnershipRange],
    ['a fractional partnership', { partnership: 10.5 }, refusalMessages.partnershipWhole],
    [
      'min bet above max bet',
      { userSetting: [{ minBet: 10, maxBet: 5, delay: 0 }] },
      ruleMessages.minBetAboveMaxBet,
    ],
    [
      'a fractional delay',
      { userSetting: [{ minBet: 1, maxBet: 5, delay: 0.5 }] },
      ruleMessages.delayInvalid,
    ],
    ['a role not below the creator', { role: 'smdl' }, ruleMessages.roleNotAllowed],
    ['a partnership above the parent', { partnership: 81 }, refusalMessages.partnershipAboveParent],
  ])('refuses %s with its message and creates nothing', async (_case, overrides, message) => {
    const payload = body(overrides);
    const response = await register(token('smdl'), payload);
    expect(response).toMatchObject({ status: 400, body: { error: true, message } });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, String(payload.username)));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['a negative credit reference', { creditRefrences: -1 }, 'amount_invalid'],
    ['a credit reference with three decimals', { creditRefrences: 1.005 }, 'amount_invalid'],
    ['a bad exposure limit', { role: 'user', exposerLimit: 1.234 }, 'amount_invalid'],
    ['a missing credit reference', { creditRefrences: undefined }, 'invalid_input'],
  ])('answers %s with the code %s', async (_case, overrides, code) => {
    const response = await register(token('smdl'), body(overrides));
    expect(response).toMatchObject({ status: 400, body: { error: true, code } });
  });

  it("refuses a common password, and one holding the new user's names or a brand word, creating nothing (ASVS 6.2.4, 6.2.11)", async () => {
    const username = newName();
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'Password1' }, refusalMessages.passwordCommon],
      [{ password: `${username}7` }, refusalMessages.passwordContextWord],
      [{ password: 'Person2719' }, refusalMessages.passwordContextWord],
      [{ password: 'Royal2024' }, refusalMessages.passwordContextWord],
    ];
    for (const [overrides, message] of cases) {
      const payload = body({ username, ...overrides, passwordConfirmation: overrides['password'] });
      const response = await register(token('smdl'), payload);
      expect([overrides, response.status, response.body.message]).toEqual([overrides, 400, message]);
    }
    const rows = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(rows).toEqual([]);
  });

  it('refuses a username taken in any letter case', async () => {
    const response = await register(
      token('smdl'),
      body({ username: tree.player.username.toUpperCase()[0] + tree.player.username.slice(1).toLowerCase() }),
    );
    expect(response).toMatchObject({ status: 400, body: { message: refusalMessages.usernameTaken } });
  });

  it('refuses a parent that does not rank above the new role', async () => {
    const response = await register(token('smdl'), body({ role: 'dl', parent: tree.dl.username }));
    expect(response).toMatchObject({ status: 400, body: { message: refusalMessages.parentRoleTooLow } });
  });

  it('refuses granting a privilege the creator does not hold', async () => {
    const response = await register(token('smdl'), body({ role: 'mdl', privileges: [104] }));
    expect(response).toMatchObject({ status: 403, body: { message: refusalMessages.privilegeNotHeld } });
  });

  it.each([
    ['a foreign parent', (): string => tree.dl2.username, 403, refusalMessages.notInSubtree],
    ['an ancestor as parent', (): string => tree.sadmin.username, 403, refusalMessages.notInSubtree],
    ['an unknown parent', (): string => 'Nobody', 404, refusalMessages.notFound],
  ])('refuses %s', async (_case, parent, status, message) => {
    const response = await register(
      token('smdl'),
      body({ role: 'user', exposerLimit: 10, partnership: 0, parent: parent() }),
    );
    expect(response).toMatchObject({ status, body: { message } });
  });

  it.each([
    ['a player', 'player'],
    ['an operator without Insert User', 'bare'],
  ])('refuses %s', async (_case, who) => {
    const response = await register(token(who), body({ role: 'user', exposerLimit: 10, partnership: 0 }));
    expect(response).toMatchObject({ status: 403, body: { message: refusalMessages.forbidden } });
  });

  it('refuses a call without a token', async () => {
    expect((await register(undefined, body())).status).toBe(401);
  });
});
