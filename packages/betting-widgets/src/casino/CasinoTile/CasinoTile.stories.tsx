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

/** Whether `element` shows all of its text (not cut at its edge or after its last line). */
const whole = (element: HTMLElement) =>
  element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight;

export const LongName: Story = {
  args: { name: 'Dragon Tiger Lion 20-20 Super Table Deluxe Edition', provider: 'Snakes And Ladders' },
  play: async ({ canvas }) => {
    // Two lines at most, then cut: a name never pushes the tile out of line with its row.
    const name = canvas.getByText('Dragon Tiger Lion 20-20 Super Table Deluxe Edition');
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(
      2 * parseFloat(getComputedStyle(name).lineHeight) + 1,
    );
    await expect(whole(name)).toBe(false);
  },
};

/**
 * Two games whose names start alike, at a phone lobby's tile width: each name shows whole on two lines,
 * so they read differently ("20-20 Dragon Tiger" and "20-20 Dragon Tiger Lion", not "20-20 Dragon Ti..."
 * twice).
 */
export const SimilarNames: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 132px)', gap: 12 }}>
      <CasinoTile {...args} name="20-20 Dragon Tiger" />
      <CasinoTile {...args} name="20-20 Dragon Tiger Lion" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const game of ['20-20 Dragon Tiger', '20-20 Dragon Tiger Lion']) {
      await expect(whole(canvas.getByText(game))).toBe(true);
    }
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
