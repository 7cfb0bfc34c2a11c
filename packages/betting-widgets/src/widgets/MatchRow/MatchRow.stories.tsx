import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cricketMatchOdds, soccerMatchOdds } from '../../fixtures/markets.ts';
import { phoneWidth } from '../../fixtures/layout.tsx';
import {
  cricketMatch,
  greyhoundRace,
  raceAtTheOff,
  soccerMatch,
  suspendedCricket,
} from '../../fixtures/matches.ts';
import { coverOver } from '../../testing/cover.ts';
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

/** A suspended market: the word over the prices, which cannot be read or clicked under it. */
export const Suspended: Story = {
  args: suspendedCricket,
  play: async ({ canvas }) => {
    const cover = canvas.getByText('Suspended');
    const price = canvas.getByRole('button', { name: /^Back India/ });
    await expect(price).toBeDisabled();
    await expect(coverOver(price, cover)).toEqual({ onTop: cover, opaque: true, fits: true });
  },
};

/**
 * A greyhound race: its six runners, each with its best back and lay, in racecard order (as many side by
 * side as fit), not a 1 X 2 of the first two.
 */
export const Race: Story = {
  args: greyhoundRace,
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('list', { name: 'Runners of 16:04 Romford' });
    await expect(
      within(field)
        .getAllByRole('listitem')
        .map((runner) => runner.textContent),
    ).toEqual([
      expect.stringMatching(/^1\. Droopys Blue/),
      expect.stringMatching(/^2\. Ballymac Rex/),
      expect.stringMatching(/^3\. Swift Hazel/),
      expect.stringMatching(/^4\. Kinda Ready/),
      expect.stringMatching(/^5\. Glengar Bale/),
      expect.stringMatching(/^6\. Romeo Magico/),
    ]);
    await expect(within(field).getAllByRole('button', { name: /^Back / })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: /^Lay 5\. Glengar Bale at 13/ }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ runnerName: '5. Glengar Bale', side: 'lay', odds: 13 }),
    );
  },
};

/** The race on a phone: one runner a line, the name beside its two prices. */
export const RaceOnPhone: Story = {
  args: greyhoundRace,
  render: (args) => (
    <div style={{ maxWidth: phoneWidth }}>
      <MatchRow {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [first, second] = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first?.getBoundingClientRect().bottom ?? Infinity,
    );
    const edge = canvas.getByRole('group').getBoundingClientRect().right;
    for (const price of canvas.getAllByRole('button', { name: /^(Back|Lay) / })) {
      await expect(price.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};

/** The off suspends the race's market: one cover over the whole field. */
export const RaceAtTheOff: Story = {
  args: raceAtTheOff,
  play: async ({ canvas }) => {
    const cover = canvas.getByText('Suspended');
    for (const price of canvas.getAllByRole('button', { name: /^(Back|Lay) / })) {
      await expect(price).toBeDisabled();
      await expect(coverOver(price, cover)).toEqual({ onTop: cover, opaque: true, fits: true });
    }
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
