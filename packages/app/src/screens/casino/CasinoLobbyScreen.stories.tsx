import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { CasinoLobbyScreen } from './CasinoLobbyScreen.tsx';
import { lobbyGames } from './fixtures.ts';

const meta = {
  title: 'Screens/Casino/Lobby',
  component: CasinoLobbyScreen,
  decorators: [withRouter],
  args: {
    title: 'Live Casino',
    games: lobbyGames,
    loading: false,
    category: 35,
    onCategoryChange: fn(),
    onOpenGame: fn(),
    onNotFound: fn(),
  },
  parameters: { route: '/casino-in/live-dmd' },
} satisfies Meta<typeof CasinoLobbyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/casino-in/live-dmd`: the 18 category tabs, All Casino first, over every game's tile. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(18);
    await expect(tabs[0]).toHaveTextContent('All Casino');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'All Casino games' });
    await expect(within(list).getAllByRole('button')).toHaveLength(lobbyGames.length);
    await userEvent.click(canvas.getByRole('button', { name: '20-20 Teenpatti' }));
    await expect(args.onOpenGame).toHaveBeenCalledWith(expect.objectContaining({ slug: 'teen20' }));
    await expect(canvas.getByRole('link', { name: 'Casino Results' })).toHaveAttribute(
      'href',
      '/casino/result',
    );
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** A tab asks the route for its category (`?category=` or `/casino-list/LC/4/{id}`). */
export const ChooseCategory: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Dragon Tiger' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(23);
  },
};

/** `/casino-list/LC/4/20`: the Teenpatti tab's games only. */
export const Category: Story = {
  args: { category: 20 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Teenpatti' })).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'Teenpatti games' });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    for (const name of ['Muflis Teenpatti Closed', 'Teenpatti 1-Day', '20-20 Teenpatti']) {
      await expect(within(list).getByRole('button', { name })).toBeVisible();
    }
  },
};

/** A closed game stays in the grid, greyed, and leads to not-found (spec 2). */
export const ClosedGame: Story = {
  args: { category: 20 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const closed = canvas.getByRole('button', { name: 'Muflis Teenpatti Closed' });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(closed);
    await expect(args.onNotFound).toHaveBeenCalledWith(expect.objectContaining({ slug: 'teenmuf' }));
    await expect(args.onOpenGame).not.toHaveBeenCalled();
  },
};

/** A category without games says so. */
export const EmptyCategory: Story = {
  args: { category: 35, games: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No All Casino games right now')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading games')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '20-20 Teenpatti' })).toBeNull();
  },
};

/** A phone: two columns of tiles under tabs that scroll sideways (six games keep the shot short). */
export const Mobile: Story = { args: { games: lobbyGames.slice(0, 6) }, parameters: { phone: true } };
