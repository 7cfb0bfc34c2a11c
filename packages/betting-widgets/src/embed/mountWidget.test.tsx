import { brandNames } from '@exchange/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cricketMatchOdds, suspendedMatchOdds } from '../fixtures/markets.ts';
import { expectAccessibleInEveryTheme } from '../testing/render.tsx';
import { EmbedBetSlip } from './EmbedBetSlip.tsx';
import { mountWidget, type MountedWidget } from './mountWidget.tsx';
import type { WidgetName } from './widgets.ts';

const indiaBack = 'Back India at 1.98, 2,500 available';
const mounted: MountedWidget<WidgetName>[] = [];
const hosts: HTMLElement[] = [];

/** A partner page's empty container, as `document.getElementById('market')` would find it. */
function host(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  hosts.push(element);
  return element;
}

function track<Name extends WidgetName>(widget: MountedWidget<Name>): MountedWidget<Name> {
  mounted.push(widget as MountedWidget<WidgetName>);
  return widget;
}

afterEach(() => {
  for (const widget of mounted.splice(0)) widget.unmount();
  for (const element of hosts.splice(0)) element.remove();
});

describe('mountWidget', () => {
  it("renders the named widget into the partner's element, in the partner's brand", async () => {
    const element = host();
    track(mountWidget(element, 'MarketBook', { market: cricketMatchOdds }, { brand: 'lotus', mode: 'dark' }));
    const market = page.elementLocator(element).getByRole('region', { name: 'Match Odds' });
    await expect.element(market).toBeVisible();
    const themed = element.firstElementChild;
    expect(themed?.className).toContain('exchange-theme-lotus-dark');
    // The theme stays on the widget's wrapper: the partner's page keeps its own look.
    expect(document.documentElement.className).not.toContain('exchange-theme');
  });

  it('hands a price click to the callback the page passed', async () => {
    const onSelectPrice = vi.fn();
    const element = host();
    track(mountWidget(element, 'MarketBook', { market: cricketMatchOdds, onSelectPrice }));
    await page.elementLocator(element).getByRole('button', { name: indiaBack }).click();
    expect(onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ runnerName: 'India', side: 'back', odds: 1.98 }),
    );
  });

  it('wires a MarketBook to a BetSlip the way a page does: a price click fills the slip', async () => {
    const slipElement = host();
    const onPlaceBet = vi.fn();
    const slip = track(mountWidget(slipElement, 'BetSlip', { onPlaceBet }));
    const inSlip = page.elementLocator(slipElement);
    await expect.element(inSlip.getByText('Your bet slip is empty')).toBeVisible();

    const marketElement = host();
    track(
      mountWidget(marketElement, 'MarketBook', {
        market: cricketMatchOdds,
        onSelectPrice: (selection) => slip.update({ selection }),
      }),
    );
    await page.elementLocator(marketElement).getByRole('button', { name: indiaBack }).click();
    const form = inSlip.getByRole('form', { name: 'Bet slip' });
    await expect.element(form.getByText('India')).toBeVisible();
    await expect.element(form.getByRole('spinbutton', { name: 'Odds' })).toHaveValue('1.98');

    await form.getByRole('button', { name: '500', exact: true }).click();
    await form.getByRole('button', { name: 'Place bet' }).click();
    expect(onPlaceBet).toHaveBeenCalledWith(
      expect.objectContaining({ selectionId: 101, odds: 1.98, stake: 50000 }),
    );
    slip.update({ status: 'fail', error: 'Odds changed' });
    await expect.element(form.getByRole('alert')).toHaveTextContent('Odds changed');

    slip.update({ selection: null, status: 'idle' });
    await expect.element(inSlip.getByText('Your bet slip is empty')).toBeVisible();
  });

  it('has no axe violations in the empty bet slip, in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(<EmbedBetSlip />);
  });

  it('update changes the props given and keeps the others', async () => {
    const onSelectPrice = vi.fn();
    const element = host();
    const widget = track(mountWidget(element, 'MarketBook', { market: suspendedMatchOdds, onSelectPrice }));
    const price = page.elementLocator(element).getByRole('button', { name: indiaBack });
    await expect.element(price).toBeDisabled();

    widget.update({ market: cricketMatchOdds });
    await expect.element(price).toBeEnabled();
    await price.click();
    expect(onSelectPrice).toHaveBeenCalledTimes(1);
  });

  it('unmount empties the element, which can then take another widget', async () => {
    const element = host();
    const widget = mountWidget(element, 'MarketBook', { market: cricketMatchOdds });
    expect(() => mountWidget(element, 'MarketBook', { market: cricketMatchOdds })).toThrow(
      'this element already holds a widget; unmount that one first',
    );

    widget.unmount();
    expect(element.childElementCount).toBe(0);
    expect(() => widget.update({ market: suspendedMatchOdds })).toThrow('this MarketBook was unmounted');
    widget.unmount();

    track(mountWidget(element, 'MarketBook', { market: suspendedMatchOdds }));
    await expect
      .element(page.elementLocator(element).getByRole('button', { name: indiaBack }))
      .toBeDisabled();
  });

  it('refuses an unknown widget, brand or element with a message that says what is possible', () => {
    const element = host();
    // A page without TypeScript can pass anything: these casts are what its mistakes look like.
    expect(() => mountWidget(element, 'Marketbook' as WidgetName, { market: cricketMatchOdds })).toThrow(
      /unknown widget "Marketbook"\. Widgets: .*MarketBook/,
    );
    expect(() =>
      mountWidget(element, 'MarketBook', { market: cricketMatchOdds }, { brand: 'acme' as 'lotus' }),
    ).toThrow(`unknown brand "acme". Brands: ${brandNames.join(', ')}.`);
    expect(() => mountWidget(null as unknown as Element, 'MarketBook', { market: cricketMatchOdds })).toThrow(
      'the first argument must be a DOM element',
    );
    // Nothing was half-mounted by the refusals.
    expect(element.childElementCount).toBe(0);
    track(mountWidget(element, 'MarketBook', { market: cricketMatchOdds }));
  });
});
