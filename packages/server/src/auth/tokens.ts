import { Refusal } from '@exchange/domain';
import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@exchange/domain';

/** `access`: a signed-in session. `second-step`: only good for the code verification calls. */
export type TokenKind = 'access' | 'second-step';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  role: Role;
  kind: TokenKind;
}

export interface TokenService {
  /** `maxTtlSeconds` shortens an access token's life below the configured one (a session about to end). */
  sign(claims: TokenClaims, options?: { maxTtlSeconds?: number }): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

const secondStepTtlSeconds = 10 * 60;

/** How many verified tokens a service remembers (a few MB): about one per active session. */
const verifiedCacheSize = 10_000;

/** Short-lived HS256 JWTs. Failures carry the spec's messages: 'jwt expired' or 'jwt malformed'. */
export function createTokenService(secret: string, accessTtlSeconds: number): TokenService {
  // Imported once: given the raw bytes, jose imports the key again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Every call verifies its token, and an HMAC check is a thread-pool job each time: a token once verified
  // is remembered with its expiry (the exact string: any other is verified anew). Revocation is the
  // session's, checked on every call in the database, so remembering the signature changes nothing there.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const remember = (token: string, claims: TokenClaims, expiresAt: number | undefined) => {
    if (expiresAt === undefined) return;
    if (verified.size >= verifiedCacheSize) {
      const [oldest] = verified.keys();
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { claims, expiresAt });
  };
  return {
    async sign({ userId, sessionId, role, kind }, options = {}) {
      const ttlSeconds = Math.min(
        kind === 'access' ? accessTtlSeconds : secondStepTtlSeconds,
        options.maxTtlSeconds ?? Infinity,
      );
      return new SignJWT({ sid: sessionId, role, kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      // jose's rule: expired once `exp` is not after the current whole second.
      if (known && known.expiresAt > Math.floor(Date.now() / 1000)) return known.claims;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const { sub, sid, role, kind } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') {
          throw new Refusal('token_malformed');
        }
        const claims: TokenClaims = {
          userId: sub,
          sessionId: sid,
          role: role as Role,
          kind: kind === 'second-step' ? 'second-step' : 'access',
        };
        remember(token, claims, payload.exp);
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new Refusal('token_expired');
        throw new Refusal('token_malformed');
      }
    },
  };
}

/** Refresh tokens are random; only their hash is stored, so a database leak cannot sign anyone in. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
