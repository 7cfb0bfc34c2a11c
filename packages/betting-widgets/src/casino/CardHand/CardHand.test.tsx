import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cards } from '../../fixtures/casino.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { CardHand } from './CardHand.tsx';

const namesIn = (hand: string) =>
  page
    .getByRole('list', { name: hand })
    .getByRole('img')
    .all()
    .map((card) => card.element().getAttribute('aria-label'));

describe('CardHand', () => {
  it('lists the cards in the order dealt, under the hand’s name', async () => {
    await renderWidget(<CardHand label="Player B" cards={cards('AD', '7C', 'KH')} />);
    await expect.element(page.getByText('Player B')).toBeVisible();
    expect(namesIn('Player B')).toEqual(['Ace of diamonds', 'Seven of clubs', 'King of hearts']);
  });

  it('shows face-down cards and outlines where cards are still to come, announcing only dealt cards', async () => {
    await renderWidget(<CardHand label="Player A" cards={cards('QH', '1')} slots={3} />);
    expect(namesIn('Player A')).toEqual(['Queen of hearts', 'Face-down card']);
    const hand = page.getByRole('list', { name: 'Player A' }).element();
    expect(hand.children).toHaveLength(3);
    expect(page.getByRole('list', { name: 'Player A' }).getByRole('listitem').all()).toHaveLength(2);
  });

  it('overlaps the cards when asked, in less room than side by side', async () => {
    const hand = cards('2C', '9H', 'JD', '4S');
    const width = () => {
      const shown = page.getByRole('img').all();
      const first = shown[0]?.element().getBoundingClientRect();
      const last = shown.at(-1)?.element().getBoundingClientRect();
      return (last?.right ?? 0) - (first?.left ?? 0);
    };
    const apart = await renderWidget(<CardHand label="Bahar" cards={hand} />);
    const spread = width();
    await apart.unmount();
    await renderWidget(<CardHand label="Bahar" cards={hand} overlap />);
    expect(width()).toBeLessThan(spread * 0.75);
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <CardHand label="Player A" cards={cards('QH', '10S', '1')} slots={3} />
        <CardHand label="Joker" cards={[]} slots={1} size="small" />
        <CardHand label="Andar" cards={cards('2C', '9H', 'JD')} overlap size="large" />
      </>,
    );
  });
});
