import type { MarketBook } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ladderBets } from '../../fixtures/bets.ts';
import { tradedCricketMatchOdds } from '../../fixtures/markets.ts';
import { createMarketFeedStore, type PriceAddress } from '../../internal/marketFeedStore.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { PriceLadder } from './PriceLadder.tsx';

const marketId = tradedCricketMatchOdds.marketId;

/** The traded market with India's book changed by `change`. */
function withIndia(
  change: (india: MarketBook['runners'][number]) => MarketBook['runners'][number],
): MarketBook {
  return {
    ...tradedCricketMatchOdds,
    runners: tradedCricketMatchOdds.runners.map((runner, index) => (index === 0 ? change(runner) : runner)),
  };
}

/** Where a cell sits in the ladder's scrolling box: the share of the box's height above its middle. */
function heightInBox(name: string): number {
  const cell = page.getByRole('gridcell', { name, exact: true }).element();
  const box = page.getByRole('grid').element().getBoundingClientRect();
  const { top, height } = cell.getBoundingClientRect();
  return (top + height / 2 - box.top) / box.height;
}

describe('PriceLadder', () => {
  it('re-renders only the rows whose book changed when fed live', async () => {
    const store = createMarketFeedStore({ markets: [tradedCricketMatchOdds], schedule: () => {} });
    const reads = new Map<number, number>();
    // Every render of a row (and every check after a notification) reads its price.
    const counted = {
      ...store,
      getPrice: (address: PriceAddress) => {
        reads.set(address.price, (reads.get(address.price) ?? 0) + 1);
        return store.getPrice(address);
      },
    };
    await renderWidget(<PriceLadder feed={counted} marketId={marketId} />);
    await expect.element(page.getByRole('gridcell', { name: '31,500 traded at 1.98' })).toBeVisible();
    reads.clear();
    store.push(
      withIndia((india) => ({
        ...india,
        ex: {
          ...india.ex,
          tradedVolume: india.ex.tradedVolume?.map((level) =>
            level.price === 1.97 ? { ...level, size: 13000 } : level,
          ),
        },
      })),
    );
    store.flush();
    await expect.element(page.getByRole('gridcell', { name: '13,000 traded at 1.97' })).toBeVisible();
    expect([...reads.keys()]).toEqual([1.97]);
  });

  it('opens centred on the last traded price, and centres itself again when the market moves off it', async () => {
    const store = createMarketFeedStore({ markets: [tradedCricketMatchOdds], schedule: () => {} });
    await renderWidget(<PriceLadder feed={store} marketId={marketId} span={20} />);
    await expect.element(page.getByRole('gridcell', { name: '1.98, last traded' })).toBeVisible();
    expect(heightInBox('1.98, last traded')).toBeCloseTo(0.5, 1);
    // A wicket: India drifts to 3.5, far past the twenty prices above 1.98.
    store.push(
      withIndia((india) => ({
        ...india,
        lastPriceTraded: 3.5,
        ex: {
          ...india.ex,
          availableToBack: [{ price: 3.5, size: 900 }],
          availableToLay: [{ price: 3.55, size: 400 }],
        },
      })),
    );
    store.flush();
    await expect.element(page.getByRole('gridcell', { name: '3.5, last traded' })).toBeVisible();
    expect(heightInBox('3.5, last traded')).toBeCloseTo(0.5, 1);
  });

  it('shows another runner when picked, with its own prices and no bets of the first', async () => {
    await renderWidget(<PriceLadder market={tradedCricketMatchOdds} bets={ladderBets} />);
    await expect
      .element(page.getByRole('gridcell', { name: 'Cancel your back at 2.02, 750 waiting' }))
      .toBeVisible();
    await page.getByRole('tab', { name: 'Australia' }).click();
    await expect.element(page.getByRole('grid', { name: 'Australia price ladder' })).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: '2.06, last traded' })).toBeVisible();
    expect(page.getByRole('gridcell', { name: /^Cancel your/ }).elements()).toHaveLength(0);
  });

  it('keeps one tab stop, which the keys move and a click takes', async () => {
    const onPlaceBet = vi.fn();
    await renderWidget(<PriceLadder market={tradedCricketMatchOdds} stake={500} onPlaceBet={onPlaceBet} />);
    const stops = () => page.getByRole('grid').element().querySelectorAll('[tabindex="0"]');
    expect(stops()).toHaveLength(1);
    expect(stops()[0]?.getAttribute('aria-label')).toBe('Back 1.98, 2,500 available');
    (stops()[0] as HTMLElement).focus();
    // Ten prices up from 1.98, then the row's last cell.
    await userEvent.keyboard('{PageUp}{End}');
    expect(document.activeElement?.getAttribute('data-column')).toBe('traded');
    expect(document.activeElement?.parentElement?.querySelector('[data-column="price"]')?.textContent).toBe(
      '2.16',
    );
    await userEvent.keyboard('{Home}b');
    expect(document.activeElement?.getAttribute('data-column')).toBe('ownBack');
    expect(onPlaceBet).toHaveBeenLastCalledWith(expect.objectContaining({ side: 'back', odds: 2.16 }));
    await page.getByRole('gridcell', { name: 'Lay 2.02, 21,000 available' }).click();
    expect(stops()).toHaveLength(1);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Lay 2.02, 21,000 available');
  });

  it('is accessible in every brand and mode', async () => {
    await expectAccessibleInEveryTheme(
      <PriceLadder
        market={tradedCricketMatchOdds}
        bets={ladderBets}
        stake={100}
        onPlaceBet={() => undefined}
      />,
    );
  });
});
