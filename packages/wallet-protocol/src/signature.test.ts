import { describe, expect, it } from 'vitest';
import { isSignedCall, signatureHeadersOf, signBody, signedHeaders } from './signature.ts';

const secret = 'provider-secret-of-at-least-32-characters';
const now = 1764151200000;

describe('the signature', () => {
  it('signs timestamp + "." + raw body with HMAC-SHA256, in hex (vectors from Python hmac)', () => {
    expect(signBody(secret, String(now), '{"token":"abc"}')).toBe(
      'dc13307768e8bed8708fe911b974d64a057128a9a41a30e5807be93fd73ca9c6',
    );
    // GET /games signs an empty body.
    expect(signBody(secret, String(now), '')).toBe(
      'a2316f9aa3e142d0c380fa179d19a22f953616fab4d489cf2eb30a23869bb526',
    );
  });

  it('stamps the call with the time it is sent', () => {
    expect(signedHeaders(secret, '', now)).toEqual({
      'X-Timestamp': String(now),
      'X-Signature': 'a2316f9aa3e142d0c380fa179d19a22f953616fab4d489cf2eb30a23869bb526',
    });
  });

  it('accepts a good signature inside the 30 s window, either side of the clock', () => {
    const headers = { timestamp: String(now), signature: signBody(secret, String(now), 'body') };
    expect(isSignedCall(secret, headers, 'body', now)).toBe(true);
    expect(isSignedCall(secret, headers, 'body', now + 30_000)).toBe(true);
    expect(isSignedCall(secret, headers, 'body', now - 30_000)).toBe(true);
  });

  it('refuses a stale or future timestamp, another body, another secret, or missing headers', () => {
    const headers = { timestamp: String(now), signature: signBody(secret, String(now), 'body') };
    expect(isSignedCall(secret, headers, 'body', now + 30_001)).toBe(false);
    expect(isSignedCall(secret, headers, 'body', now - 30_001)).toBe(false);
    expect(isSignedCall(secret, headers, 'body2', now)).toBe(false);
    expect(isSignedCall(`${secret}x`, headers, 'body', now)).toBe(false);
    expect(isSignedCall(secret, { ...headers, signature: undefined }, 'body', now)).toBe(false);
    expect(isSignedCall(secret, { ...headers, timestamp: undefined }, 'body', now)).toBe(false);
    expect(isSignedCall(secret, { ...headers, signature: 'zz' }, 'body', now)).toBe(false);
    expect(isSignedCall(secret, { ...headers, timestamp: `${now}.5` }, 'body', now)).toBe(false);
  });

  it('reads the headers under the lower-case names a Node server gives them, refusing a repeated one', () => {
    const sent = signedHeaders(secret, 'body', now);
    const received = Object.fromEntries(
      Object.entries(sent).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(isSignedCall(secret, signatureHeadersOf(received), 'body', now)).toBe(true);
    const repeated = { ...received, 'x-signature': [sent['X-Signature'] ?? '', sent['X-Signature'] ?? ''] };
    expect(isSignedCall(secret, signatureHeadersOf(repeated), 'body', now)).toBe(false);
    const upperCase = { ...received, 'x-signature': (sent['X-Signature'] ?? '').toUpperCase() };
    expect(isSignedCall(secret, signatureHeadersOf(upperCase), 'body', now)).toBe(true);
  });
});
