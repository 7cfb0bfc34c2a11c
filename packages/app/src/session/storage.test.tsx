import { afterEach, describe, expect, it } from 'vitest';
import { sessionStorageFor, sideOfPath } from './storage.ts';

// In Chromium: the browser's own localStorage.
afterEach(() => localStorage.clear());

describe('side storage', () => {
  it('tells the sides apart by the path, as the spec does', () => {
    expect(sideOfPath('/accountstatement')).toBe('player');
    expect(sideOfPath('/admin/market-analysis')).toBe('admin');
  });

  it('keeps a session per side, and signing out of one leaves the other signed in', () => {
    const player = sessionStorageFor(localStorage, 'player');
    const admin = sessionStorageFor(localStorage, 'admin');
    player.save({ token: 'p-token', refreshToken: 'p-refresh', sessionId: 'p-session', userType: 'user' });
    admin.save({ token: 'a-token', refreshToken: 'a-refresh', sessionId: 'a-session', userType: 'dl' });

    player.clear();

    expect(player.token()).toBeNull();
    expect(player.refreshToken()).toBeNull();
    expect(player.sessionId()).toBeNull();
    expect(admin.token()).toBe('a-token');
    expect(admin.refreshToken()).toBe('a-refresh');
  });

  it('drops the temporary token of the code step once the session is saved', () => {
    const player = sessionStorageFor(localStorage, 'player');
    player.savePendingToken('temporary');
    expect(player.pendingToken()).toBe('temporary');
    expect(player.token()).toBeNull();

    player.save({ token: 't', refreshToken: 'r', sessionId: 's', userType: 'user' });

    expect(player.pendingToken()).toBeNull();
    expect(player.token()).toBe('t');
  });

  it('replaces only the token pair after a refresh', () => {
    const player = sessionStorageFor(localStorage, 'player');
    player.save({ token: 't1', refreshToken: 'r1', sessionId: 's', userType: 'user' });
    player.saveTokens({ token: 't2', refreshToken: 'r2' });
    expect([player.token(), player.refreshToken(), player.sessionId()]).toEqual(['t2', 'r2', 's']);
  });
});
