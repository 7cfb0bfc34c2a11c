import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const tokens = createTokenService(secret, 60);
const payload = { sid: '22222222-2222-4222-8222-222222222222', role: 'admin', kind: 'access' };
const subject = '11111111-1111-4111-8111-111111111111';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token of ours in every respect but the algorithm or the key. */
function signWith(alg: string, key: string): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(new TextEncoder().encode(key));
}

describe('access token algorithms (only HS256 with our key)', () => {
  it('accepts a token signed with HS256 and our key, so the refusals below are the algorithm’s or key’s', async () => {
    await expect(tokens.verify(await signWith('HS256', secret))).resolves.toMatchObject({ userId: subject });
  });

  it.each([
    ['alg none, no signature', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`],
    [
      'alg none with our signature',
      async () => {
        const [, body, signature] = (await signWith('HS256', secret)).split('.');
        return `${base64url({ alg: 'none', typ: 'JWT' })}.${body}.${signature}`;
      },
    ],
    ['HS512 with our key', () => signWith('HS512', secret)],
    ['HS384 with our key', () => signWith('HS384', secret)],
    ['HS256 with another key', () => signWith('HS256', 'another-secret-that-is-long-enough-for-hs256')],
  ])('refuses a token with %s', async (_name, make) => {
    await expect(tokens.verify(await make())).rejects.toMatchObject({
      code: 'token_malformed',
      message: 'jwt malformed',
    });
  });
});

function claims() {
  const now = Math.floor(Date.now() / 1000);
  return { ...payload, sub: subject, iat: now, exp: now + 60 };
}
