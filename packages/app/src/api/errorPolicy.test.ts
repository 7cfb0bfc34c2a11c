import { messages, refusalMessages } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { reactionToError } from './errorPolicy.ts';

const logOut = { kind: 'log-out-and-reload' };

describe('reactionToError (spec 8)', () => {
  it('logs out and reloads on an expired or malformed token, from any API', () => {
    expect(reactionToError('main', 401, { error: true, message: messages.jwtExpired }, '/')).toEqual(logOut);
    expect(reactionToError('bet', 401, { error: true, message: messages.jwtMalformed }, '/')).toEqual(logOut);
  });

  it('logs out and reloads when the server is under maintenance', () => {
    const body = { error: true, message: 'Site under maintenance', data: { maintenance: true } };
    expect(reactionToError('data', 503, body, '/accountstatement')).toEqual(logOut);
  });

  it('signs out to the login page with the reason when the server ended the session', () => {
    const body = { error: true, message: refusalMessages.sessionEnded, data: { sessionEnded: 'login' } };
    expect(reactionToError('main', 401, body, '/admin/dashbaord')).toEqual({
      kind: 'session-ended',
      reason: 'login',
    });
    expect(reactionToError('bet', 401, { ...body, data: null }, '/odds/1')).toEqual({
      kind: 'session-ended',
      reason: 'revoked',
    });
    expect(reactionToError('main', 401, body, '/login')).toEqual({ kind: 'none' });
  });

  it('leaves other refusals of the main API to the screen that made the call', () => {
    const body = { error: true, message: 'Wrong username or password' };
    expect(reactionToError('main', 401, body, '/login')).toEqual({ kind: 'none' });
  });

  it("toasts a bet-service error with the server's message", () => {
    const body = { error: true, message: 'Insufficient balance' };
    expect(reactionToError('bet', 400, body, '/odds/12')).toEqual({
      kind: 'toast',
      message: 'Insufficient balance',
    });
  });

  it("stays quiet about 'No auth token' and on login pages", () => {
    expect(reactionToError('bet', 401, { error: true, message: messages.noAuthToken }, '/odds/1')).toEqual({
      kind: 'none',
    });
    expect(reactionToError('bet', 400, { error: true, message: 'Market closed' }, '/login')).toEqual({
      kind: 'none',
    });
  });

  it('has nothing to toast when the bet service sent no message', () => {
    expect(reactionToError('bet', 502, 'Bad gateway', '/odds/1')).toEqual({ kind: 'none' });
  });
});
