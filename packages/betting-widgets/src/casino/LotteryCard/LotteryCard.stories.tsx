import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lotteryItems } from '../../fixtures/casino.ts';
import { LotteryCard } from './LotteryCard.tsx';

const [megaMillions, diwaliBumper, weeklyDraw, holiSpecial] = lotteryItems;
if (!megaMillions || !diwaliBumper || !weeklyDraw || !holiSpecial) {
  throw new Error('The lottery fixtures hold four draws.');
}

const meta = {
  title: 'Widgets/Casino/LotteryCard',
  component: LotteryCard,
  args: { item: megaMillions, onPlaceBet: fn() },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <LotteryCard {...args} />
    </div>
  ),
} satisfies Meta<typeof LotteryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Mega Millions' });
    await expect(within(card).getByText('Open')).toBeVisible();
    await expect(within(card).getByText('2026-11-28')).toBeVisible();
    await expect(within(card).getByText('100.00')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Place a bet' }));
    await expect(args.onPlaceBet).toHaveBeenCalledWith(megaMillions);
  },
};

export const Playground: Story = { args: { item: diwaliBumper, titleAs: 'h3' } };

/** A draw on sale (issue 39): when it draws, the tickets left, its prizes and the player's tickets. */
export const OnSale: Story = {
  args: { item: diwaliBumper },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('63 of 100')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Prizes' })).toHaveTextContent('1st 25,000.00');
    await expect(canvas.getByText('Your tickets: 7, 8')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Place a bet' }));
    await expect(args.onPlaceBet).toHaveBeenCalledWith(diwaliBumper);
  },
};

/** Drawn: the winning tickets (the player's marked) and what the player won; the result, not a bet. */
export const Drawn: Story = {
  args: { item: holiSpecial, onSale: false, onShowDraw: fn() },
  play: async ({ canvas, args }) => {
    const winners = within(canvas.getByRole('list', { name: 'Winning tickets' })).getAllByRole('listitem');
    await expect(winners.map((winner) => winner.textContent)).toEqual([
      '1st #4 2,000.00 (yours)',
      '2nd #7 1,000.00',
      '3rd #2 500.00 (yours)',
    ]);
    await expect(canvas.getByText('· You won 2,500.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place a bet' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'See the result' }));
    await expect(args.onShowDraw).toHaveBeenCalledWith(holiSpecial);
  },
};

/** Closed by the Super Admin: no ticket is sold; the draw itself is offered. */
export const Closed: Story = {
  args: { item: weeklyDraw, onSale: false, onShowDraw: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place a bet' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'See the draw' })).toBeEnabled();
  },
};

export const MissingImage: Story = {
  args: { item: { ...diwaliBumper, image: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Diwali Bumper' })).toBeVisible();
  },
};

/** The lottery page: a grid of draws. */
export const Grid: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {lotteryItems.map((item) => (
        <li key={item.id} style={{ display: 'grid' }}>
          <LotteryCard {...args} item={item} onSale={item.status === 'Open'} onShowDraw={fn()} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const diwali = canvas.getByRole('article', { name: 'Diwali Bumper' });
    await userEvent.click(within(diwali).getByRole('button', { name: 'Place a bet' }));
    await expect(args.onPlaceBet).toHaveBeenCalledWith(diwaliBumper);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Place a bet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlaceBet).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <LotteryCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Place a bet' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(240);
  },
};
