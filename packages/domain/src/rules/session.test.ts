import { describe, expect, it } from 'vitest';
import {
  isAdminPath,
  isLoginPath,
  isLogoutForThisClient,
  isSecureAuthEnabled,
  needsSecurityCode,
  sessionEndedReasonOf,
  shouldLogOutAndReload,
  shouldToastBetError,
} from './session.ts';
import { refusalMessages } from '../messages.ts';

describe('session rules (spec 3, 4 and 8)', () => {
  it('secure auth is disabled only when auth_method is 0', () => {
    expect(isSecureAuthEnabled(0)).toBe(false);
    expect(isSecureAuthEnabled(1)).toBe(true);
    expect(isSecureAuthEnabled(2)).toBe(true);
  });

  it('a second-step code is needed when otpStatusTelegram is 1', () => {
    expect(needsSecurityCode(1)).toBe(true);
    expect(needsSecurityCode(0)).toBe(false);
  });

  it.each([
    [401, { error: true, message: 'jwt expired' }, true],
    [401, { error: true, message: 'jwt malformed' }, true],
    [401, { error: true, message: 'invalid signature' }, false],
    [403, { error: true, message: 'jwt expired' }, false],
    [503, { error: true, message: 'down', data: { maintenance: true } }, true],
    [200, { error: true, message: 'x', data: { maintenance: false } }, false],
    [500, { error: true, message: 'x', data: null }, false],
    [500, 'Internal Server Error', false],
    [500, null, false],
  ])('status %s with %o: log out and reload = %s', (status, body, expected) => {
    expect(shouldLogOutAndReload(status, body)).toBe(expected);
  });

  it('reads why a session ended from a 401, and nothing from other answers', () => {
    const ended = (data: unknown, message: string = refusalMessages.sessionEnded) => ({
      error: true,
      message,
      data,
    });
    expect(sessionEndedReasonOf(401, ended({ sessionEnded: 'login' }))).toBe('login');
    expect(sessionEndedReasonOf(401, ended({ sessionEnded: 'logout' }))).toBe('logout');
    expect(sessionEndedReasonOf(401, ended(null))).toBe('revoked');
    expect(sessionEndedReasonOf(401, ended(null, refusalMessages.refreshTokenReused))).toBe('revoked');
    expect(sessionEndedReasonOf(401, ended({ sessionEnded: 'whatever' }, 'jwt expired'))).toBeNull();
    expect(sessionEndedReasonOf(403, ended({ sessionEnded: 'login' }))).toBeNull();
    expect(sessionEndedReasonOf(401, null)).toBeNull();
  });

  it('recognises login and admin paths', () => {
    expect(isLoginPath('/admin/login')).toBe(true);
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/logins-report')).toBe(true);
    expect(isLoginPath('/accountstatement')).toBe(false);
    expect(isAdminPath('/admin/market-analysis')).toBe(true);
    expect(isAdminPath('/bethistory')).toBe(false);
  });

  it("toasts bet errors except 'No auth token' and on login pages", () => {
    expect(shouldToastBetError('Insufficient balance', '/odds/1')).toBe(true);
    expect(shouldToastBetError('No auth token', '/odds/1')).toBe(false);
    expect(shouldToastBetError('Insufficient balance', '/admin/login')).toBe(false);
  });

  it('a logout event is for this client only when it names another session', () => {
    expect(isLogoutForThisClient('session-b', 'session-a')).toBe(true);
    expect(isLogoutForThisClient('session-a', 'session-a')).toBe(false);
  });
});
