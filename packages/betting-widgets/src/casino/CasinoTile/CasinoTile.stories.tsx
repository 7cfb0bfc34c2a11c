import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { disabledGame, openGame } from '../../fixtures/casino.ts';
import { CasinoTile } from './CasinoTile.tsx';

const meta = {
  title: 'Widgets/Casino/CasinoTile',
  component: CasinoTile,
  args: { name: openGame.game_name, image: openGame.image, onClick: fn() },
  render: (args) => (
    <div style={{ width: 180 }}>
      <CasinoTile {...args} />
    </div>
  ),
} satisfies Meta<typeof CasinoTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: 'Teenpatti 20-20' });
    await expect(tile).not.toHaveAttribute('aria-disabled');
    await userEvent.click(tile);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { provider: 'Ezugi', disabled: false } };

export const WithProvider: Story = {
  args: { provider: 'Evolution', name: 'Crazy Time' },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: 'Crazy Time Evolution' });
    await expect(tile).toBeVisible();
    await expect(canvas.getByText('Evolution')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { name: disabledGame.game_name, image: disabledGame.image, disabled: true },
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: 'Muflis Teenpatti Closed' });
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Closed')).toBeVisible();
    // Still reachable and clickable: the host decides what a closed game does (spec 2: not found).
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const MissingImage: Story = {
  args: { image: 'data:image/png;base64,broken', name: 'Dragon Tiger 20-20' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('DT')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const LongName: Story = {
  args: { name: 'Dragon Tiger Lion 20-20 Super Table', provider: 'Snakes And Ladders' },
  play: async ({ canvas }) => {
    // One line each, cut with an ellipsis rather than wrapping the grid out of line.
    const name = canvas.getByText('Dragon Tiger Lion 20-20 Super Table');
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 140 }}>
      <CasinoTile {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: 'Teenpatti 20-20' });
    // Big enough to hit with a thumb.
    await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
