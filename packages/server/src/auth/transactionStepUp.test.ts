import { guessLimits, Refusal } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { requireTransactionPassword } from '../hierarchy/common.ts';
import type { Caller } from '../caller.ts';
import { createTestApp, testPassword, type TestApp, type TestUser } from '../testing/app.ts';
import { defaultHashingQueueLimit, hashPassword, limitHashingQueue } from './passwords.ts';
import { setTransactionPasswordMemory } from './transactionStepUp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  limitHashingQueue(defaultHashingQueueLimit);
  setTransactionPasswordMemory(300);
});

const start = new Date('2026-12-03T12:00:00Z');
const at = (seconds: number) => () => new Date(start.getTime() + seconds * 1000);
const callerOn = (user: TestUser, sessionId: string): Caller => ({
  userId: user.id,
  sessionId,
  role: user.role,
  privileges: [],
  actingUserId: user.id,
});

/** The outcome of a confirmation: 'ok', or the refusal's code (server_busy means it had to hash). */
async function confirm(caller: Caller, password: string, seconds = 0) {
  try {
    await requireTransactionPassword(t.context.db, caller, password, at(seconds));
    return 'ok';
  } catch (error) {
    if (error instanceof Refusal) return error.code;
    throw error;
  }
}

/** No hash can run: a confirmation that needs scrypt is refused server_busy, one remembered is not. */
const stopHashing = () => limitHashingQueue(0);

describe('a transaction password proved on a session (issue 38)', () => {
  it('is matched again on that session without hashing, for the window only', async () => {
    const operator = await t.createUser({ role: 'dl' });
    const session = callerOn(operator, crypto.randomUUID());
    expect(await confirm(session, testPassword)).toBe('ok');
    stopHashing();
    expect(await confirm(session, testPassword, 10)).toBe('ok');
    expect(await confirm(session, testPassword, 299)).toBe('ok');
    expect(await confirm(session, testPassword, 301)).toBe('server_busy');
  });

  it('is not matched for another password, another session or a changed stored password', async () => {
    const operator = await t.createUser({ role: 'dl' });
    const session = callerOn(operator, crypto.randomUUID());
    expect(await confirm(session, testPassword)).toBe('ok');
    stopHashing();
    expect(await confirm(session, `${testPassword}x`)).toBe('server_busy');
    expect(await confirm(callerOn(operator, crypto.randomUUID()), testPassword)).toBe('server_busy');

    limitHashingQueue(defaultHashingQueueLimit);
    const changed = await hashPassword(testPassword);
    await t.context.db
      .update(users)
      .set({ transactionPasswordHash: changed })
      .where(eq(users.id, operator.id));
    stopHashing();
    expect(await confirm(session, testPassword)).toBe('server_busy');
  });

  it('still counts as a try: a locked account is refused even with the remembered password', async () => {
    const operator = await t.createUser({ role: 'dl' });
    const session = callerOn(operator, crypto.randomUUID());
    expect(await confirm(session, testPassword)).toBe('ok');
    for (let i = 0; i < guessLimits.transactionPassword.maxFailures - 1; i += 1) {
      expect(await confirm(session, 'Wrong1234')).toBe('transaction_password_incorrect');
    }
    expect(await confirm(session, 'Wrong1234')).toBe('transaction_password_locked');
    stopHashing();
    expect(await confirm(session, testPassword)).toBe('transaction_password_locked');
  });

  it('is never remembered when the window is set to 0', async () => {
    setTransactionPasswordMemory(0);
    const operator = await t.createUser({ role: 'dl' });
    const session = callerOn(operator, crypto.randomUUID());
    expect(await confirm(session, testPassword)).toBe('ok');
    stopHashing();
    expect(await confirm(session, testPassword)).toBe('server_busy');
  });
});
