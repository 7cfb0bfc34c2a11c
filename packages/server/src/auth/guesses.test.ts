import { guessLimits, refusalMessages } from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, auditLog, guessAttempts } from '../db/schema.ts';
import { codeRateLimit } from '../secondStep/users.ts';
import { guessSecret } from './guesses.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  agent = await t.createUser({ role: 'dl', parent: admin, privileges: [59] });
  stranger = await t.createUser({ role: 'dl', parent: admin, privileges: [59] });
});
afterAll(() => t.close());

const { maxFailures } = guessLimits.login;
let addressCounter = 0;

/** A login from a new client address and a new X-Forwarded-For each time, as a guesser rotating them would. */
async function login(username: string, password: string) {
  addressCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: `198.51.100.${addressCounter % 250}`,
    headers: { 'x-forwarded-for': `203.0.113.${addressCounter % 250}` },
    payload: { username, password },
  });
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
}

async function failTimes(count: number, spellings: readonly string[]) {
  const answers = [];
  for (let i = 0; i < count; i += 1)
    answers.push(await login(spellings[i % spellings.length] ?? '', 'Wrong1234'));
  return answers;
}

async function logTypes(user: TestUser) {
  const rows = await t.context.db.select().from(activityLogs).where(eq(activityLogs.userId, user.id));
  return rows.map((row) => row.type);
}

describe('wrong sign-in passwords', () => {
  it('lock the account after the limit, whatever address or spelling they come from', async () => {
    const player = await t.createUser({ role: 'user', parent: agent, username: 'Lockme' });
    const answers = await failTimes(maxFailures, [' Lockme', 'lockme', 'LOCKME ']);
    expect(
      answers.slice(0, -1).every((answer) => answer.message === refusalMessages.invalidCredentials),
    ).toBe(true);
    expect(answers.at(-1)).toEqual({ status: 429, message: refusalMessages.accountLocked });
    // The right password is refused too while the lock lasts.
    expect(await login('Lockme', testPassword)).toEqual({
      status: 429,
      message: refusalMessages.accountLocked,
    });
    expect(await logTypes(player)).toEqual([
      ...Array<string>(maxFailures).fill('loginFailed'),
      'accountLocked',
    ]);
  });

  it('lock a name that has no account the same way, so the answers do not tell which names exist', async () => {
    const answers = await failTimes(maxFailures + 1, ['Nosuchname', ' nosuchname']);
    expect(
      answers.slice(0, maxFailures - 1).every((a) => a.message === refusalMessages.invalidCredentials),
    ).toBe(true);
    expect(answers.slice(maxFailures - 1)).toEqual([
      { status: 429, message: refusalMessages.accountLocked },
      { status: 429, message: refusalMessages.accountLocked },
    ]);
    const [row] = await t.context.db
      .select()
      .from(guessAttempts)
      .where(eq(guessAttempts.subject, 'login:name:nosuchname'));
    expect(row?.lockedUntil).not.toBeNull();
  });

  it('start afresh after a right password', async () => {
    await t.createUser({ role: 'user', parent: agent, username: 'Forgetful' });
    await failTimes(maxFailures - 1, ['Forgetful']);
    expect((await login('Forgetful', testPassword)).status).toBe(200);
    expect((await failTimes(maxFailures - 1, ['Forgetful'])).at(-1)?.message).toBe(
      refusalMessages.invalidCredentials,
    );
  });

  it('are throttled per name, not per address: rotating X-Forwarded-For buys no tries', async () => {
    // Past the lock, the throttle answers before anything is looked up.
    const answers = await failTimes(25, ['Rotating', ' rotating ']);
    expect(answers.at(-1)).toEqual({ status: 429, message: refusalMessages.tooManyRequests });
  });
});

describe('signed-in checks of a secret', () => {
  it('are throttled per account, from any address', async () => {
    const token = await t.signIn(await t.createUser({ role: 'user', parent: agent }));
    const statuses: number[] = [];
    for (let i = 0; i <= codeRateLimit.max; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/check-user-password',
        remoteAddress: `198.51.100.${i}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { password: 'Wrong1234' },
      });
      statuses.push(response.statusCode);
      if (i === codeRateLimit.max) {
        expect((response.json() as { message: string }).message).toBe(refusalMessages.tooManyRequests);
      }
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST unlock-account', () => {
  async function lockedPlayer(username: string): Promise<TestUser> {
    const player = await t.createUser({ role: 'user', parent: agent, username });
    await failTimes(maxFailures, [username]);
    return player;
  }

  it('lets an operator above with User Lock end the lock, and records it in the audit log', async () => {
    const player = await lockedPlayer('Unlockme');
    const unlocked = await t.call('POST', '/api/unlock-account', {
      token: await t.signIn(agent),
      body: { username: 'unlockme' },
    });
    expect(unlocked).toMatchObject({ status: 200, body: { error: false } });
    expect((await login('Unlockme', testPassword)).status).toBe(200);
    const audit = await t.context.db.select().from(auditLog).where(eq(auditLog.targetUserId, player.id));
    expect(audit).toMatchObject([
      { actorId: agent.id, actingForId: agent.id, action: 'unlockAccount', detail: { username: 'Unlockme' } },
    ]);
  });

  it('refuses an operator outside the subtree, one without User Lock, and an account that is not locked', async () => {
    const player = await lockedPlayer('Staylocked');
    const outside = await t.call('POST', '/api/unlock-account', {
      token: await t.signIn(stranger),
      body: { username: 'Staylocked' },
    });
    expect(outside).toMatchObject({ status: 403, body: { message: refusalMessages.notInSubtree } });
    const lacking = await t.createUser({ role: 'mdl', parent: admin, privileges: [58] });
    const child = await t.createUser({ role: 'user', parent: lacking });
    const noPrivilege = await t.call('POST', '/api/unlock-account', {
      token: await t.signIn(lacking),
      body: { username: child.username },
    });
    expect(noPrivilege).toMatchObject({ status: 403, body: { message: refusalMessages.forbidden } });
    const notLocked = await t.call('POST', '/api/unlock-account', {
      token: await t.signIn(agent),
      body: { username: (await t.createUser({ role: 'user', parent: agent })).username },
    });
    expect(notLocked).toMatchObject({ status: 400, body: { message: refusalMessages.accountNotLocked } });
    expect(await login('Staylocked', testPassword)).toEqual({
      status: 429,
      message: refusalMessages.accountLocked,
    });
    const audit = await t.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, player.id), eq(auditLog.action, 'unlockAccount')));
    expect(audit).toEqual([]);
  });
});

describe('parallel checks of one secret', () => {
  const { maxFailures: transactionLimit } = guessLimits.transactionPassword;
  const slowly = (right: boolean, checked: { count: number }) => async () => {
    checked.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 30));
    return right;
  };

  it('check no more wrong guesses than the limit, however many arrive at once, then lock', async () => {
    const user = await t.createUser({ role: 'dl', parent: admin });
    const checked = { count: 0 };
    const target = { kind: 'transactionPassword', userId: user.id } as const;
    const outcomes = await Promise.allSettled(
      Array.from({ length: transactionLimit * 4 }, () =>
        guessSecret(t.context, target, slowly(false, checked)),
      ),
    );
    expect(checked.count).toBe(transactionLimit);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(transactionLimit - 1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals).toHaveLength(transactionLimit * 3 + 1);
    expect(refusals.every((refusal) => refusal.code === 'transaction_password_locked')).toBe(true);
    // Locked: the right secret is not even checked.
    await expect(guessSecret(t.context, target, slowly(true, checked))).rejects.toMatchObject({
      code: 'transaction_password_locked',
    });
    expect(checked.count).toBe(transactionLimit);
  });

  it('take every right one of many at once, waiting in turn past the limit, and leave no count', async () => {
    const user = await t.createUser({ role: 'dl', parent: admin });
    const checked = { count: 0 };
    const target = { kind: 'transactionPassword', userId: user.id } as const;
    const answers = await Promise.all(
      Array.from({ length: transactionLimit * 3 }, () =>
        guessSecret(t.context, target, slowly(true, checked)),
      ),
    );
    expect(answers).toEqual(Array<boolean>(transactionLimit * 3).fill(true));
    expect(checked.count).toBe(transactionLimit * 3);
    const rows = await t.context.db
      .select()
      .from(guessAttempts)
      .where(eq(guessAttempts.subject, `transactionPassword:${user.id}`));
    expect(rows.every((row) => row.lockedUntil === null)).toBe(true);
  });
});
