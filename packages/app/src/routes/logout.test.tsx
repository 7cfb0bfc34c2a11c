import { privilege, privilegeIds } from '@exchange/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { sessionStorageFor } from '../session/storage.ts';
import { renderSignedIn } from '../testing/signedInApp.tsx';

/**
 * ASVS 7.4.4: every signed-in page has a Logout within reach, and it works: in the player's header on a
 * desktop, in the menu's drawer on a phone, and in the agent panel. Clicking it ends the session on the
 * server (POST logout with the session's token), clears that side's tokens from the device and shows that
 * side's login page; the other side's session stays (spec 4).
 */

const desktop = { width: 1024, height: 768 };
const phone = { width: 375, height: 740 };

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await page.viewport(desktop.width, desktop.height);
});

/** The logout calls the fake server received, with the token each carried. */
function logoutCalls(requests: Request[]) {
  return requests
    .filter((request) => new URL(request.url).pathname === '/api/logout')
    .map((request) => ({ method: request.method, authorization: request.headers.get('Authorization') }));
}

/** A session of the other side, which a logout here must leave alone. */
function keepOtherSide(side: 'player' | 'admin') {
  sessionStorageFor(localStorage, side).save({
    token: `${side}-kept`,
    refreshToken: `${side}-kept-refresh`,
    sessionId: `${side}-kept-session`,
    userType: side === 'admin' ? 'mdl' : 'user',
  });
}

describe('Logout on every signed-in page', () => {
  it("signs the player out from the desktop header's Logout", async () => {
    keepOtherSide('admin');
    const { router, requests, token } = await renderSignedIn({
      path: '/rules',
      user: { username: 'Player', role: 'user' },
    });
    const header = page.getByRole('banner');
    await expect.element(header.getByText('Player', { exact: true })).toBeVisible();
    await header.getByRole('button', { name: 'Logout' }).click();

    await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(logoutCalls(requests)).toEqual([{ method: 'POST', authorization: `Bearer ${token}` }]);
    expect(sessionStorageFor(localStorage, 'player').token()).toBeNull();
    expect(sessionStorageFor(localStorage, 'player').refreshToken()).toBeNull();
    expect(sessionStorageFor(localStorage, 'admin').token()).toBe('admin-kept');
  });

  it("signs the player out from the phone menu drawer's Logout", async () => {
    await page.viewport(phone.width, phone.height);
    const { router, requests, token } = await renderSignedIn({
      path: '/rules',
      user: { username: 'Player', role: 'user' },
    });
    const header = page.getByRole('banner');
    // A phone's header has room for the brand and the menu button only: Logout is in the drawer.
    await expect.element(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect.element(header.getByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Logout' }).click();

    await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(logoutCalls(requests)).toEqual([{ method: 'POST', authorization: `Bearer ${token}` }]);
    expect(sessionStorageFor(localStorage, 'player').token()).toBeNull();
  });

  it("signs the operator out from the agent panel's Logout, leaving the player's session", async () => {
    keepOtherSide('player');
    // Every privilege but the cashier's: the panel then polls no pending counts beside the test.
    const privileges = privilegeIds.filter((id) => id !== privilege.deposit && id !== privilege.withdraw);
    const { router, requests, token } = await renderSignedIn({
      path: '/admin/change-password',
      user: { username: 'Deskagent', role: 'mdl', privileges },
    });
    const header = page.getByRole('banner');
    await expect.element(header.getByText('Deskagent', { exact: true })).toBeVisible();
    await header.getByRole('button', { name: 'Logout' }).click();

    await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(logoutCalls(requests)).toEqual([{ method: 'POST', authorization: `Bearer ${token}` }]);
    expect(sessionStorageFor(localStorage, 'admin').token()).toBeNull();
    expect(sessionStorageFor(localStorage, 'player').token()).toBe('player-kept');
  });
});
