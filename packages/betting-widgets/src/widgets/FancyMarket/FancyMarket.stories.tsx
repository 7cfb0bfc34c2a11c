import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fancyMarkets } from '../../fixtures/markets.ts';
import { FancyMarket } from './FancyMarket.tsx';

const meta = {
  title: 'Widgets/FancyMarket',
  component: FancyMarket,
  args: { markets: fancyMarkets, onSelectPrice: fn() },
} satisfies Meta<typeof FancyMarket>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sessions: No (pink) and Yes (blue) with the run line and the rate; Ball Running and Suspended block bets. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const session = within(canvas.getByRole('group', { name: '6 over runs IND' }));
    await expect(session.getByText('Min: 100 Max: 50k')).toBeVisible();
    await userEvent.click(session.getByRole('button', { name: /^Yes 6 over runs IND, 50 runs, rate 100$/ }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ side: 'back', odds: 50, volume: 100, betOn: 'FANCY', fancyStatus: 'yes' }),
    );
  },
};

export const Playground: Story = {};

export const BallRunning: Story = {
  args: { markets: fancyMarkets.filter((market) => market.status === 'BALL RUNNING') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ball Running')).toBeVisible();
    const no = canvas.getByRole('button', { name: /^No 20 over runs IND/ });
    await expect(no).toBeDisabled();
    await userEvent.click(no, { pointerEventsCheck: 0 });
    await expect(args.onSelectPrice).not.toHaveBeenCalled();
  },
};

export const Suspended: Story = {
  args: { markets: fancyMarkets.filter((market) => market.status === 'SUSPENDED') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading sessions');
  },
};

export const Empty: Story = {
  args: { markets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sessions open')).toBeVisible();
  },
};

export const Mobile: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FancyMarket {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
  },
};
