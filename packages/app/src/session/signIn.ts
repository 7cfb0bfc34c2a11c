import {
  authMethods,
  isSecureAuthEnabled,
  needsSecurityCode,
  pathAfterVerification,
  type SessionUser,
} from '@exchange/domain';
import type { SessionStorage } from './storage.ts';

/** The second step's kinds, as the `/authentication/{type}` path names them. */
export const codeStepTypes = ['telegram', 'app'] as const;
export type CodeStepType = (typeof codeStepTypes)[number];

export function isCodeStepType(value: string | undefined): value is CodeStepType {
  return (codeStepTypes as readonly string[]).includes(value ?? '');
}

/** Where a successful login leads. */
export type SignInStep =
  | { readonly kind: 'code'; readonly path: string }
  | { readonly kind: 'change-passwords'; readonly path: string }
  | { readonly kind: 'signed-in'; readonly path: string };

export const transactionPasswordPath = '/transaction-password';

/** Spec 2: the admin side's pages, its code step and first-login change included, sit under /admin. */
export function sidePath(storage: Pick<SessionStorage, 'side'>, path: string): string {
  return storage.side === 'admin' ? `/admin${path}` : path;
}

/**
 * Spec 4: "on success, if otpStatusTelegram is 1, a temporary token is kept and the code-verification step
 * starts. Otherwise the user is stored". A new user changes both passwords first (the server refuses
 * everything else until then); the rest land where spec 2 says: phones on match/in-play/4, desktops on /.
 */
export function completeLogin(user: SessionUser, storage: SessionStorage, isMobile: boolean): SignInStep {
  // The authenticator app's code step is the app's own.
  const usesApp = isSecureAuthEnabled(user.auth_method) && user.auth_method === authMethods.authenticator;
  if (needsSecurityCode(user.otpStatusTelegram) || usesApp) {
    storage.clear();
    storage.savePendingToken(user.token);
    return { kind: 'code', path: sidePath(storage, `/authentication/${usesApp ? 'app' : 'telegram'}`) };
  }
  return completeVerification(user, storage, isMobile);
}

/**
 * Spec 4, "Verification success: the temporary token is removed ... and user data ... stored". The user
 * still has its second step switched on, so this never asks for a code again.
 */
export function completeVerification(
  user: SessionUser,
  storage: SessionStorage,
  isMobile: boolean,
): SignInStep {
  storage.save({
    token: user.token,
    refreshToken: user.refreshToken,
    sessionId: user.sessionId,
    userType: user.role,
  });
  if (user.changePasswordRequired) {
    return { kind: 'change-passwords', path: sidePath(storage, transactionPasswordPath) };
  }
  return { kind: 'signed-in', path: pathAfterVerification(user.role, isMobile) };
}
