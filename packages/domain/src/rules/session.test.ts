import { describe, expect, it } from 'vitest';
import {
  isAdminPath,
  isLoginPath,
  isLogoutForThisClient,
  isSecureAuthEnabled,
  isUnderMaintenance,
  needsSecurityCode,
  sessionEndedReasonOf,
  shouldLogOutAndReload,
  shouldToastBetError,
} from './session.ts';
import { authMethods } from '../constants/authMethods.ts';
import { refusalMessages } from '../messages.ts';

describe('session rules (spec 3, 4 and 8)', () => {
  it('secure auth is disabled only when auth_method is 0', () => {
    expect(isSecureAuthEnabled(authMethods.disabled)).toBe(false);
    expect(isSecureAuthEnabled(authMethods.telegram)).toBe(true);
    expect(isSecureAuthEnabled(authMethods.authenticator)).toBe(true);
  });

  it('a second-step code is needed when otpStatusTelegram is 1', () => {
    expect(needsSecurityCode(1)).toBe(true);
    expect(needsSecurityCode(0)).toBe(false);
  });

  it.each([
    [{ error: true, code: 'token_expired', message: 'jwt expired' }, true],
    [{ error: true, code: 'token_malformed', message: 'jwt malformed' }, true],
    [{ error: true, code: 'session_ended', message: 'invalid signature' }, false],
    // The code decides, not the text.
    [{ error: true, code: 'forbidden', message: 'jwt expired' }, false],
    [{ error: true, code: 'maintenance', message: 'down', data: { maintenance: true } }, true],
    [{ error: true, code: 'maintenance', message: 'down', data: null }, true],
    [{ error: true, code: 'internal_error', message: 'x', data: { maintenance: true } }, true],
    [{ error: true, code: 'invalid_input', message: 'x', data: { maintenance: false } }, false],
    [{ error: true, code: 'internal_error', message: 'x', data: null }, false],
    ['Internal Server Error', false],
    [null, false],
  ])('%o: log out and reload = %s', (body, expected) => {
    expect(shouldLogOutAndReload(body)).toBe(expected);
  });

  it('reads why a session ended from its refusal, and nothing from other answers', () => {
    const ended = (data: unknown, code = 'session_ended') => ({
      error: true,
      code,
      message: refusalMessages.sessionEnded,
      data,
    });
    expect(sessionEndedReasonOf(ended({ sessionEnded: 'login' }))).toBe('login');
    expect(sessionEndedReasonOf(ended({ sessionEnded: 'logout' }))).toBe('logout');
    expect(sessionEndedReasonOf(ended(null))).toBe('revoked');
    expect(sessionEndedReasonOf(ended({ sessionEnded: 'whatever' }))).toBe('revoked');
    expect(sessionEndedReasonOf(ended(null, 'refresh_token_reused'))).toBe('revoked');
    expect(sessionEndedReasonOf(ended({ sessionEnded: 'login' }, 'token_expired'))).toBeNull();
    // The message alone says nothing: an envelope without the code is not a session's end.
    expect(sessionEndedReasonOf({ error: true, message: refusalMessages.sessionEnded })).toBeNull();
    expect(sessionEndedReasonOf(null)).toBeNull();
  });

  it('recognises login and admin paths', () => {
    expect(isLoginPath('/admin/login')).toBe(true);
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/logins-report')).toBe(true);
    expect(isLoginPath('/accountstatement')).toBe(false);
    expect(isAdminPath('/admin/market-analysis')).toBe(true);
    expect(isAdminPath('/bethistory')).toBe(false);
  });

  it("toasts bet errors except 'No auth token' (no_auth_token) and on login pages", () => {
    expect(shouldToastBetError('insufficient_balance', '/odds/1')).toBe(true);
    expect(shouldToastBetError(null, '/odds/1')).toBe(true);
    expect(shouldToastBetError('no_auth_token', '/odds/1')).toBe(false);
    expect(shouldToastBetError('insufficient_balance', '/admin/login')).toBe(false);
  });

  it('a logout event is for this client only when it names another session', () => {
    expect(isLogoutForThisClient('session-b', 'session-a')).toBe(true);
    expect(isLogoutForThisClient('session-a', 'session-a')).toBe(false);
  });

  it("sends a player to 'Under Main' on the maintenance refusal or spec 8's maintenance flag, and on nothing else", () => {
    expect(isUnderMaintenance({ error: true, code: 'maintenance', message: 'x', data: null })).toBe(true);
    expect(
      isUnderMaintenance({ error: true, code: 'forbidden', message: 'x', data: { maintenance: 1 } }),
    ).toBe(true);
    expect(isUnderMaintenance({ error: true, code: 'forbidden', message: 'x', data: null })).toBe(false);
    expect(isUnderMaintenance('not json')).toBe(false);
  });
});
