import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderSignedIn } from '../testing/signedInApp.tsx';

/**
 * Issue 39: a link to a closed casino game (spec 2 sends it to /not-found) says that game is closed and
 * leads to the lobby with the open ones, where it showed the generic "Page not found".
 */

const player = { username: 'Player', role: 'user' } as const;

/** get-casino-games as the server lists a table: here Teen Patti 20-20, switched off by an operator. */
const teen20 = {
  slug: 'teen20',
  match_id: 56767,
  isDisable: true,
  image: '',
  category: 20,
  identifier: 'teen20',
  game_name: '20-20 Teenpatti',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a link to a closed casino game', () => {
  it("names an in-house table that is switched off and offers the live casino's lobby", async () => {
    const { router } = await renderSignedIn({
      path: '/casino/teen20',
      user: player,
      answers: { '/api/get-casino-games': [teen20] },
    });
    await expect.element(page.getByRole('heading', { name: '20-20 Teenpatti is closed' })).toBeVisible();
    await expect.element(page.getByText('Opps! Page not found.')).not.toBeInTheDocument();
    const lobby = page.getByRole('link', { name: 'Go to Live Casino' });
    await expect.element(lobby).toHaveAttribute('href', '/casino-in/live-dmd');
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it("leads a closed game's tile in the lobby to the same page", async () => {
    await renderSignedIn({
      path: '/casino-in/live-dmd',
      user: player,
      answers: { '/api/get-casino-games': [teen20] },
    });
    // A closed tile is announced unavailable (aria-disabled), yet a player can still activate it.
    const tile = page.getByRole('button', { name: /20-20 Teenpatti/ });
    await expect.element(tile).toBeVisible();
    await userEvent.click(tile, { force: true });
    await expect.element(page.getByRole('heading', { name: '20-20 Teenpatti is closed' })).toBeVisible();
  });

  it("names a provider the site does not open and offers the international casino's lobby", async () => {
    const { router } = await renderSignedIn({
      path: '/casino-int/evo',
      user: player,
      answers: {
        '/api/get-casino-int-games': { result: [], providers: [{ key: 'slot', name: 'Slot' }], category: [] },
      },
    });
    await expect.element(page.getByRole('heading', { name: 'Evolution is closed' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to International Casino' }).click();
    // The lobby of the provider the site does open.
    await expect.element(page.getByText('No Slot games right now')).toBeVisible();
    expect(router.state.location.pathname).toBe('/casino-int/slot');
  });

  it('still says "Page not found" for a game no casino has', async () => {
    await renderSignedIn({
      path: '/casino/no-such-game',
      user: player,
      answers: { '/api/get-casino-games': [teen20] },
    });
    await expect.element(page.getByRole('heading', { name: 'Opps! Page not found.' })).toBeVisible();
  });
});
