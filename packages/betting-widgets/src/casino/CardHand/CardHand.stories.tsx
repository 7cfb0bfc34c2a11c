import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cards, teenPattiRound } from '../../fixtures/casino.ts';
import { CardHand } from './CardHand.tsx';

const meta = {
  title: 'Widgets/Casino/CardHand',
  component: CardHand,
  args: { label: 'Player A', cards: cards('QH', '10S', 'AD'), size: 'medium' },
} satisfies Meta<typeof CardHand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const hand = canvas.getByRole('list', { name: 'Player A' });
    const names = within(hand)
      .getAllByRole('img')
      .map((card) => card.getAttribute('aria-label'));
    await expect(names).toEqual(['Queen of hearts', 'Ten of spades', 'Ace of diamonds']);
  },
};

export const Playground: Story = { args: { overlap: false, slots: 3 } };

/** Betting open: two cards up, the third still face down. */
export const Dealing: Story = {
  args: { cards: teenPattiRound.playerA, slots: 3 },
  play: async ({ canvas }) => {
    const hand = canvas.getByRole('list', { name: 'Player A' });
    await expect(within(hand).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(hand).getByRole('img', { name: 'Face-down card' })).toBeVisible();
  },
};

/** Before the deal: only the places where the cards will land. */
export const Empty: Story = {
  args: { cards: [], slots: 3 },
  play: async ({ canvas }) => {
    const hand = canvas.getByRole('list', { name: 'Player A' });
    await expect(within(hand).queryAllByRole('img')).toHaveLength(0);
    await expect(within(hand).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Dragon Tiger: one card a side. */
export const TwoHands: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32 }}>
      <CardHand {...args} label="Dragon" cards={cards('KS')} size="large" />
      <CardHand {...args} label="Tiger" cards={cards('7H')} size="large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Dragon' })).getByRole('img', { name: 'King of spades' }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Tiger' })).getByRole('img', { name: 'Seven of hearts' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: {
    label: 'Andar',
    cards: cards('2C', '9H', 'JD', '4S', '8C', '6D', 'QS', '3H'),
    size: 'small',
    overlap: true,
  },
  play: async ({ canvas }) => {
    const images = within(canvas.getByRole('list', { name: 'Andar' })).getAllByRole('img');
    await expect(images).toHaveLength(8);
    // Overlapped: eight small cards in less room than five side by side.
    const first = images[0]?.getBoundingClientRect();
    const last = images[7]?.getBoundingClientRect();
    await expect((last?.right ?? 0) - (first?.left ?? 0)).toBeLessThan(5 * 36);
  },
};
