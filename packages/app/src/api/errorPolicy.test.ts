import { messages, refusalMessages } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { isRealityCheckRefusal, reactionToError } from './errorPolicy.ts';

const logOut = { kind: 'log-out-and-reload' };

describe('reactionToError (spec 8)', () => {
  it('logs out and reloads on a malformed token, from any API', () => {
    expect(
      reactionToError('bet', { error: true, code: 'token_malformed', message: messages.jwtMalformed }, '/'),
    ).toEqual(logOut);
  });

  it('signs out to the login page saying the session expired when its token ran out (issue 39)', () => {
    const expired = { error: true, code: 'token_expired', message: messages.jwtExpired };
    expect(reactionToError('main', expired, '/')).toEqual({ kind: 'session-ended', reason: 'expired' });
    expect(reactionToError('data', expired, '/admin/dashbaord')).toEqual({
      kind: 'session-ended',
      reason: 'expired',
    });
    expect(reactionToError('main', expired, '/login')).toEqual(logOut);
  });

  it('logs out to the maintenance page when the server is under maintenance (by code or by the flag)', () => {
    const body = {
      error: true,
      code: 'maintenance',
      message: 'Site under maintenance',
      data: { maintenance: true },
    };
    const underMaintenance = { kind: 'under-maintenance' };
    expect(reactionToError('data', body, '/accountstatement')).toEqual(underMaintenance);
    expect(reactionToError('main', { ...body, data: null }, '/login')).toEqual(underMaintenance);
    expect(reactionToError('bet', { ...body, code: 'internal_error' }, '/odds/1')).toEqual(underMaintenance);
  });

  it('signs out to the login page with the reason when the server ended the session', () => {
    const body = {
      error: true,
      code: 'session_ended',
      message: refusalMessages.sessionEnded,
      data: { sessionEnded: 'login' },
    };
    expect(reactionToError('main', body, '/admin/dashbaord')).toEqual({
      kind: 'session-ended',
      reason: 'login',
    });
    expect(reactionToError('bet', { ...body, data: null }, '/odds/1')).toEqual({
      kind: 'session-ended',
      reason: 'revoked',
    });
    expect(reactionToError('main', body, '/login')).toEqual({ kind: 'none' });
  });

  it('leaves other refusals of the main API to the screen that made the call', () => {
    const body = { error: true, code: 'invalid_credentials', message: 'Wrong username or password' };
    expect(reactionToError('main', body, '/login')).toEqual({ kind: 'none' });
  });

  it("toasts a bet-service error with the server's message", () => {
    const body = { error: true, code: 'insufficient_balance', message: 'Insufficient balance' };
    expect(reactionToError('bet', body, '/odds/12')).toEqual({
      kind: 'toast',
      message: 'Insufficient balance',
    });
  });

  it("stays quiet about 'No auth token' and on login pages", () => {
    expect(
      reactionToError(
        'bet',
        { error: true, code: 'no_auth_token', message: messages.noAuthToken },
        '/odds/1',
      ),
    ).toEqual({
      kind: 'none',
    });
    expect(
      reactionToError('bet', { error: true, code: 'market_closed', message: 'Market closed' }, '/login'),
    ).toEqual({
      kind: 'none',
    });
  });

  it('has nothing to toast when the bet service sent no message', () => {
    expect(reactionToError('bet', 'Bad gateway', '/odds/1')).toEqual({ kind: 'none' });
  });
});

describe('isRealityCheckRefusal (issue 21)', () => {
  it('tells the reality check refusal by its code, from any API', () => {
    expect(
      isRealityCheckRefusal({ error: true, code: 'reality_check_due', message: 'Your reality check is due' }),
    ).toBe(true);
    expect(
      isRealityCheckRefusal({ error: true, code: 'self_excluded', message: 'Your reality check is due' }),
    ).toBe(false);
    expect(isRealityCheckRefusal(null)).toBe(false);
    expect(isRealityCheckRefusal('reality_check_due')).toBe(false);
  });
});
