import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { CasinoIntScreen } from './CasinoIntScreen.tsx';
import { intCategories, intGames, intProviders, storyArtwork } from './fixtures.ts';

/** A provider's game page in the frame (a data: URL, so no network). */
const gamePage = `data:text/html,${encodeURIComponent(
  '<!doctype html><html lang="en"><title>Lucky Reels</title><body><main><h1>Lucky Reels</h1></main></body></html>',
)}`;

const meta = {
  title: 'Screens/Casino/International',
  component: CasinoIntScreen,
  decorators: [withRouter],
  parameters: { route: '/casino-int/slot' },
  args: {
    providers: intProviders,
    provider: 'slot',
    onProviderChange: fn(),
    categories: intCategories,
    category: undefined,
    onCategoryChange: fn(),
    games: intGames,
    loading: false,
    onOpenGame: fn(),
    playing: null,
    onExit: fn(),
  },
} satisfies Meta<typeof CasinoIntScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/casino-int/slot`: the provider tabs, All Games first among the categories, every game's tile. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const providers = canvas.getByRole('tablist', { name: 'Casino providers' });
    await expect(
      within(providers)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Slot', 'Evolution', 'PG Soft']);
    await expect(within(providers).getByRole('tab', { name: 'Slot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const categories = canvas.getByRole('tablist', { name: 'Slot categories' });
    await expect(
      within(categories)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All Games', 'Slots', 'Table Games']);
    const list = canvas.getByRole('list', { name: 'Slot games' });
    await expect(within(list).getAllByRole('button')).toHaveLength(intGames.length);
    await userEvent.click(within(list).getByRole('button', { name: 'Lucky Reels' }));
    await expect(args.onOpenGame).toHaveBeenCalledWith(
      expect.objectContaining({ gameCode: 'slot:lucky-reels' }),
    );
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** `?category=table-games`: that category's games only. */
export const Category: Story = {
  args: { category: 'table-games' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Table Games' })).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'Slot Table Games' });
    await expect(
      within(list)
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(['Single Zero Roulette']);
  },
};

/** The tabs ask the route for another provider or category; All Games clears the category. */
export const ChooseTabs: Story = {
  args: { category: 'slots' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Table Games' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('table-games');
    await userEvent.click(canvas.getByRole('tab', { name: 'All Games' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.click(canvas.getByRole('tab', { name: 'Evolution' }));
    await expect(args.onProviderChange).toHaveBeenCalledWith('evo');
  },
};

/** A game opened: full screen over the lobby while the provider answers, then its page; EXIT leaves. */
export const Playing: Story = {
  args: { playing: { name: 'Lucky Reels', url: gamePage } },
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ args }) => {
    const frame = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    await waitFor(() => expect(frame).toBeVisible());
    await expect(within(frame).getByTitle('Lucky Reels')).toHaveAttribute('src', gamePage);
    await userEvent.click(within(frame).getByRole('button', { name: 'Exit' }));
    await expect(args.onExit).toHaveBeenCalledTimes(1);
  },
};

/** Asking the provider for the play URL: the frame is up with its spinner. */
export const Starting: Story = {
  args: { playing: { name: 'Lucky Reels' } },
  parameters: { overlay: true, visual: { disable: true } },
  play: async () => {
    const frame = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    await expect(within(frame).getByRole('status')).toHaveTextContent('Starting the game');
  },
};

export const Loading: Story = {
  args: { loading: true, games: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading games')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Slot games' })).toBeNull();
  },
};

/** A provider with no games in a category says so. */
export const EmptyCategory: Story = {
  args: { category: 'table-games', games: intGames.filter((game) => game.category === 'slots') },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Slot Table Games right now')).toBeVisible();
  },
};

/**
 * The demo's site: the built-in provider alone. No provider tab: a lone "Slot" tab over its roulette read
 * as a slots category; the categories are the tabs, each holding its own games.
 */
export const OneProvider: Story = {
  args: { providers: intProviders.slice(0, 1), category: 'slots' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist', { name: 'Casino providers' })).toBeNull();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Games',
      'Slots',
      'Table Games',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'Slot Slots' });
    await expect(
      within(list)
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(['Lucky Reels', 'Golden Orchard', 'Star Lanterns']);
  },
};

/** No provider is configured on this site. */
export const NoProviders: Story = {
  args: { providers: [], games: [], categories: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No casino providers right now')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** A phone: two columns of tiles under tabs that scroll sideways. */
export const Mobile: Story = {
  args: {
    games: [
      ...intGames,
      { gameCode: 'slot:ruby-rush', name: 'Ruby Rush', image: storyArtwork(0), category: 'slots' },
    ],
  },
  parameters: { phone: true },
};
