import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { CasinoGroupsScreen } from './CasinoGroupsScreen.tsx';
import { casinoTiles } from './fixtures.ts';

const meta = {
  title: 'Screens/Admin/Casino/Groups',
  component: CasinoGroupsScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/casinol' },
  args: { games: casinoTiles, group: undefined, status: 'ready', onOpen: fn() },
} satisfies Meta<typeof CasinoGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every group with games under its heading; a tile opens its table, a closed one too (for the operator). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Our Casino');
    const nav = canvas.getByRole('navigation', { name: 'Casino groups' });
    await expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(15);
    const teenpatti = canvas.getByRole('region', { name: 'Live Teenpatti' });
    await userEvent.click(within(teenpatti).getByRole('button', { name: /20-20 Teenpatti/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('teen20');
    // Tembo is a provider's lobby: no heading for it among the in-house games.
    await expect(canvas.queryByRole('region', { name: 'Tembo' })).toBeNull();
    const closed = canvas.getByRole('button', { name: /Lucky 7 - A/ });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(closed);
    await expect(args.onOpen).toHaveBeenCalledWith('lucky7');
    // Each tile shows its game's drawn art (the player lobby's), not initials: three read "22" before.
    for (const tile of canvas.getAllByRole('button')) {
      await expect(tile.querySelector('[data-tone]')).not.toBeNull();
    }
    await expect(canvas.queryAllByText(/^[A-Z0-9]{1,2}$/, { selector: 'span' })).toHaveLength(0);
  },
};

/** One group: its tiles only, its link current. */
export const OneGroup: Story = {
  args: { group: 'dragon-tiger' },
  parameters: { route: '/admin/casinol/dragon-tiger', visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dragon Tiger');
    await expect(canvas.getByRole('link', { name: 'Dragon Tiger' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('button').map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('20-20 Dragon Tiger Lion'),
      expect.stringContaining('1 Day Dragon Tiger'),
      expect.stringContaining('20-20 Dragon Tiger'),
    ]);
  },
};

/** A provider's group: no in-house game, and it says why. */
export const ProviderGroup: Story = {
  args: { group: 'tembo' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No in-house game in this group')).toBeVisible();
  },
};

/** Tiles at a phone's width: two a row, every tile one size whatever its name's length. */
export const Mobile: Story = {
  parameters: { phone: true },
  play: async ({ canvas }) => {
    const tiles = within(canvas.getByRole('region', { name: 'Live Teenpatti' })).getAllByRole('button');
    const widths = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
  },
};
