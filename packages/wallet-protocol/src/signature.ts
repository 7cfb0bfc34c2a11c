import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature every call of the protocol carries, both ways (the wallet calls, the games list): an
 * HMAC-SHA256 with the provider's secret over `timestamp + "." + rawBody`, in hex, where the timestamp is
 * the sender's clock in Unix milliseconds and rawBody the exact bytes sent (an empty string for a GET).
 */
export const signatureScheme = {
  algorithm: 'sha256',
  encoding: 'hex',
  headers: { timestamp: 'X-Timestamp', signature: 'X-Signature' },
  /** How far a call's timestamp may be from the receiver's clock, either way. */
  windowMs: 30_000,
  signedText: (timestamp: string, rawBody: string) => `${timestamp}.${rawBody}`,
} as const;

/** The signature of a body sent at `timestamp`. */
export function signBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac(signatureScheme.algorithm, secret)
    .update(signatureScheme.signedText(timestamp, rawBody))
    .digest(signatureScheme.encoding);
}

/** The two headers of a call sent at `nowMs`. */
export function signedHeaders(secret: string, rawBody: string, nowMs: number): Record<string, string> {
  const timestamp = String(nowMs);
  const { headers } = signatureScheme;
  return { [headers.timestamp]: timestamp, [headers.signature]: signBody(secret, timestamp, rawBody) };
}

/** The two headers as a Node server reads them (names in lower case; a repeated header is an array). */
export function signatureHeadersOf(headers: Record<string, string | string[] | undefined>) {
  return {
    timestamp: headers[signatureScheme.headers.timestamp.toLowerCase()],
    signature: headers[signatureScheme.headers.signature.toLowerCase()],
  };
}

/**
 * Whether a call is the secret holder's and fresh: the signature matches (compared in constant time, so
 * its bytes cannot be found one at a time from timings) and the timestamp is within the window of `nowMs`.
 */
export function isSignedCall(
  secret: string,
  headers: { timestamp: unknown; signature: unknown },
  rawBody: string,
  nowMs: number,
): boolean {
  const { timestamp, signature } = headers;
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (!/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(Number(timestamp) - nowMs) > signatureScheme.windowMs) return false;
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
