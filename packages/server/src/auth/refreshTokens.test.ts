import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testPassword, type TestApp } from '../testing/app.ts';
import { hashRefreshToken, newRefreshToken } from './tokens.ts';

describe('refresh tokens', () => {
  it('are 256 random bits each, none repeated over many, stored only as their SHA-256', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i += 1) {
      const { token, hash } = newRefreshToken();
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(hash).toBe(hashRefreshToken(token));
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      seen.add(token);
    }
    expect(seen.size).toBe(5_000);
  });

  it('look random: each bit position is set in about half of many tokens', () => {
    const samples = 2_000;
    const ones = new Array<number>(256).fill(0);
    for (let i = 0; i < samples; i += 1) {
      const bytes = Buffer.from(newRefreshToken().token, 'base64url');
      bytes.forEach((byte, index) => {
        for (let bit = 0; bit < 8; bit += 1)
          ones[index * 8 + bit] = (ones[index * 8 + bit] ?? 0) + ((byte >> bit) & 1);
      });
    }
    // Binomial(2000, 1/2) has a standard deviation of about 22: 6 of them either side is never hit by chance.
    for (const count of ones) expect(Math.abs(count - samples / 2)).toBeLessThan(135);
  });
});

describe('refresh tokens from login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives each login a new refresh token of at least 128 bits', async () => {
    const user = await t.createUser({ role: 'user' });
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const login = await t.call('POST', '/api/login', {
        body: { username: user.username, password: testPassword },
      });
      const { refreshToken } = login.body.data as { refreshToken: string };
      expect(Buffer.from(refreshToken, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      seen.add(refreshToken);
    }
    expect(seen.size).toBe(3);
  });
});
