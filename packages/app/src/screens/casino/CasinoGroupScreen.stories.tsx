import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { CasinoGroupScreen } from './CasinoGroupScreen.tsx';
import { lobbyGames } from './fixtures.ts';
import { groupOfGame } from './lobby.ts';

const dragonTiger = lobbyGames.filter((game) => groupOfGame(game) === 'dragon-tiger');

const meta = {
  title: 'Screens/Casino/Group',
  component: CasinoGroupScreen,
  decorators: [withRouter],
  args: {
    group: { slug: 'dragon-tiger', name: 'Dragon Tiger' },
    games: dragonTiger,
    loading: false,
    onOpenGame: fn(),
    onNotFound: fn(),
  },
  parameters: { route: '/casinol/dragon-tiger' },
} satisfies Meta<typeof CasinoGroupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/casinol/dragon-tiger`: the group's games, the group marked among the others. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Casino groups' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(14);
    await expect(within(nav).getByRole('link', { name: 'Dragon Tiger' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = canvas.getByRole('list', { name: 'Dragon Tiger games' });
    await expect(within(list).getAllByRole('button')).toHaveLength(dragonTiger.length);
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    await expect(args.onOpenGame).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** Premium holds no in-house game: the page says so and points to the lobby. */
export const Empty: Story = {
  args: { group: { slug: 'premium', name: 'Premium' }, games: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Premium games right now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See every game in the lobby' })).toHaveAttribute(
      'href',
      '/casino-in/live-dmd',
    );
  },
};

export const Loading: Story = { args: { loading: true }, parameters: { visual: { disable: true } } };
