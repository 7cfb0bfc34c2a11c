import { cardName, cardSuits, type CardRank, type CardSuit } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { PlayingCard } from './PlayingCard.tsx';

describe('PlayingCard', () => {
  it('is an image named as a person says the card', async () => {
    await renderWidget(
      <>
        <PlayingCard rank="Q" suit="hearts" />
        <PlayingCard rank="10" suit="spades" />
        <PlayingCard rank="A" suit="clubs" />
      </>,
    );
    await expect.element(page.getByRole('img', { name: 'Queen of hearts' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Ten of spades' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Ace of clubs' })).toBeVisible();
  });

  it('shows its back, and nothing of its face, when face down or not given', async () => {
    await renderWidget(
      <>
        <PlayingCard rank="K" suit="diamonds" faceDown />
        <PlayingCard />
      </>,
    );
    const backs = page.getByRole('img', { name: 'Face-down card' }).all();
    expect(backs).toHaveLength(2);
    for (const back of backs) {
      expect(back.element().getAttribute('data-state')).toBe('face-down');
      expect(back.element().textContent).toBe('');
    }
  });

  it('prints its rank in the corners and as many pips as a number card counts', async () => {
    const ranks = ['2', '5', '9', '10'] as const;
    await renderWidget(
      <>
        {ranks.map((rank) => (
          <PlayingCard key={rank} rank={rank} suit="clubs" />
        ))}
      </>,
    );
    for (const rank of ranks) {
      const card = page.getByRole('img', { name: cardName({ rank, suit: 'clubs' }) }).element();
      expect(card.textContent).toBe(`${rank}${rank}`);
      // Each suit shape is a group: two in the corners, the rest in the middle.
      expect(card.querySelectorAll(':scope > g > g').length - 2).toBe(Number(rank));
    }
  });

  it('inks hearts and diamonds red and spades and clubs black', async () => {
    await renderWidget(
      <>
        {cardSuits.map((suit) => (
          <PlayingCard key={suit} rank="7" suit={suit} />
        ))}
      </>,
    );
    const inkOf = (name: string) =>
      getComputedStyle(page.getByRole('img', { name }).element().querySelector('text') as Element).fill;
    expect(inkOf('Seven of hearts')).toBe(inkOf('Seven of diamonds'));
    expect(inkOf('Seven of spades')).toBe(inkOf('Seven of clubs'));
    expect(inkOf('Seven of hearts')).not.toBe(inkOf('Seven of spades'));
  });

  it('shows the back for a rank or suit that is not a card, never the markup it was given', async () => {
    // An embedding page may pass on whatever a feed sent.
    const rank = '<img src=x onerror=alert(1)>' as CardRank;
    await renderWidget(
      <>
        <PlayingCard rank={rank} suit="hearts" />
        <PlayingCard rank="Q" suit={'stars' as CardSuit} />
      </>,
    );
    expect(page.getByRole('img', { name: 'Face-down card' }).all()).toHaveLength(2);
    expect(document.querySelector('img')).toBeNull();
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <PlayingCard rank="Q" suit="hearts" />
        <PlayingCard rank="9" suit="spades" size="small" />
        <PlayingCard faceDown size="large" />
      </>,
    );
  });
});
