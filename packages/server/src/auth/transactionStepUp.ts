import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Issue 38: an operator confirms every transfer and cashier decision with the transaction password, and
 * a full-cost scrypt per confirmation (two at a time) stalled a busy desk. Once the password is right on a
 * session, the session remembers a keyed digest of it for a short while, and the next confirmation with the
 * same password on that session compares digests instead of hashing. The request bodies stay the spec's.
 *
 * Brute force stays as hard as before: only the password just proved right matches the digest; any other
 * goes to scrypt and counts as a guess (auth/guesses.ts counts the remembered match too, so a lock still
 * holds). The digest is keyed by a per-process random key and bound to the session and the stored hash, so
 * it is useless outside this process, ends with the window, and a changed password never matches it.
 * Memory only: a second process hashes once for itself, as before.
 */
const key = randomBytes(32);
const maxRemembered = 20_000;
const remembered = new Map<string, { digest: Buffer; until: number }>();

/** 5 minutes by default; TRANSACTION_PASSWORD_REMEMBER_SECONDS sets another (0 turns it off). */
export const defaultRememberSeconds = 300;
let rememberMs = defaultRememberSeconds * 1000;

export function setTransactionPasswordMemory(seconds: number): void {
  rememberMs = seconds * 1000;
  if (rememberMs === 0) remembered.clear();
}

export interface StepUpSession {
  sessionId: string;
  now: number;
}

function digestOf(sessionId: string, storedHash: string, password: string): Buffer {
  return createHmac('sha256', key).update(`${sessionId}\0${storedHash}\0`).update(password).digest();
}

/** Whether `password` is the one this session proved right within the window, against this stored hash. */
export function isRemembered(session: StepUpSession, storedHash: string, password: string): boolean {
  const entry = remembered.get(session.sessionId);
  if (!entry) return false;
  if (entry.until <= session.now) {
    remembered.delete(session.sessionId);
    return false;
  }
  return timingSafeEqual(entry.digest, digestOf(session.sessionId, storedHash, password));
}

/** Remembers a password just proved right on the session, for the window from now. */
export function remember(session: StepUpSession, storedHash: string, password: string): void {
  if (rememberMs === 0) return;
  remembered.delete(session.sessionId);
  // Oldest first in a Map's order: a flood of sessions costs a later hash, never unbounded memory.
  if (remembered.size >= maxRemembered) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(session.sessionId, {
    digest: digestOf(session.sessionId, storedHash, password),
    until: session.now + rememberMs,
  });
}
