import { casinoCategories } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { casinoGames, closedByMatchId, disabledGame } from '../../fixtures/casino.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { CasinoLobby, type CasinoLobbyProps } from './CasinoLobby.tsx';

async function renderLobby(props: Partial<CasinoLobbyProps> = {}) {
  const callbacks = { onOpenGame: vi.fn(), onNotFound: vi.fn(), onCategoryChange: vi.fn() };
  await renderWidget(<CasinoLobby games={casinoGames} {...callbacks} {...props} />);
  return callbacks;
}

const tab = (name: string) => page.getByRole('tab', { name, exact: true });

describe('CasinoLobby', () => {
  it("has the spec's 18 category tabs in order, All Casino first and chosen", async () => {
    await renderLobby();
    await expect.element(tab('All Casino')).toHaveAttribute('aria-selected', 'true');
    const names = page
      .getByRole('tab')
      .all()
      .map((locator) => locator.element().textContent);
    expect(names).toEqual(casinoCategories.map((category) => category.name));
    expect(names).toHaveLength(18);
  });

  it('shows every game under All Casino and only the category’s games under a category', async () => {
    const { onCategoryChange } = await renderLobby();
    await expect.element(page.getByRole('list', { name: 'All Casino games' })).toBeVisible();
    expect(page.getByRole('listitem').all()).toHaveLength(casinoGames.length);
    await tab('Teenpatti').click();
    expect(onCategoryChange).toHaveBeenCalledWith(20);
    await expect.element(page.getByRole('list', { name: 'Teenpatti games' })).toBeVisible();
    expect(page.getByRole('listitem').all()).toHaveLength(3);
  });

  it('opens an open game and sends a disabled one or match id -1 to not-found', async () => {
    const { onOpenGame, onNotFound } = await renderLobby({ defaultCategory: 20 });
    await page.getByRole('button', { name: 'Teenpatti 20-20' }).click();
    expect(onOpenGame).toHaveBeenCalledWith(casinoGames[0]);
    await page.getByRole('button', { name: 'Muflis Teenpatti Closed' }).click({ force: true });
    await page.getByRole('button', { name: 'Teenpatti 1 Day Closed' }).click({ force: true });
    expect(onNotFound.mock.calls).toEqual([[disabledGame], [closedByMatchId]]);
    expect(onOpenGame).toHaveBeenCalledTimes(1);
  });

  it('follows the category it is given when controlled', async () => {
    const { onCategoryChange } = await renderLobby({ category: 22 });
    await expect.element(tab('Baccarat')).toHaveAttribute('aria-selected', 'true');
    await tab('Poker').click();
    expect(onCategoryChange).toHaveBeenCalledWith(21);
    // The parent did not change the category: Baccarat stays.
    await expect.element(tab('Baccarat')).toHaveAttribute('aria-selected', 'true');
  });

  it('is operable by keyboard from the tabs to the games', async () => {
    const { onOpenGame } = await renderLobby();
    await userEvent.tab();
    await expect.element(tab('All Casino')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(tab('Others')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('No Others games right now')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Teenpatti 20-20' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onOpenGame).toHaveBeenCalledTimes(1);
  });

  it('announces loading with placeholders and no tiles', async () => {
    await renderLobby({ loading: true });
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading games');
    expect(page.getByRole('button').all()).toHaveLength(0);
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <CasinoLobby games={casinoGames} defaultCategory={20} onOpenGame={() => {}} onNotFound={() => {}} />,
    );
    await expectAccessibleInEveryTheme(
      <CasinoLobby games={[]} onOpenGame={() => {}} onNotFound={() => {}} />,
    );
  });
});
