import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/**
 * Authenticator seeds are sealed at rest (ASVS 13.3.1): AES-256-GCM under a key kept outside the database
 * (TOTP_KEY or `DATA_DIR/secrets/totp-key`, auth/secrets.ts), so a copy of the database or a backup alone
 * cannot make anyone's codes. The row's user id is bound in as associated data: a sealed seed copied onto
 * another account does not open there. A seed is opened only to check a code.
 */

const sealedPrefix = 'v1.';
const ivBytes = 12;
const tagBytes = 16;

/**
 * The AES key from the configured secret (any text of 32 characters or more, as JWT_SECRET): HKDF-SHA256
 * turns it into exactly the 256 bits AES-256 takes, for this one use.
 */
export function totpKeyFrom(secret: string): KeyObject {
  const bytes = hkdfSync('sha256', secret, 'exchange', 'authenticator seeds v1', 32);
  return createSecretKey(Buffer.from(bytes));
}

/** The secret is not the one the seed was sealed with (or the stored value was changed): nothing opens. */
export class TotpKeyMismatch extends Error {
  constructor() {
    super(
      'An authenticator seed does not open with this key: TOTP_KEY (or DATA_DIR/secrets/totp-key) is not ' +
        'the one it was sealed with. Restore that key; codes of this account are refused until then.',
    );
    this.name = 'TotpKeyMismatch';
  }
}

/** Whether a stored value is sealed, not a seed stored in clear before seeds were sealed. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(sealedPrefix);
}

/** The value stored for a user's seed: `v1.` and the base64url of IV, ciphertext and tag. */
export function sealTotpSeed(key: KeyObject, userId: string, seed: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
  return sealedPrefix + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The seed a stored value holds. A seed stored in clear (before seeds were sealed, and not yet sealed by a
 * start's pass) is its own value; anything sealed that does not open is refused, never guessed at.
 */
export function openTotpSeed(key: KeyObject, userId: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const bytes = Buffer.from(stored.slice(sealedPrefix.length), 'base64url');
  if (bytes.length <= ivBytes + tagBytes) throw new TotpKeyMismatch();
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes), {
    authTagLength: tagBytes,
  });
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
  try {
    const opened = Buffer.concat([
      decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)),
      decipher.final(),
    ]);
    return opened.toString('utf8');
  } catch {
    throw new TotpKeyMismatch();
  }
}
