import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { inPlayListing, sportLinks, upcomingSoccer, upcomingTennis } from './fixtures.ts';
import { MatchesScreen } from './MatchesScreen.tsx';

const meta = {
  title: 'Screens/Player/Matches',
  component: MatchesScreen,
  decorators: [withRouter],
  args: {
    title: 'Sports',
    sports: sportLinks,
    sportId: null,
    inPlayOnly: false,
    sections: [
      { title: 'In-Play', matches: inPlayListing },
      { title: 'Upcoming Soccer', matches: upcomingSoccer },
      { title: 'Upcoming Tennis', matches: upcomingTennis },
    ],
    onSelectMatch: fn(),
    onSelectPrice: fn(),
  },
} satisfies Meta<typeof MatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/`: the matches in play, then each sport's upcoming ones, with their best prices. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const sports = canvas.getByRole('navigation', { name: 'Sports' });
    await expect(within(sports).getByRole('link', { name: 'All sports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const inPlay = canvas.getByRole('region', { name: 'In-Play' });
    await userEvent.click(within(inPlay).getByRole('button', { name: 'India v Australia' }));
    await expect(args.onSelectMatch).toHaveBeenCalledWith(expect.objectContaining({ matchId: 3101 }));
    await userEvent.click(within(inPlay).getByRole('button', { name: /^Back India at 1.98/ }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ runnerName: 'India', side: 'back', odds: 1.98 }),
    );
  },
};

export const Playground: Story = {};

/** `match/4/in-play` (and `match/in-play/4`, where phones land): one sport's matches in play. */
export const SportInPlay: Story = {
  args: {
    title: 'Cricket',
    sportId: 4,
    inPlayOnly: true,
    sections: [{ title: 'Cricket in play', matches: inPlayListing }],
  },
  play: async ({ canvas }) => {
    const shown = canvas.getByRole('navigation', { name: 'Matches shown' });
    await expect(within(shown).getByRole('link', { name: 'In play' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(canvas.getByRole('navigation', { name: 'Sports' })).getByRole('link', { name: 'Cricket' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  args: {
    title: 'Cricket',
    sportId: 4,
    inPlayOnly: true,
    sections: [{ title: 'Cricket in play', matches: [] }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No matches')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
