import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { inPlayListing, sportLinks, upcomingSoccer } from '../sports/fixtures.ts';
import { MatchesScreen } from '../sports/MatchesScreen.tsx';
import { lobbyGames } from './fixtures.ts';
import { HomeCasino } from './HomeCasino.tsx';

const meta = {
  title: 'Screens/Casino/Home',
  component: HomeCasino,
  decorators: [withRouter],
  args: { games: lobbyGames, onOpenGame: fn() },
  render: (args) => (
    <MatchesScreen
      title="Sports"
      sports={sportLinks}
      sportId={null}
      inPlayOnly={false}
      sections={[
        { title: 'In-Play', matches: inPlayListing },
        { title: 'Upcoming Soccer', matches: upcomingSoccer },
      ]}
      onSelectMatch={fn()}
      onSelectPrice={fn()}
      aside={<HomeCasino {...args} />}
    />
  ),
} satisfies Meta<typeof HomeCasino>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/`: the casino's open games beside the sports (spec 3's "home-page casino matches"). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const casino = canvas.getByRole('region', { name: 'Live Casino' });
    // Beside the lists, the first eight open games; the closed one is left out (it leads nowhere).
    await expect(within(casino).getAllByRole('button')).toHaveLength(8);
    await expect(within(casino).queryByRole('button', { name: /Muflis/ })).toBeNull();
    await expect(within(casino).getByRole('link', { name: 'All games' })).toHaveAttribute(
      'href',
      '/casino-in/live-dmd',
    );
    await userEvent.click(within(casino).getByRole('button', { name: '20-20 Teenpatti' }));
    await expect(args.onOpenGame).toHaveBeenCalledWith(expect.objectContaining({ slug: 'teen20' }));
    await expect(canvas.getByRole('heading', { name: 'In-Play' })).toBeVisible();
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** On a phone the casino is one row of every open game that scrolls sideways, above the lists. */
export const Mobile: Story = {
  parameters: { phone: true },
  play: async ({ canvas }) => {
    const casino = canvas.getByRole('region', { name: 'Live Casino' });
    await expect(within(casino).getAllByRole('button')).toHaveLength(lobbyGames.length - 1);
  },
};

/** With no open game the home page is the sports alone. */
export const NoGames: Story = {
  args: { games: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Live Casino' })).toBeNull();
  },
};
