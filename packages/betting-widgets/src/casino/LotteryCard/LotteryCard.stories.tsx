import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lotteryItems } from '../../fixtures/casino.ts';
import { LotteryCard } from './LotteryCard.tsx';

const [megaMillions, diwaliBumper, weeklyDraw] = lotteryItems;
if (!megaMillions || !diwaliBumper || !weeklyDraw) throw new Error('The lottery fixtures hold three draws.');

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

export const Closed: Story = {
  args: { item: weeklyDraw },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed')).toBeVisible();
    // The spec gives the button no rule for the status: it stays.
    await expect(canvas.getByRole('button', { name: 'Place a bet' })).toBeEnabled();
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
          <LotteryCard {...args} item={item} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const weekly = canvas.getByRole('article', { name: 'Weekly Draw' });
    await userEvent.click(within(weekly).getByRole('button', { name: 'Place a bet' }));
    await expect(args.onPlaceBet).toHaveBeenCalledWith(weeklyDraw);
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
