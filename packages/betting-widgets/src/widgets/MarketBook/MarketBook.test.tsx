import { ThemeProvider, vars } from '@exchange/design-system';
import { brandNames, toMinor, type MarketBook as MarketBookData } from '@exchange/domain';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  backIndiaSelection,
  cricketBook,
  cricketMatchOdds,
  soccerMatchOdds,
  suspendedMatchOdds,
} from '../../fixtures/markets.ts';
import { createMarketFeedStore, type LevelAddress } from '../../internal/marketFeedStore.ts';
import { expectAccessibleInEveryTheme, renderWidget as renderThemed } from '../../testing/render.tsx';
import { tokenColour } from '../../testing/tokenColour.ts';
import { MarketBook } from './MarketBook.tsx';

const indiaBack = 'Back India at 1.98, 2,500 available';

/** What a rerender passes: the same themed wrapper, so the widget keeps its state. */
const themed = (ui: ReactNode) => (
  <ThemeProvider brand="default" mode="light">
    {ui}
  </ThemeProvider>
);

/** The cricket market with India's best back moved to `price`. */
function indiaBackAt(price: number): MarketBookData {
  return {
    ...cricketMatchOdds,
    runners: cricketMatchOdds.runners.map((runner, index) =>
      index === 0
        ? {
            ...runner,
            ex: {
              ...runner.ex,
              availableToBack: [{ price, size: 2500 }, ...runner.ex.availableToBack.slice(1)],
            },
          }
        : runner,
    ),
  };
}

describe('MarketBook', () => {
  it('offers every price as a named button and hands a click to the host', async () => {
    const onSelectPrice = vi.fn();
    await renderThemed(<MarketBook market={cricketMatchOdds} onSelectPrice={onSelectPrice} />);
    await expect.element(page.getByRole('region', { name: 'Match Odds' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'India' }).getByRole('button')).toHaveLength(6);
    await page.getByRole('button', { name: indiaBack }).click();
    await page.getByRole('button', { name: 'Lay Australia at 2.06, 1,800 available' }).click();
    expect(onSelectPrice.mock.calls).toEqual([
      [backIndiaSelection],
      [expect.objectContaining({ selectionId: 102, side: 'lay', odds: 2.06 })],
    ]);
  });

  it("shows the host's content right under the runner it names, as a phone's slip opens there", async () => {
    await renderThemed(
      <MarketBook
        market={cricketMatchOdds}
        afterRunner={{ selectionId: 102, content: <p>Slip for Australia</p> }}
      />,
    );
    const australia = page.getByRole('group', { name: 'Australia' }).element();
    expect(australia.nextElementSibling?.textContent).toBe('Slip for Australia');
    expect(page.getByText('Slip for Australia').all()).toHaveLength(1);
  });

  it("paints back and lay cells in the brand's colours, the best price strongest", async () => {
    for (const brand of brandNames) {
      const screen = await renderThemed(<MarketBook market={cricketMatchOdds} />, { brand });
      const bestButton = page.getByRole('button', { name: indiaBack }).element();
      const deeperButton = page.getByRole('button', { name: /^Back India at 1.96/ }).element();
      const best = getComputedStyle(bestButton);
      const deeper = getComputedStyle(deeperButton);
      const priceSize = (button: Element) =>
        parseFloat(getComputedStyle(button.children[0] ?? button).fontSize);
      const lay = getComputedStyle(page.getByRole('button', { name: /^Lay India at 1.99/ }).element());
      // A widget whose styles missed the design system's tokens would paint these transparent.
      expect(best.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
      expect(best.backgroundColor).toBe(tokenColour(vars.color.back.strong));
      expect(deeper.backgroundColor).toBe(tokenColour(vars.color.back.light));
      expect(lay.backgroundColor).toBe(tokenColour(vars.color.lay.strong));
      expect(priceSize(bestButton)).toBeGreaterThan(priceSize(deeperButton));
      await screen.unmount();
    }
  });

  it('marks a price that moves up or down on its cell', async () => {
    const screen = await renderThemed(<MarketBook market={cricketMatchOdds} />);
    const direction = (name: string) =>
      page.getByRole('button', { name }).element().getAttribute('data-direction');
    expect(direction(indiaBack)).toBeNull();
    await screen.rerender(themed(<MarketBook market={indiaBackAt(2)} />));
    expect(direction('Back India at 2, 2,500 available')).toBe('up');
    await screen.rerender(themed(<MarketBook market={indiaBackAt(1.9)} />));
    expect(direction('Back India at 1.9, 2,500 available')).toBe('down');
    // An unmoved price is not marked.
    expect(direction('Lay India at 1.99, 1,800 available')).toBeNull();
  });

  it('blocks a suspended market with SUSPENDED over its prices', async () => {
    const onSelectPrice = vi.fn();
    await renderThemed(<MarketBook market={suspendedMatchOdds} onSelectPrice={onSelectPrice} />);
    await expect.element(page.getByRole('group', { name: 'India' }).getByText('Suspended')).toBeVisible();
    await expect.element(page.getByRole('button', { name: indiaBack })).toBeDisabled();
    await page.getByRole('button', { name: indiaBack }).click({ force: true });
    expect(onSelectPrice).not.toHaveBeenCalled();
  });

  it('blocks a closed market with CLOSED over the prices it last had, taking no click', async () => {
    const onSelectPrice = vi.fn();
    await renderThemed(
      <MarketBook market={{ ...cricketMatchOdds, status: 'CLOSED' }} onSelectPrice={onSelectPrice} />,
    );
    await expect.element(page.getByRole('group', { name: 'India' }).getByText('Closed')).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: /Match Odds/ }))
      .toHaveAttribute('data-state', 'closed');
    await expect.element(page.getByRole('button', { name: indiaBack })).toBeDisabled();
    await page.getByRole('button', { name: indiaBack }).click({ force: true });
    expect(onSelectPrice).not.toHaveBeenCalled();
  });

  it("shows each runner's position, and after the slip's bet", async () => {
    await renderThemed(
      <MarketBook
        market={cricketMatchOdds}
        book={cricketBook}
        pendingBet={{ selectionId: 102, side: 'lay', stake: toMinor(100), price: 2.06, rule: 'decimalOdds' }}
      />,
    );
    const india = page.getByRole('group', { name: 'India' });
    const australia = page.getByRole('group', { name: 'Australia' });
    // Laying Australia 100 at 2.06: +100 if India wins, -106 if Australia wins.
    await expect.element(india).toHaveTextContent('If India wins: +150.00», after this bet: +250.00');
    await expect.element(australia).toHaveTextContent('If Australia wins: -100.00», after this bet: -206.00');
  });

  it('shows only the best back and lay where the market is narrow', async () => {
    await renderThemed(
      <div style={{ width: 340 }}>
        <MarketBook market={soccerMatchOdds} />
      </div>,
    );
    const arsenal = page.getByRole('group', { name: 'Arsenal' });
    await expect.element(arsenal.getByRole('button')).toHaveLength(2);
    const price = page
      .getByRole('button', { name: /^Back Arsenal at 2.12/ })
      .element()
      .getBoundingClientRect();
    expect(price.height).toBeGreaterThanOrEqual(40);
  });

  it('re-renders only the cells whose price changed when fed live', async () => {
    const store = createMarketFeedStore({ markets: [cricketMatchOdds] });
    const reads = new Map<string, number>();
    // Every render of a live cell (and every check after a notification) reads its level.
    const counted = {
      ...store,
      getLevel: (address: LevelAddress) => {
        const key = `${address.selectionId} ${address.side} ${address.depth}`;
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return store.getLevel(address);
      },
    };
    await renderThemed(<MarketBook feed={counted} marketId={cricketMatchOdds.marketId} />);
    await expect.element(page.getByRole('button', { name: indiaBack })).toBeVisible();
    reads.clear();
    store.push(indiaBackAt(2));
    store.flush();
    await expect
      .element(page.getByRole('button', { name: 'Back India at 2, 2,500 available' }))
      .toBeVisible();
    expect([...reads.keys()]).toEqual(['101 back 0']);
  });

  it('leaves a live market far off the screen alone until it comes near; a click takes the live price', async () => {
    const store = createMarketFeedStore({ markets: [cricketMatchOdds] });
    let reads = 0;
    const counted = { ...store, getLevel: (address: LevelAddress) => (reads++, store.getLevel(address)) };
    const onSelectPrice = vi.fn();
    await renderThemed(
      <>
        <div style={{ height: '400vh' }} />
        <MarketBook feed={counted} marketId={cricketMatchOdds.marketId} onSelectPrice={onSelectPrice} />
      </>,
    );
    const india = page.getByRole('button', { name: indiaBack }).element() as HTMLButtonElement;
    let price = 2;
    // A subscribed cell reads its level as the feed applies a move; once the browser skips the far-off
    // market (content-visibility), its cells stop listening.
    await expect
      .poll(() => {
        reads = 0;
        price = Math.round((price + 0.01) * 100) / 100;
        store.push(indiaBackAt(price));
        store.flush();
        return reads;
      })
      .toBe(0);
    const latest = `Back India at ${price}, 2,500 available`;
    expect(india.getAttribute('aria-label')).not.toBe(latest);
    // Clicked before it catches up (assistive technology can), it hands over the feed's price.
    india.click();
    expect(onSelectPrice).toHaveBeenCalledWith(expect.objectContaining({ odds: price, selectionId: 101 }));
    india.scrollIntoView();
    await expect.element(page.getByRole('button', { name: latest })).toBeInTheDocument();
  });

  it('says it is loading, and when there are no runners yet', async () => {
    const screen = await renderThemed(<MarketBook market={cricketMatchOdds} loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading prices');
    await screen.rerender(themed(<MarketBook market={{ ...cricketMatchOdds, runners: [] }} />));
    await expect.element(page.getByText('No prices yet')).toBeVisible();
  });

  it('moves through prices with the keyboard', async () => {
    const onSelectPrice = vi.fn();
    await renderThemed(<MarketBook market={cricketMatchOdds} onSelectPrice={onSelectPrice} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: indiaBack })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelectPrice).toHaveBeenCalledWith(expect.objectContaining({ odds: 1.98, side: 'back' }));
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <MarketBook market={cricketMatchOdds} book={cricketBook} limits={{ min: 100, max: 50000 }} />
        <MarketBook market={{ ...suspendedMatchOdds, marketName: 'Tied Match' }} titleAs="h4" />
      </>,
    );
  });
});
