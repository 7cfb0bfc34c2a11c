import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signed call's timestamp may be from our clock, either way. */
export const signatureWindowMs = 30_000;

/** The protocol's signature: hex HMAC-SHA256 of `timestamp + "." + rawBody` with the provider's secret. */
export function signBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The headers of a signed call (the operator's games-list request, a provider's wallet call). */
export function signedHeaders(secret: string, rawBody: string, now: Date): Record<string, string> {
  const timestamp = String(now.getTime());
  return { 'X-Timestamp': timestamp, 'X-Signature': signBody(secret, timestamp, rawBody) };
}

/**
 * Whether a call is the provider's and fresh: the signature matches (compared in constant time, so its
 * bytes cannot be guessed one by one from timings) and the timestamp is within the window of our clock.
 */
export function isSignedCall(
  secret: string,
  headers: { timestamp: unknown; signature: unknown },
  rawBody: string,
  now: Date,
): boolean {
  const { timestamp, signature } = headers;
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (!/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(Number(timestamp) - now.getTime()) > signatureWindowMs) return false;
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
