import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's X-Timestamp may be from our clock (the protocol's window, both ways). */
export const timestampWindowMs = 30_000;

/** The protocol's signature: hex HMAC-SHA256(secret, timestamp + "." + rawBody). */
export function signature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The two headers of a signed call, stamped now. */
export function signedHeaders(secret: string, rawBody: string, nowMs: number): Record<string, string> {
  const timestamp = String(nowMs);
  return { 'x-timestamp': timestamp, 'x-signature': signature(secret, timestamp, rawBody) };
}

/**
 * Whether a call carries a good signature from inside the window. The comparison takes constant time, so
 * a caller cannot learn the signature a byte at a time.
 */
export function isSignedCall(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  nowMs: number,
): boolean {
  const { timestamp, signature: given } = headers;
  if (!timestamp || !given || !/^\d{1,16}$/.test(timestamp)) return false;
  if (Math.abs(nowMs - Number(timestamp)) > timestampWindowMs) return false;
  const expected = Buffer.from(signature(secret, timestamp, rawBody), 'hex');
  const actual = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
