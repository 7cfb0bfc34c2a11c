import type { Meta, StoryObj } from '@storybook/react-vite';
import { casinoGameDefinitions } from '@exchange/domain';
import { expect, within } from 'storybook/test';
import { CasinoTile } from '../CasinoTile/CasinoTile.tsx';
import { CasinoArt } from './CasinoArt.tsx';
import { CasinoArtDrawing } from './CasinoArtDrawing.tsx';

const meta = {
  title: 'Widgets/Casino/CasinoArt',
  component: CasinoArt,
  args: { code: 'teen20', category: 20 },
  render: (args) => (
    <div style={{ width: 200, aspectRatio: '4 / 3' }}>
      <CasinoArt {...args} />
    </div>
  ),
} satisfies Meta<typeof CasinoArt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 20-20 Teenpatti: the three cards of a hand, fanned on the felt. */
export const Default: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('[data-tone]');
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    await expect(art?.querySelectorAll('svg[data-state="face-up"]')).toHaveLength(3);
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** A game that deals no cards draws its motif: the roulette wheel. */
export const Motif: Story = {
  args: { code: 'roulette', category: 31 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-state]')).toBeNull();
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/**
 * A code the registry does not list (a server newer than the page) has no drawing: the felt alone, rather
 * than cards that are not the game's.
 */
export const Unlisted: Story = {
  args: { code: 'notAGame', category: 73 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('[data-tone]');
    await expect(art).toHaveAttribute('data-tone', 'accent');
    await expect(art?.querySelector('svg')).toBeNull();
  },
};

/**
 * The drawing as the lobby's answer carries it (`art` of get-casino-games), which is how the player's tiles
 * draw it without loading the games: two cards of Dragon Tiger, the cricket motif, and none (a drawing the
 * page could not read), the felt alone.
 */
export const FromTheLobby: Story = {
  parameters: { visual: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 150px)', gap: 12, aspectRatio: '4 / 1' }}>
      <CasinoArtDrawing art={{ cards: ['KS', 'QH'] }} category={23} data-testid="cards" />
      <CasinoArtDrawing art={{ glyph: 'cricket' }} category={34} data-testid="motif" />
      <CasinoArtDrawing art={undefined} category={73} data-testid="none" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cards').querySelectorAll('svg[data-state="face-up"]')).toHaveLength(2);
    await expect(canvas.getByTestId('motif').querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getByTestId('none').querySelector('svg')).toBeNull();
  },
};

/** A few games' tiles: one card, a hand, four kings and the drawn motifs, in the brand's felt. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 150px)',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {casinoGameDefinitions
        .filter((game) =>
          ['teen20', 'lucky7', 'race2020', 'roulette', 'ballbyball', 'worli'].includes(game.code),
        )
        .map((game) => (
          <li key={game.code} style={{ display: 'grid' }}>
            <CasinoTile
              name={game.name}
              image=""
              artwork={<CasinoArt code={game.code} category={game.category} />}
            />
          </li>
        ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(6);
  },
};

/** Every in-house game as its lobby tile shows it; the art is decoration, so each tile keeps its name. */
export const AllGames: Story = {
  parameters: { visual: { disable: true } },
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        maxWidth: 900,
      }}
    >
      {casinoGameDefinitions.map((game) => (
        <li key={game.code} style={{ display: 'grid' }}>
          <CasinoTile
            name={game.name}
            image=""
            artwork={<CasinoArt code={game.code} category={game.category} />}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByRole('button');
    await expect(tiles).toHaveLength(casinoGameDefinitions.length);
    await expect(within(canvasElement).getByRole('button', { name: '20-20 Teenpatti' })).toBeVisible();
    // No card names leak into the tiles' names.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
