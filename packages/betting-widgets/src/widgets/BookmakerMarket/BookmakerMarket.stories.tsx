import { toMinor } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookmakerMarket, cricketBook } from '../../fixtures/markets.ts';
import { BookmakerMarket } from './BookmakerMarket.tsx';

const meta = {
  title: 'Widgets/BookmakerMarket',
  component: BookmakerMarket,
  args: { market: bookmakerMarket, limits: { min: 100, max: 500000 }, onSelectPrice: fn() },
} satisfies Meta<typeof BookmakerMarket>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 100-based odds, one price a side: 95 pays 0.95 of the stake. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Bookmaker' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back India at 95, 5L available' }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ selectionId: 101, side: 'back', odds: 95, oddsType: 'bookMaker' }),
    );
  },
};

export const Playground: Story = {};

/** With a pending lay of Australia 1,000 at 105: Australia winning would cost 1,050 more. */
export const WithPosition: Story = {
  args: {
    book: cricketBook,
    pendingBet: { selectionId: 102, side: 'lay', stake: toMinor(1000), price: 105, rule: 'bookmakerOdds' },
  },
  play: async ({ canvas }) => {
    const australia = within(canvas.getByRole('group', { name: 'Australia' }));
    await expect(australia.getByText('-1,150.00')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'India' })).getByText('+1,150.00')).toBeVisible();
  },
};

export const Suspended: Story = {
  args: { market: { ...bookmakerMarket, status: 'SUSPENDED' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Suspended')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /^Back India/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading prices');
  },
};

export const Empty: Story = {
  args: { market: { ...bookmakerMarket, runners: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No prices yet')).toBeVisible();
  },
};

export const Mobile: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <BookmakerMarket {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('group', { name: 'India' })).getAllByRole('button')).toHaveLength(2);
  },
};
