import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessAttempts, otpCodes, refreshTokens, sessions, telegramLinks } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { expiredSecretGraceMs, sweepExpiredSecrets } from './expiredSecrets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const hour = 60 * 60 * 1000;

describe('the sweep of expired secrets (ASVS 14.2.4, the secrets class kept only while usable)', () => {
  it('deletes what expired more than a day ago and keeps what can still be used or just expired', async () => {
    const user = await t.createUser({ role: 'user' });
    const { db } = t.context;
    const [session] = await db.insert(sessions).values({ userId: user.id }).returning();
    const sessionId = session?.id ?? '';
    await db.insert(refreshTokens).values([
      { tokenHash: 'old-refresh', sessionId, expiresAt: ago(expiredSecretGraceMs + hour) },
      { tokenHash: 'just-expired-refresh', sessionId, expiresAt: ago(hour) },
      { tokenHash: 'live-refresh', sessionId, expiresAt: new Date(now.getTime() + hour) },
    ]);
    const code = { userId: user.id, purpose: 'login' as const, codeHash: 'h' };
    await db.insert(otpCodes).values([
      { ...code, codeHash: 'old-code', expiresAt: ago(expiredSecretGraceMs + hour) },
      { ...code, codeHash: 'live-code', expiresAt: new Date(now.getTime() + hour) },
    ]);
    await db.insert(telegramLinks).values([
      { gkey: 'old-gkey', userId: user.id, expiresAt: ago(2 * expiredSecretGraceMs) },
      { gkey: 'live-gkey', userId: user.id, expiresAt: new Date(now.getTime() + hour) },
    ]);
    const stale = ago(expiredSecretGraceMs + hour);
    await db.insert(guessAttempts).values([
      { subject: 'login:old', failures: 3, windowStartedAt: stale, updatedAt: stale },
      { subject: 'login:recent', failures: 3, windowStartedAt: ago(hour), updatedAt: ago(hour) },
    ]);

    expect(await sweepExpiredSecrets(db, now)).toEqual({
      refreshTokens: 1,
      codes: 1,
      telegramLinks: 1,
      guessCounts: 1,
    });
    const hashes = (await db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId))).map(
      (row) => row.tokenHash,
    );
    expect(hashes.sort()).toEqual(['just-expired-refresh', 'live-refresh']);
    const codes = await db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(codes.map((row) => row.codeHash)).toEqual(['live-code']);
    const links = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id));
    expect(links.map((row) => row.gkey)).toEqual(['live-gkey']);
    const counts = await db.select().from(guessAttempts);
    expect(counts.map((row) => row.subject)).toContain('login:recent');
    expect(counts.map((row) => row.subject)).not.toContain('login:old');
    // A second sweep finds nothing: processes side by side may sweep in any order.
    expect(await sweepExpiredSecrets(db, now)).toEqual({
      refreshTokens: 0,
      codes: 0,
      telegramLinks: 0,
      guessCounts: 0,
    });
  });
});
