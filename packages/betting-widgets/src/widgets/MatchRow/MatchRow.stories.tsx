import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cricketMatchOdds, soccerMatchOdds } from '../../fixtures/markets.ts';
import { cricketMatch, soccerMatch, suspendedCricket } from '../../fixtures/matches.ts';
import { MatchRow } from './MatchRow.tsx';

const meta = {
  title: 'Widgets/MatchRow',
  component: MatchRow,
  args: { match: soccerMatch, odds: soccerMatchOdds, onSelectMatch: fn(), onSelectPrice: fn() },
} satisfies Meta<typeof MatchRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Soccer, before kick-off: 1 (home), X (the draw) and 2 (away), best back and lay of each. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('22 Nov, 17:30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Arsenal v Chelsea' }));
    await expect(args.onSelectMatch).toHaveBeenCalledWith(soccerMatch);
    await userEvent.click(canvas.getByRole('button', { name: 'Back The Draw at 3.45, 900 available' }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({
        runnerName: 'The Draw',
        side: 'back',
        odds: 3.45,
        marketId: soccerMatchOdds.marketId,
      }),
    );
  },
};

export const Playground: Story = {};

/** Cricket in play: the pulsing In-Play badge; no draw, so X stays empty. */
export const InPlay: Story = {
  args: { match: cricketMatch, odds: cricketMatchOdds },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In-Play')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^(Back|Lay) / })).toHaveLength(4);
  },
};

export const Suspended: Story = {
  args: suspendedCricket,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Back India/ })).toBeDisabled();
  },
};

/** Listed before its market is priced: the prices are blank. */
export const NoPrices: Story = {
  args: { odds: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: /^(Back|Lay) / })).toHaveLength(0);
  },
};

/** A phone: the teams on one line, the six prices below. */
export const Mobile: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <MatchRow {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('group', { name: 'Arsenal v Chelsea' }));
    const name = row.getByRole('button', { name: 'Arsenal v Chelsea' }).getBoundingClientRect();
    const price = row.getByRole('button', { name: /^Back Arsenal/ }).getBoundingClientRect();
    await expect(price.top).toBeGreaterThan(name.bottom);
  },
};
