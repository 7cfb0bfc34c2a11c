import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardRanks, cardSuits } from '@exchange/domain';
import { expect } from 'storybook/test';
import { PlayingCard } from './PlayingCard.tsx';
import { playingCardSizes } from './PlayingCard.css.ts';

const meta = {
  title: 'Widgets/Casino/PlayingCard',
  component: PlayingCard,
  args: { rank: 'Q', suit: 'hearts', size: 'large' },
  argTypes: {
    rank: { control: 'select', options: cardRanks },
    suit: { control: 'inline-radio', options: cardSuits },
    size: { control: 'inline-radio', options: playingCardSizes },
  },
} satisfies Meta<typeof PlayingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('img', { name: 'Queen of hearts' });
    await expect(card).toHaveAttribute('data-state', 'face-up');
  },
};

export const Playground: Story = { args: { rank: '7', suit: 'clubs', faceDown: false } };

export const FaceDown: Story = {
  args: { faceDown: true },
  play: async ({ canvas }) => {
    // The face stays secret: nothing names the queen until the card is turned over.
    const card = canvas.getByRole('img', { name: 'Face-down card' });
    await expect(card).toHaveAttribute('data-state', 'face-down');
    await expect(canvas.queryByText('Q')).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'end' }}>
      {playingCardSizes.map((size) => (
        <PlayingCard key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas
      .getAllByRole('img', { name: 'Queen of hearts' })
      .map((card) => card.getBoundingClientRect().width);
    await expect(widths).toEqual([36, 52, 72]);
  },
};

/** The whole deck, suit by suit: every rank's layout and both inks. */
export const FullDeck: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {cardSuits.map((suit) => (
        <div key={suit} style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          {cardRanks.map((rank) => (
            <PlayingCard key={rank} rank={rank} suit={suit} size={args.size} />
          ))}
        </div>
      ))}
    </div>
  ),
  args: { size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(52);
    await expect(canvas.getByRole('img', { name: 'Ten of diamonds' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ace of spades' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { rank: 'A', suit: 'spades', size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ace of spades' }).getBoundingClientRect().width).toBe(36);
  },
};
