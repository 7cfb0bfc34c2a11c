import { ThemeProvider } from '@exchange/design-system';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { soccerMatchOdds } from '../../fixtures/markets.ts';
import { createMarketFeedStore } from '../../internal/marketFeedStore.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { MarketBook } from './MarketBook.tsx';

describe('a market the host lets the player fold', () => {
  it('has its title as the toggle, shows only its header folded, and keeps the host’s own controls', async () => {
    const onOpenChange = vi.fn();
    const feed = createMarketFeedStore({ markets: [soccerMatchOdds] });
    const folded = (open: boolean) => (
      <MarketBook
        feed={feed}
        marketId={soccerMatchOdds.marketId}
        open={open}
        onOpenChange={onOpenChange}
        actions={<button type="button">Pin Match Odds</button>}
      />
    );
    const screen = await renderWidget(folded(false));
    const market = page.getByRole('region', { name: 'Match Odds' });
    const toggle = market.getByRole('button', { name: 'Match Odds', exact: true });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(market.getByRole('button', { name: 'Pin Match Odds' })).toBeVisible();
    expect(market.getByRole('group').elements()).toEqual([]);

    await userEvent.click(toggle);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await screen.rerender(
      <ThemeProvider brand="default" mode="light">
        {folded(true)}
      </ThemeProvider>,
    );
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(market.getByRole('group').elements()).toHaveLength(soccerMatchOdds.runners.length);
  });

  it('passes the accessibility checks folded, in every brand and mode', async () => {
    const feed = createMarketFeedStore({ markets: [soccerMatchOdds] });
    await expectAccessibleInEveryTheme(
      <MarketBook
        feed={feed}
        marketId={soccerMatchOdds.marketId}
        open={false}
        onOpenChange={() => undefined}
      />,
    );
  });

  it('is a plain title where the host does not let it fold', async () => {
    await renderWidget(<MarketBook market={soccerMatchOdds} />);
    const market = page.getByRole('region', { name: 'Match Odds' });
    expect(market.getByRole('button', { name: 'Match Odds', exact: true }).elements()).toEqual([]);
    expect(market.getByRole('group').elements()).toHaveLength(soccerMatchOdds.runners.length);
  });
});
