import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { lotteryDraws } from '../casino/international/fixtures.ts';
import { withRouter } from '../../testing/withRouter.tsx';
import { LotteryScreen } from './LotteryScreen.tsx';

const meta = {
  title: 'Screens/Casino/Lottery',
  component: LotteryScreen,
  decorators: [withRouter],
  parameters: { route: '/lottery' },
  args: { items: lotteryDraws, loading: false },
} satisfies Meta<typeof LotteryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/lottery`: a card per draw with its image, status, date, title, price and 'Place a bet'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: 'Lottery draws' });
    const cards = within(grid).getAllByRole('article');
    await expect(cards).toHaveLength(lotteryDraws.length);
    const jackpot = within(grid).getByRole('article', { name: 'Weekend Jackpot' });
    await expect(jackpot).toHaveTextContent('Open');
    await expect(jackpot).toHaveTextContent('2026-12-05');
    await expect(jackpot).toHaveTextContent('100.00');
    await expect(within(grid).getByRole('article', { name: 'Midweek Draw' })).toHaveTextContent('Closed');
    // Spec 2: the button has no action; pressing it changes nothing on the page.
    const place = within(jackpot).getByRole('button', { name: 'Place a bet' });
    await userEvent.click(place);
    await expect(canvas.getAllByRole('article')).toHaveLength(lotteryDraws.length);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** No draws, or lottery-list failed (spec 8: only logged): the empty state. */
export const Empty: Story = {
  args: { items: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records found')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the lottery')).toBeInTheDocument();
  },
};

/** A phone: one card a row. */
export const Mobile: Story = { args: { items: lotteryDraws.slice(0, 2) }, parameters: { phone: true } };
