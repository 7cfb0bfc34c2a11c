import { guessLimits, messages, refusalMessages, ruleMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { activityLogs, users } from '../db/schema.ts';
import { createSecondStepTestApp, type SecondStepTestApp } from '../secondStep/testApp.ts';
import { testPassword } from '../testing/app.ts';

let t: SecondStepTestApp;

beforeAll(async () => {
  t = await createSecondStepTestApp();
});
afterAll(() => t.close());

const newPassword = 'Fresh1234';

async function rowOf(id: string) {
  const [row] = await t.context.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no row');
  return row;
}

async function logTypes(id: string) {
  const rows = await t.context.db.select().from(activityLogs).where(eq(activityLogs.userId, id));
  return rows.map((row) => row.type).filter((type) => type === 'changePassword');
}

describe('POST update-password (own)', () => {
  it('changes the password with the old one, clears the first-login flag and logs it', async () => {
    const user = await t.createUser({ role: 'user', mustChangePassword: true });
    const token = await t.signIn(user);
    const changed = await t.call('POST', '/api/update-password', {
      token,
      body: { oldPassword: testPassword, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(changed.status).toBe(200);
    const row = await rowOf(user.id);
    expect(await verifyPassword(newPassword, row.passwordHash)).toBe(true);
    expect(row.mustChangePassword).toBe(false);
    expect(await logTypes(user.id)).toEqual(['changePassword']);
  });

  it.each([
    [{ oldPassword: testPassword, password: '', passwordConfirmation: '' }, ruleMessages.passwordRequired],
    [{ oldPassword: testPassword, password: 'Ab1', passwordConfirmation: 'Ab1' }, messages.passwordMinLength],
    [
      { oldPassword: testPassword, password: 'abcdefgh1', passwordConfirmation: 'abcdefgh1' },
      messages.passwordPattern,
    ],
    [
      { oldPassword: testPassword, password: newPassword, passwordConfirmation: 'Other1234' },
      messages.passwordsMustMatch,
    ],
    [{ password: newPassword, passwordConfirmation: newPassword }, refusalMessages.oldPasswordRequired],
    [
      { oldPassword: 'Wrong1234', password: newPassword, passwordConfirmation: newPassword },
      refusalMessages.passwordIncorrect,
    ],
    [
      { oldPassword: testPassword, password: testPassword, passwordConfirmation: testPassword },
      refusalMessages.passwordNotChanged,
    ],
  ])('refuses %o with its message and changes nothing', async (body, message) => {
    const user = await t.createUser({ role: 'user' });
    const changed = await t.call('POST', '/api/update-password', { token: await t.signIn(user), body });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe(message);
    expect(await verifyPassword(testPassword, (await rowOf(user.id)).passwordHash)).toBe(true);
    expect(await logTypes(user.id)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const body = { oldPassword: testPassword, password: newPassword, passwordConfirmation: newPassword };
    expect((await t.call('POST', '/api/update-password', { body })).status).toBe(401);
  });
});

describe("POST update-password (a child's)", () => {
  const body = (username: string, transactionPassword = testPassword) => ({
    username,
    password: newPassword,
    passwordConfirmation: newPassword,
    transactionPassword,
  });

  it('lets an operator with privilege 58 set a password in the downline, with the transaction password', async () => {
    const master = await t.createUser({ role: 'mdl', privileges: [58] });
    const agent = await t.createUser({ role: 'dl', parent: master });
    const player = await t.createUser({ role: 'user', parent: agent });
    const changed = await t.call('POST', '/api/update-password', {
      token: await t.signIn(master),
      body: body(player.username),
    });
    expect(changed.status).toBe(200);
    expect(await verifyPassword(newPassword, (await rowOf(player.id)).passwordHash)).toBe(true);
    expect(await logTypes(player.id)).toEqual(['changePassword']);
  });

  it("ends the player's sessions and sockets: whoever held the old password is signed out", async () => {
    const master = await t.createUser({ role: 'mdl', privileges: [58] });
    const player = await t.createUser({ role: 'user', parent: master });
    const playerToken = await t.signIn(player);
    const { sessionId } = await t.context.tokens.verify(playerToken);
    const changed = await t.call('POST', '/api/update-password', {
      token: await t.signIn(master),
      body: body(player.username),
    });
    expect(changed.status).toBe(200);
    const after = await t.call('GET', '/api/user-info', { token: playerToken });
    expect(after).toMatchObject({ status: 401, body: { data: { sessionEnded: 'passwordChanged' } } });
    expect(t.endedSessions).toContain(sessionId);
  });

  it('refuses a wrong transaction password, a missing privilege, a foreign subtree, an ancestor and a player', async () => {
    const master = await t.createUser({ role: 'mdl', privileges: [58] });
    const agent = await t.createUser({ role: 'dl', parent: master, privileges: [58] });
    const player = await t.createUser({ role: 'user', parent: agent });
    const stranger = await t.createUser({ role: 'mdl', privileges: [] });
    const outsider = await t.createUser({ role: 'dl', privileges: [58] });
    // One session per user: sign each in once.
    const masterToken = await t.signIn(master);
    const cases: [string, string, unknown, number, string][] = [
      [
        masterToken,
        'master',
        body(player.username, 'Wrong1234'),
        400,
        refusalMessages.invalidTransactionPassword,
      ],
      [
        masterToken,
        'master',
        { ...body(player.username), transactionPassword: undefined },
        400,
        messages.fillThisField,
      ],
      [await t.signIn(stranger), 'stranger', body(player.username), 403, refusalMessages.forbidden],
      [await t.signIn(outsider), 'outsider', body(player.username), 403, refusalMessages.notInSubtree],
      [await t.signIn(agent), 'agent', body(master.username), 403, refusalMessages.notInSubtree],
      [await t.signIn(player), 'player', body(agent.username), 403, refusalMessages.forbidden],
    ];
    for (const [token, who, request, status, message] of cases) {
      const refused = await t.call('POST', '/api/update-password', { token, body: request });
      expect([who, refused.status, refused.body.message]).toEqual([who, status, message]);
    }
    expect(await verifyPassword(testPassword, (await rowOf(player.id)).passwordHash)).toBe(true);
    expect(await verifyPassword(testPassword, (await rowOf(master.id)).passwordHash)).toBe(true);
  });
});

describe('POST add-transaction-password', () => {
  it('sets both passwords on first login and clears the flag', async () => {
    const user = await t.createUser({ role: 'user', mustChangePassword: true });
    const token = await t.signIn(user);
    const set = await t.call('POST', '/api/add-transaction-password', {
      token,
      body: { password: newPassword, transactionPassword: 'Txn12345' },
    });
    expect(set.status).toBe(200);
    const row = await rowOf(user.id);
    expect(await verifyPassword(newPassword, row.passwordHash)).toBe(true);
    expect(await verifyPassword('Txn12345', row.transactionPasswordHash ?? '')).toBe(true);
    expect(row.mustChangePassword).toBe(false);
    expect(await logTypes(user.id)).toEqual(['changePassword']);
  });

  it.each([
    [{ password: newPassword, transactionPassword: '' }, ruleMessages.transactionPasswordRequired],
    [
      { password: newPassword, transactionPassword: '1234567890123456' },
      ruleMessages.transactionPasswordMaxLength,
    ],
    [{ password: 'short', transactionPassword: 'Txn12345' }, messages.passwordMinLength],
    // Issue 14: a minimum strength, and not the login password again.
    [{ password: newPassword, transactionPassword: 'Tx123' }, ruleMessages.transactionPasswordWeak],
    [{ password: newPassword, transactionPassword: '12345678' }, ruleMessages.transactionPasswordWeak],
    [{ password: newPassword, transactionPassword: 'abcdefgh' }, ruleMessages.transactionPasswordWeak],
    [
      { password: newPassword, transactionPassword: newPassword },
      ruleMessages.transactionPasswordSameAsPassword,
    ],
    // The first-login change replaces what the creator chose (the test users' are testPassword).
    [{ password: testPassword, transactionPassword: 'Txn12345' }, refusalMessages.passwordNotChanged],
    [
      { password: newPassword, transactionPassword: testPassword },
      refusalMessages.transactionPasswordNotChanged,
    ],
  ])('refuses %o with its message', async (body, message) => {
    const token = await t.signIn(await t.createUser({ role: 'user', mustChangePassword: true }));
    const refused = await t.call('POST', '/api/add-transaction-password', { token, body });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
  });

  it('refuses once the first-login change is done', async () => {
    const user = await t.createUser({ role: 'user', mustChangePassword: false });
    const refused = await t.call('POST', '/api/add-transaction-password', {
      token: await t.signIn(user),
      body: { password: newPassword, transactionPassword: 'Txn12345' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(refusalMessages.passwordsAlreadySet);
    expect(await verifyPassword(testPassword, (await rowOf(user.id)).passwordHash)).toBe(true);
  });
});

describe('POST reset-transaction-password', () => {
  it("resets the caller's own with the login password and returns the new one", async () => {
    const user = await t.createUser({ role: 'dl' });
    const reset = await t.call('POST', '/api/reset-transaction-password', {
      token: await t.signIn(user),
      body: { username: user.username, password: testPassword },
    });
    expect(reset.status).toBe(200);
    const { transactionPassword } = reset.body.data as { transactionPassword: string };
    expect(transactionPassword).toMatch(/^\d{8}$/);
    expect(
      await verifyPassword(transactionPassword, (await rowOf(user.id)).transactionPasswordHash ?? ''),
    ).toBe(true);
  });

  it("resets a child's for an operator with privilege 58", async () => {
    const agent = await t.createUser({ role: 'dl', privileges: [58] });
    const player = await t.createUser({ role: 'user', parent: agent });
    const reset = await t.call('POST', '/api/reset-transaction-password', {
      token: await t.signIn(agent),
      body: { username: player.username, password: testPassword },
    });
    const { transactionPassword } = reset.body.data as { transactionPassword: string };
    expect(
      await verifyPassword(transactionPassword, (await rowOf(player.id)).transactionPasswordHash ?? ''),
    ).toBe(true);
  });

  it('refuses without the right login password or outside the subtree', async () => {
    const agent = await t.createUser({ role: 'dl', privileges: [58] });
    const token = await t.signIn(agent);
    const stranger = await t.createUser({ role: 'user' });
    const empty = await t.call('POST', '/api/reset-transaction-password', {
      token,
      body: { username: agent.username },
    });
    expect([empty.status, empty.body.message]).toEqual([400, messages.loginPasswordRequired]);
    const wrong = await t.call('POST', '/api/reset-transaction-password', {
      token,
      body: { username: agent.username, password: 'Wrong1234' },
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, refusalMessages.passwordIncorrect]);
    const foreign = await t.call('POST', '/api/reset-transaction-password', {
      token,
      body: { username: stranger.username, password: testPassword },
    });
    expect([foreign.status, foreign.body.message]).toEqual([403, refusalMessages.notInSubtree]);
    expect(await verifyPassword(testPassword, (await rowOf(stranger.id)).transactionPasswordHash ?? '')).toBe(
      true,
    );
    expect(await verifyPassword(testPassword, (await rowOf(agent.id)).transactionPasswordHash ?? '')).toBe(
      true,
    );
  });
});

describe('wrong transaction passwords', () => {
  it('are capped per account on every route that asks for one: past the limit the right one is refused too', async () => {
    const master = await t.createUser({ role: 'mdl', privileges: [58, 59] });
    const player = await t.createUser({ role: 'user', parent: master });
    const token = await t.signIn(master);
    const { maxFailures } = guessLimits.transactionPassword;
    const answers = [];
    // Alternating update-password (account/passwords.ts) and update-user-status (requireTransactionPassword).
    for (let i = 0; i < maxFailures; i += 1) {
      answers.push(
        i % 2 === 0
          ? await t.call('POST', '/api/update-password', {
              token,
              body: {
                username: player.username,
                password: newPassword,
                passwordConfirmation: newPassword,
                transactionPassword: `Wrong${i}x`,
              },
            })
          : await t.call('POST', '/api/update-user-status', {
              token,
              body: { username: player.username, userLock: true, transactionPassword: `Wrong${i}x` },
            }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(maxFailures - 1).fill(400),
      429,
    ]);
    expect(answers.at(-1)?.body.message).toBe(refusalMessages.transactionPasswordLocked);
    const right = await t.call('POST', '/api/update-user-status', {
      token,
      body: { username: player.username, userLock: true, transactionPassword: testPassword },
    });
    expect(right).toMatchObject({
      status: 429,
      body: { message: refusalMessages.transactionPasswordLocked },
    });
    expect((await rowOf(player.id)).userLocked).toBe(false);
  });
});

describe('wrong login passwords confirming a signed-in act', () => {
  it('count with sign-in: the account locks and sign-in is refused', async () => {
    const player = await t.createUser({ role: 'user' });
    const token = await t.signIn(player);
    const { maxFailures } = guessLimits.login;
    for (let i = 0; i < maxFailures; i += 1) {
      await t.call('POST', '/api/update-password', {
        token,
        body: { oldPassword: `Wrong${i}x1`, password: newPassword, passwordConfirmation: newPassword },
      });
    }
    const login = await t.call('POST', '/api/login', {
      body: { username: player.username, password: testPassword },
    });
    expect(login).toMatchObject({ status: 429, body: { message: refusalMessages.accountLocked } });
  });
});
