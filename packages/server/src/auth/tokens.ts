import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@exchange/domain';
import { HttpError } from '../http/envelope.ts';

/** `access`: a signed-in session. `second-step`: only good for the code verification calls. */
export type TokenKind = 'access' | 'second-step';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  role: Role;
  kind: TokenKind;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

const secondStepTtlSeconds = 10 * 60;

/** Short-lived HS256 JWTs. Failures carry the spec's messages: 'jwt expired' or 'jwt malformed'. */
export function createTokenService(secret: string, accessTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ userId, sessionId, role, kind }) {
      return new SignJWT({ sid: sessionId, role, kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${kind === 'access' ? accessTtlSeconds : secondStepTtlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, sid, role, kind } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') {
          throw new HttpError(401, 'jwt malformed');
        }
        return {
          userId: sub,
          sessionId: sid,
          role: role as Role,
          kind: kind === 'second-step' ? 'second-step' : 'access',
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new HttpError(401, 'jwt expired');
        throw new HttpError(401, 'jwt malformed');
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

export const refreshTokenTtlMs = 30 * 24 * 60 * 60 * 1000;
