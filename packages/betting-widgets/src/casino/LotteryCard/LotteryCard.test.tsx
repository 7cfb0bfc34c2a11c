import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { lotteryItems } from '../../fixtures/casino.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { LotteryCard } from './LotteryCard.tsx';

const item =
  lotteryItems[0] ??
  (() => {
    throw new Error('The fixtures hold lottery draws.');
  })();

describe('LotteryCard', () => {
  it('shows the image, status, date, title and price of the draw', async () => {
    await renderWidget(<LotteryCard item={{ ...item, price: 1250.5 }} />);
    const card = page.getByRole('article', { name: 'Mega Millions' });
    await expect.element(card.getByRole('heading', { level: 3, name: 'Mega Millions' })).toBeVisible();
    await expect.element(card.getByText('Open')).toBeVisible();
    await expect.element(card.getByText('2026-11-28')).toBeVisible();
    await expect.element(card.getByText('1,250.50')).toBeVisible();
    expect(card.element().querySelector('img')?.getAttribute('src')).toBe(item.image);
  });

  it("calls back with the draw on 'Place a bet', by mouse or keyboard", async () => {
    const onPlaceBet = vi.fn();
    await renderWidget(<LotteryCard item={item} onPlaceBet={onPlaceBet} />);
    await page.getByRole('button', { name: 'Place a bet' }).click();
    await userEvent.keyboard('{Enter}');
    expect(onPlaceBet.mock.calls).toEqual([[item], [item]]);
  });

  it("keeps 'Place a bet' as a button without a handler, as the spec has it", async () => {
    await renderWidget(<LotteryCard item={item} />);
    const button = page.getByRole('button', { name: 'Place a bet' });
    await expect.element(button).toBeEnabled();
    await button.click();
    await expect.element(page.getByRole('article')).toBeVisible();
  });

  it("shows when a draw on sale draws, the tickets left, its prizes and the player's tickets", async () => {
    const diwali = lotteryItems.find((draw) => draw.title === 'Diwali Bumper');
    if (!diwali) throw new Error('The fixtures hold Diwali Bumper.');
    await renderWidget(<LotteryCard item={diwali} />);
    const card = page.getByRole('article', { name: 'Diwali Bumper' });
    await expect.element(card.getByText('Draws')).toBeVisible();
    await expect.element(card.getByText('63 of 100')).toBeVisible();
    await expect
      .element(card.getByRole('list', { name: 'Prizes' }))
      .toHaveTextContent('1st 25,000.002nd 10,000.003rd 5,000.00');
    await expect.element(card.getByText('Your tickets: 7, 8')).toBeVisible();
  });

  it("shows a drawn draw's winning tickets, the player's marked, and what the player won", async () => {
    const holi = lotteryItems.find((draw) => draw.title === 'Holi Special');
    if (!holi) throw new Error('The fixtures hold Holi Special.');
    const onShowDraw = vi.fn();
    await renderWidget(<LotteryCard item={holi} onSale={false} onShowDraw={onShowDraw} />);
    const card = page.getByRole('article', { name: 'Holi Special' });
    const winners = card.getByRole('list', { name: 'Winning tickets' }).getByRole('listitem');
    expect(winners.elements().map((winner) => winner.textContent)).toEqual([
      '1st #4 2,000.00 (yours)',
      '2nd #7 1,000.00',
      '3rd #2 500.00 (yours)',
    ]);
    await expect.element(card.getByText('· You won 2,500.00')).toBeVisible();
    // Not on sale: the draw's result is offered, not a bet.
    expect(card.getByRole('button', { name: 'Place a bet' }).query()).toBeNull();
    await card.getByRole('button', { name: 'See the result' }).click();
    expect(onShowDraw).toHaveBeenCalledWith(holi);
  });

  it('colours an open draw differently from a closed one', async () => {
    await renderWidget(
      <>
        {lotteryItems.map((draw) => (
          <LotteryCard key={draw.id} item={draw} />
        ))}
      </>,
    );
    const tone = (name: string) =>
      page
        .getByRole('article', { name })
        .getByText(/^(Open|Closed)$/)
        .element()
        .getAttribute('data-tone');
    expect([tone('Mega Millions'), tone('Weekly Draw')]).toEqual(['positive', 'neutral']);
  });

  it('leaves out an image whose URL is javascript:, vbscript: or another host without https', async () => {
    const unsafe = [' JaVaScRiPt:alert(1)', 'vbscript:msgbox(1)', '//evil.example/x.png'];
    await renderWidget(
      <>
        {unsafe.map((image, index) => (
          <LotteryCard key={image} item={{ ...item, id: `u${index}`, title: `Draw ${index}`, image }} />
        ))}
      </>,
    );
    for (const [index, image] of unsafe.entries()) {
      const card = page.getByRole('article', { name: `Draw ${index}` });
      await expect.element(card.getByText('Place a bet')).toBeVisible();
      expect(card.element().querySelector('img'), image).toBeNull();
    }
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <div style={{ display: 'flex', gap: 16 }}>
        {lotteryItems.map((draw) => (
          <LotteryCard key={draw.id} item={draw} style={{ width: 240 }} />
        ))}
      </div>,
    );
  });
});
