import { authMethods, refusalMessages } from '@exchange/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessAttempts, users } from '../db/schema.ts';
import { rowsOf } from '../db/rows.ts';
import { testPassword, type TestUser } from '../testing/app.ts';
import { sealClearTotpSeeds } from './sealedSeeds.ts';
import { boxes, createSecondStepTestApp, type SecondStepTestApp } from '../testing/secondStepApp.ts';
import { newTotpSecret, totpCode } from './totp.ts';
import { acceptTotpCode } from './totpCodes.ts';
import { openTotpSeed, sealTotpSeed, totpKeyFrom, TotpKeyMismatch } from './totpSeeds.ts';

let clock = new Date('2026-03-01T10:00:00Z');
/** The authenticator's next 30-second step: a code is taken once. */
const nextStep = () => {
  clock = new Date(clock.getTime() + 30_000);
};
let t: SecondStepTestApp;

beforeAll(async () => {
  t = await createSecondStepTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** The column as the database holds it, read with SQL rather than through the app's own code. */
async function storedSeed(user: TestUser): Promise<string | null> {
  const [row] = await rowsOf<{ totp_secret: string | null }>(
    t.context.db,
    sql`select totp_secret from users where id = ${user.id}`,
  );
  return row?.totp_secret ?? null;
}

/** A user whose authenticator app is on, with its seed stored as given (sealed or, as before, in clear). */
async function authenticatorUser(stored: (user: TestUser, seed: string) => string) {
  const user = await t.createUser({ role: 'user' });
  const seed = newTotpSecret();
  await t.context.db
    .update(users)
    .set({ authMethod: authMethods.authenticator, totpSecret: stored(user, seed) })
    .where(eq(users.id, user.id));
  return { user, seed };
}

/** A whole sign-in with the app's current code: the verify-otp answer's status. */
async function signInWithCode(user: TestUser, seed: string): Promise<number> {
  nextStep();
  const login = await t.call('POST', '/api/login', {
    body: { username: user.username, password: testPassword },
  });
  expect(login.body.message).toBe(refusalMessages.secondStepRequired);
  const { token } = login.body.data as { token: string };
  const verified = await t.call('POST', '/api/verify-otp', {
    token,
    body: { ...boxes(totpCode(seed, clock)), token },
  });
  return verified.status;
}

describe('authenticator seeds at rest', () => {
  it('keep no seed in the column after enrolment, and the app still signs in', async () => {
    const user = await t.createUser({ role: 'user' });
    const token = await t.signIn(user);
    const enrolled = await t.call('POST', '/api/totp-enrol', { token, body: { password: testPassword } });
    const { secret } = enrolled.body.data as { secret: string };
    const stored = await storedSeed(user);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(secret);
    // Not the seed in another encoding either: its bytes appear nowhere in the stored value.
    expect(Buffer.from(stored ?? '').includes(Buffer.from(secret))).toBe(false);
    const on = await t.call('POST', '/api/totp-verify', { token, body: boxes(totpCode(secret, clock)) });
    expect(on.status).toBe(200);
    expect(await signInWithCode(user, secret)).toBe(200);
  });

  it('refuse every code under another key, counting no wrong guess, and open again under the right one', async () => {
    const { user, seed } = await authenticatorUser((owner, clear) =>
      sealTotpSeed(t.context.totpKey, owner.id, clear),
    );
    const otherKey = totpKeyFrom('another-totp-key-that-is-long-enough-for-aes');
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error('no user');
    nextStep();
    await expect(
      acceptTotpCode({ ...t.context, totpKey: otherKey }, row, totpCode(seed, clock)),
    ).rejects.toBeInstanceOf(TotpKeyMismatch);
    expect(await storedSeed(user)).toBe(row.totpSecret);
    const guesses = await t.context.db
      .select()
      .from(guessAttempts)
      .where(eq(guessAttempts.subject, `code:${user.id}`));
    expect(guesses).toEqual([]);
    expect(await signInWithCode(user, seed)).toBe(200);
  });

  it('open only for the account they were sealed for', () => {
    const seed = newTotpSecret();
    const sealed = sealTotpSeed(t.context.totpKey, 'one-user', seed);
    expect(openTotpSeed(t.context.totpKey, 'one-user', sealed)).toBe(seed);
    expect(() => openTotpSeed(t.context.totpKey, 'another-user', sealed)).toThrow(TotpKeyMismatch);
    // Each sealing draws its own IV: the same seed never looks the same twice.
    expect(sealTotpSeed(t.context.totpKey, 'one-user', seed)).not.toBe(sealed);
  });

  it('stored in clear before sealing are sealed by the start, once, and keep signing in', async () => {
    const { user, seed } = await authenticatorUser((_owner, clear) => clear);
    expect(await storedSeed(user)).toBe(seed);
    expect(await sealClearTotpSeeds(t.context.db, t.context.totpKey)).toBeGreaterThanOrEqual(1);
    const stored = await storedSeed(user);
    expect(stored).toMatch(/^v1\./);
    expect(await sealClearTotpSeeds(t.context.db, t.context.totpKey)).toBe(0);
    expect(await storedSeed(user)).toBe(stored);
    expect(await signInWithCode(user, seed)).toBe(200);
  });

  it('stored in clear after the start (an older process of a rolling deploy) are sealed at first use', async () => {
    const { user, seed } = await authenticatorUser((_owner, clear) => clear);
    expect(await signInWithCode(user, seed)).toBe(200);
    const stored = await storedSeed(user);
    expect(stored).toMatch(/^v1\./);
    expect(openTotpSeed(t.context.totpKey, user.id, stored ?? '')).toBe(seed);
  });
});
