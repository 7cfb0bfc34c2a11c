import { toMinor } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { bookmakerMarket } from '../../fixtures/markets.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { BookmakerMarket } from './BookmakerMarket.tsx';

describe('BookmakerMarket', () => {
  it('shows one 100-based back and lay price a runner and hands a click to the host', async () => {
    const onSelectPrice = vi.fn();
    await renderWidget(<BookmakerMarket market={bookmakerMarket} onSelectPrice={onSelectPrice} />);
    await expect.element(page.getByRole('group', { name: 'India' }).getByRole('button')).toHaveLength(2);
    await page.getByRole('button', { name: 'Lay Australia at 105, 5L available' }).click();
    expect(onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({
        selectionId: 102,
        side: 'lay',
        odds: 105,
        oddsType: 'bookMaker',
        betOn: 'MATCH_ODDS',
      }),
    );
  });

  it('projects the position after a pending bet by the bookmaker rule', async () => {
    await renderWidget(
      <BookmakerMarket
        market={bookmakerMarket}
        pendingBet={{ selectionId: 101, side: 'back', stake: toMinor(200), price: 95, rule: 'bookmakerOdds' }}
      />,
    );
    // Back India 200 at 95: +190 if India wins, -200 if not.
    await expect.element(page.getByRole('group', { name: 'India' })).toHaveTextContent('+190.00');
    await expect.element(page.getByRole('group', { name: 'Australia' })).toHaveTextContent('-200.00');
  });

  it('blocks a suspended market', async () => {
    await renderWidget(<BookmakerMarket market={{ ...bookmakerMarket, status: 'SUSPENDED' }} />);
    await expect.element(page.getByRole('button', { name: /^Back India/ })).toBeDisabled();
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <BookmakerMarket market={bookmakerMarket} limits={{ min: 100, max: 500000 }} />,
    );
  });
});
