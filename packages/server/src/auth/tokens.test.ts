import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const claims = {
  userId: '11111111-1111-4111-8111-111111111111',
  sessionId: '22222222-2222-4222-8222-222222222222',
  role: 'user',
  kind: 'access',
} as const;

afterEach(() => vi.useRealTimers());

describe('access tokens (verified ones are remembered until they expire)', () => {
  it('accepts a token again and again, and refuses it as expired once its time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256', 60);
    const token = await tokens.sign(claims);
    await expect(tokens.verify(token)).resolves.toEqual(claims);
    await expect(tokens.verify(token)).resolves.toEqual(claims);

    vi.setSystemTime(Date.now() + 61_000);
    await expect(tokens.verify(token)).rejects.toMatchObject({
      code: 'token_expired',
      message: 'jwt expired',
    });
  });

  it('refuses a token with a changed signature after accepting the genuine one', async () => {
    const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256', 60);
    const token = await tokens.sign(claims);
    await expect(tokens.verify(token)).resolves.toEqual(claims);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({
      code: 'token_malformed',
      message: 'jwt malformed',
    });
  });

  it("refuses another service's token", async () => {
    const ours = createTokenService('a-test-secret-that-is-long-enough-for-hs256', 60);
    const theirs = createTokenService('another-secret-that-is-long-enough-for-hs256', 60);
    await expect(ours.verify(await theirs.sign(claims))).rejects.toMatchObject({ code: 'token_malformed' });
  });
});
