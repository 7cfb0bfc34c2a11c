import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { casinoGames } from '../../fixtures/casino.ts';
import { CasinoLobby, type CasinoLobbyProps } from './CasinoLobby.tsx';

const meta = {
  title: 'Widgets/Casino/CasinoLobby',
  component: CasinoLobby,
  args: {
    games: casinoGames,
    onOpenGame: fn(),
    onNotFound: fn(),
    onCategoryChange: fn(),
  },
} satisfies Meta<typeof CasinoLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(18);
    await expect(canvas.getByRole('tab', { name: 'All Casino' })).toHaveAttribute('aria-selected', 'true');
    const grid = canvas.getByRole('list', { name: 'All Casino games' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(casinoGames.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Teenpatti 20-20' }));
    await expect(args.onOpenGame).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'teen20', match_id: 56767 }),
    );
    await expect(args.onNotFound).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { loading: false, defaultCategory: 23 } };

export const ClosedGames: Story = {
  args: { defaultCategory: 20 },
  play: async ({ canvas, args }) => {
    // Disabled, and match id -1: both go to not-found instead of opening (spec 2).
    await userEvent.click(canvas.getByRole('button', { name: 'Muflis Teenpatti Closed' }));
    await expect(args.onNotFound).toHaveBeenLastCalledWith(expect.objectContaining({ slug: 'teenmuf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Teenpatti 1 Day Closed' }));
    await expect(args.onNotFound).toHaveBeenLastCalledWith(expect.objectContaining({ match_id: -1 }));
    await expect(args.onOpenGame).not.toHaveBeenCalled();
  },
};

export const ChoosingACategory: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Dragon Tiger' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(23);
    const grid = canvas.getByRole('list', { name: 'Dragon Tiger games' });
    await expect(
      within(grid)
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(['Dragon Tiger 20-20', 'Dragon Tiger Lion 20-20']);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All Casino' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Teenpatti' })).toHaveAttribute('aria-selected', 'true');
    // Into the panel, then the first game.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Teenpatti 20-20' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenGame).toHaveBeenCalledWith(expect.objectContaining({ slug: 'teen20' }));
  },
};

export const Empty: Story = {
  args: { defaultCategory: 73 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Others' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No Others games right now')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

function ControlledLobby(args: CasinoLobbyProps) {
  const [category, setCategory] = useState(27);
  return (
    <>
      <p>Showing category {category}</p>
      <CasinoLobby
        {...args}
        category={category}
        onCategoryChange={(id) => {
          setCategory(id);
          args.onCategoryChange?.(id);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledLobby {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Lucky 7' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Roulette' }));
    await expect(canvas.getByText('Showing category 31')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Roulette games' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { defaultCategory: 20 },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <CasinoLobby {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Casino categories' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // Two tiles a row on a phone.
    const tiles = canvas.getAllByRole('button');
    await waitFor(() =>
      expect(tiles[0]?.getBoundingClientRect().top).toBe(tiles[1]?.getBoundingClientRect().top),
    );
    await expect(tiles[2]?.getBoundingClientRect().top).toBeGreaterThan(
      tiles[0]?.getBoundingClientRect().top ?? 0,
    );
  },
};
