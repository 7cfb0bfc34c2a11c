import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const issuer = 'Exchange';
const periodSeconds = 30;

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment screen shows: the otpauth URL and the same URL as a QR code image. */
export async function totpEnrolment(
  secret: string,
  username: string,
): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpOf(secret, username).toString();
  return { otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * The time step (30-second count since 1970) a code belongs to, or null when it matches none. One step
 * either side allows for a phone clock that is a little off.
 */
export function totpStep(secret: string, username: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, username).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / periodSeconds) + delta;
}

/** The current code (tests and tools that play the part of the app). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret, '').generate({ timestamp: now.getTime() });
}
