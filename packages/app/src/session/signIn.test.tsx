import type { SessionUser } from '@exchange/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { completeLogin, completeVerification } from './signIn.ts';
import { sessionStorageFor } from './storage.ts';

afterEach(() => localStorage.clear());

const player = () => sessionStorageFor(localStorage, 'player');
const user: SessionUser = {
  _id: 'u1',
  username: 'Player',
  role: 'user',
  token: 'access',
  refreshToken: 'refresh',
  sessionId: 'session-1',
  auth_method: 0,
  otpStatusTelegram: 0,
  changePasswordRequired: false,
};

describe('completeLogin', () => {
  it('stores the session and sends desktops home and phones to in-play cricket', () => {
    expect(completeLogin(user, player(), false)).toEqual({ kind: 'signed-in', path: '/' });
    expect(player().token()).toBe('access');
    expect(player().sessionId()).toBe('session-1');
    expect(completeLogin(user, player(), true)).toEqual({ kind: 'signed-in', path: '/match/in-play/4' });
  });

  it('keeps only the temporary token when a Telegram code is needed', () => {
    const step = completeLogin({ ...user, otpStatusTelegram: 1, refreshToken: '' }, player(), false);
    expect(step).toEqual({ kind: 'code', path: '/authentication/telegram' });
    expect(player().pendingToken()).toBe('access');
    expect(player().token()).toBeNull();
  });

  it('asks for the authenticator app code when the app is the second step', () => {
    const step = completeLogin({ ...user, auth_method: 2, refreshToken: '' }, player(), true);
    expect(step).toEqual({ kind: 'code', path: '/authentication/app' });
  });

  it('sends a new user to change both passwords first', () => {
    const step = completeLogin({ ...user, changePasswordRequired: true }, player(), false);
    expect(step).toEqual({ kind: 'change-passwords', path: '/transaction-password' });
    expect(player().token()).toBe('access');
  });
});

describe('completeVerification', () => {
  it('stores the session of a verified Telegram user instead of asking for the code again', () => {
    const player2 = { ...user, otpStatusTelegram: 1 };
    player().savePendingToken('temporary');
    expect(completeVerification(player2, player(), false)).toEqual({ kind: 'signed-in', path: '/' });
    expect(player().pendingToken()).toBeNull();
    expect(player().token()).toBe('access');
  });
});

describe('the admin side', () => {
  const admin = () => sessionStorageFor(localStorage, 'admin');
  const master: SessionUser = { ...user, _id: 'm1', username: 'Master', role: 'mdl' };

  it('keeps the code step and the first-login change under /admin, and lands on market analysis', () => {
    expect(completeLogin({ ...master, otpStatusTelegram: 1 }, admin(), false)).toEqual({
      kind: 'code',
      path: '/admin/authentication/telegram',
    });
    expect(completeLogin({ ...master, changePasswordRequired: true }, admin(), false)).toEqual({
      kind: 'change-passwords',
      path: '/admin/transaction-password',
    });
    expect(completeVerification(master, admin(), true)).toEqual({
      kind: 'signed-in',
      path: '/admin/market-analysis',
    });
    expect(admin().token()).toBe('access');
    expect(player().token()).toBeNull();
  });
});
