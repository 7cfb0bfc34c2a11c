import { guessLimits, messages, refusalMessages, ruleMessages } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { activityLogs, users } from '../db/schema.ts';
import { boxes, createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';
import { testPassword, type TestUser } from '../testing/app.ts';

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
  it('changes the password with the old one and logs it', async () => {
    const user = await t.createUser({ role: 'user' });
    const token = await t.signIn(user);
    const changed = await t.call('POST', '/api/update-password', {
      token,
      body: { oldPassword: testPassword, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(changed.status).toBe(200);
    expect(await verifyPassword(newPassword, (await rowOf(user.id)).passwordHash)).toBe(true);
    expect(await logTypes(user.id)).toEqual(['changePassword']);
  });

  it('keeps the first-login state: only the first-login change, with a new transaction password, ends it', async () => {
    const user = await t.createUser({ role: 'user', mustChangePassword: true });
    const token = await t.signIn(user);
    const changed = await t.call('POST', '/api/update-password', {
      token,
      body: { oldPassword: testPassword, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await rowOf(user.id)).mustChangePassword).toBe(true);
    expect(await t.call('GET', '/api/get-user-stake', { token })).toMatchObject({
      status: 403,
      body: { message: refusalMessages.firstLoginChangeRequired },
    });
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
    // ASVS 6.2.4 and 6.2.11: each passes the spec's rule; only the server's own checks refuse it.
    [
      { oldPassword: testPassword, password: 'Password1', passwordConfirmation: 'Password1' },
      refusalMessages.passwordCommon,
    ],
    [
      { oldPassword: testPassword, password: 'Royal2024', passwordConfirmation: 'Royal2024' },
      refusalMessages.passwordContextWord,
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

describe("a new password holding the account's username (ASVS 6.2.11)", () => {
  it("is refused on the user's own change and on the upline's, as a common one is, and nothing changes", async () => {
    const master = await t.createUser({ role: 'mdl', privileges: [58] });
    const player = await t.createUser({ role: 'user', parent: master, username: 'Sureshbabu' });
    const own = await t.call('POST', '/api/update-password', {
      token: await t.signIn(player),
      body: { oldPassword: testPassword, password: 'Sureshbabu9', passwordConfirmation: 'Sureshbabu9' },
    });
    expect([own.status, own.body.message]).toEqual([400, refusalMessages.passwordContextWord]);
    const masterToken = await t.signIn(master);
    const byUpline = (password: string) =>
      t.call('POST', '/api/update-password', {
        token: masterToken,
        body: {
          username: player.username,
          password,
          passwordConfirmation: password,
          transactionPassword: testPassword,
        },
      });
    const named = await byUpline('X1sureshbabu');
    expect([named.status, named.body.message]).toEqual([400, refusalMessages.passwordContextWord]);
    const common = await byUpline('Password1');
    expect([common.status, common.body.message]).toEqual([400, refusalMessages.passwordCommon]);
    const row = await rowOf(player.id);
    expect(await verifyPassword(testPassword, row.passwordHash)).toBe(true);
    expect(row.mustChangePassword).toBe(false);
  });
});

describe("an upline's reset (ASVS 6.4.3)", () => {
  /** A player with the Telegram second step on, linked to a chat, below `parent`. */
  async function telegramPlayer(parent: TestUser): Promise<TestUser> {
    const user = await t.createUser({ role: 'user', parent, otpStatusTelegram: 1 });
    await t.context.db
      .update(users)
      .set({ telegramChatId: `chat-${user.username}` })
      .where(eq(users.id, user.id));
    return user;
  }

  /** Sign-in with the password, which asks for the code sent to Telegram; the session the code opens. */
  async function signInWithCode(user: TestUser, password: string) {
    const login = await t.call('POST', '/api/login', { body: { username: user.username, password } });
    expect([login.status, login.body.message]).toEqual([200, refusalMessages.secondStepRequired]);
    const pending = (login.body.data as { token: string }).token;
    const verified = await t.call('POST', '/api/verify-otp', {
      token: pending,
      body: { ...boxes(t.lastCode()), token: pending },
    });
    expect(verified.status).toBe(200);
    return (verified.body.data as { user: { token: string; changePasswordRequired: boolean } }).user;
  }

  const firstLogin = (token: string, password: string, transactionPassword: string) =>
    t.call('POST', '/api/add-transaction-password', { token, body: { password, transactionPassword } });

  it('makes a login password the upline sets a first-login one: the next sign-in asks for the code, then new passwords', async () => {
    const master = await t.createUser({ role: 'mdl', privileges: [58] });
    const player = await telegramPlayer(master);
    const set = await t.call('POST', '/api/update-password', {
      token: await t.signIn(master),
      body: {
        username: player.username,
        password: newPassword,
        passwordConfirmation: newPassword,
        transactionPassword: testPassword,
      },
    });
    expect(set.status).toBe(200);
    expect((await rowOf(player.id)).mustChangePassword).toBe(true);

    const session = await signInWithCode(player, newPassword);
    expect(session.changePasswordRequired).toBe(true);
    expect(await t.call('GET', '/api/get-user-stake', { token: session.token })).toMatchObject({
      status: 403,
      body: { message: refusalMessages.firstLoginChangeRequired },
    });
    // The upline's password must go; so must the transaction password: the state renews both.
    const keptLogin = await firstLogin(session.token, newPassword, 'Txn12345');
    expect(keptLogin.body.message).toBe(refusalMessages.passwordNotChanged);
    const keptTransaction = await firstLogin(session.token, 'Mine2719x', testPassword);
    expect(keptTransaction.body.message).toBe(refusalMessages.transactionPasswordNotChanged);
    expect((await firstLogin(session.token, 'Mine2719x', 'Txn12345')).status).toBe(200);
    expect((await rowOf(player.id)).mustChangePassword).toBe(false);
    expect((await t.call('GET', '/api/get-user-stake', { token: session.token })).status).toBe(200);
    const uplines = await t.call('POST', '/api/login', {
      body: { username: player.username, password: newPassword },
    });
    expect(uplines).toMatchObject({ status: 401, body: { message: refusalMessages.invalidCredentials } });
  });

  it('ends every other session of the user when the first-login change is made (issue 38)', async () => {
    const master = await t.createUser({ role: 'mdl', privileges: [58] });
    const player = await telegramPlayer(master);
    await t.context.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, player.id));
    const playerToken = await t.signIn(player);
    // The creator knows the first password: a sign-in with it waits for the code, beside the player's.
    const login = await t.call('POST', '/api/login', {
      body: { username: player.username, password: testPassword },
    });
    const creators = (login.body.data as { token: string }).token;
    const code = t.lastCode();

    expect((await firstLogin(playerToken, newPassword, 'Txn12345')).status).toBe(200);
    expect((await t.call('GET', '/api/get-user-stake', { token: playerToken })).status).toBe(200);
    const verified = await t.call('POST', '/api/verify-otp', {
      token: creators,
      body: { ...boxes(code), token: creators },
    });
    expect(verified.status).toBe(401);
    expect((await t.call('GET', '/api/get-user-stake', { token: playerToken })).status).toBe(200);
  });

  it("makes a transaction password the upline resets a first-login one too, and the user's own reset not", async () => {
    const agent = await t.createUser({ role: 'dl', privileges: [58] });
    const player = await telegramPlayer(agent);
    const playerToken = await t.signIn(player);
    const reset = await t.call('POST', '/api/reset-transaction-password', {
      token: await t.signIn(agent),
      body: { username: player.username, password: testPassword },
    });
    expect(reset.status).toBe(200);
    expect((await rowOf(player.id)).mustChangePassword).toBe(true);
    // Signed in already: the next call asks for the change.
    expect(await t.call('GET', '/api/get-user-stake', { token: playerToken })).toMatchObject({
      status: 403,
      body: { message: refusalMessages.firstLoginChangeRequired },
    });

    const session = await signInWithCode(player, testPassword);
    expect(session.changePasswordRequired).toBe(true);
    expect((await firstLogin(session.token, newPassword, 'Txn12345')).status).toBe(200);
    const own = await t.call('POST', '/api/reset-transaction-password', {
      token: session.token,
      body: { username: player.username, password: newPassword },
    });
    expect(own.status).toBe(200);
    expect((await rowOf(player.id)).mustChangePassword).toBe(false);
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
    // Issue 14 and ASVS 6.2.1: at least 8 characters with a letter and a digit, not the login password.
    [{ password: newPassword, transactionPassword: 'Txn1234' }, ruleMessages.transactionPasswordWeak],
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
    // ASVS 6.2.4 and 6.2.11, for both passwords.
    [{ password: 'Password1', transactionPassword: 'Txn12345' }, refusalMessages.passwordCommon],
    [{ password: newPassword, transactionPassword: 'Password1' }, refusalMessages.transactionPasswordCommon],
    [{ password: 'Cricket2024', transactionPassword: 'Txn12345' }, refusalMessages.passwordContextWord],
    [
      { password: newPassword, transactionPassword: 'Casino2024' },
      refusalMessages.transactionPasswordContextWord,
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
