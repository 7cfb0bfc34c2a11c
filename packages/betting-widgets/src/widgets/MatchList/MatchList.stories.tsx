import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { greyhoundRace, matchListing, raceAtTheOff } from '../../fixtures/matches.ts';
import { MatchList } from './MatchList.tsx';

const meta = {
  title: 'Widgets/MatchList',
  component: MatchList,
  args: { title: 'Matches', matches: matchListing, onSelectMatch: fn(), onSelectPrice: fn() },
} satisfies Meta<typeof MatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('region', { name: 'Matches' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Lay Sinner at 2.24, 2,900 available' }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ matchId: 2207, runnerName: 'Sinner', side: 'lay', odds: 2.24 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Liverpool v Everton' }));
    await expect(args.onSelectMatch).toHaveBeenCalledWith(expect.objectContaining({ matchId: 1202 }));
  },
};

export const Playground: Story = {};

/** The in-play listing: only matches under way. */
export const InPlay: Story = {
  args: { title: 'In-Play', matches: matchListing.filter(({ match }) => match.inPlay) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('In-Play', { selector: 'span' })).toBeVisible();
  },
};

/** A racing listing: each race with its field; no 1 X 2 columns over races. */
export const Races: Story = {
  args: {
    title: 'Greyhound Racing',
    matches: [
      raceAtTheOff,
      {
        match: { ...greyhoundRace.match, matchId: 4402, matchName: '16:06 Hove' },
        odds: { ...greyhoundRace.odds, matchId: 4402, marketId: '1.4411' },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('X')).not.toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Runners of 16:06 Hove' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Back 6\. Romeo Magico/ })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading matches');
  },
};

export const Empty: Story = {
  args: { matches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No matches')).toBeVisible();
  },
};

export const Mobile: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <MatchList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
