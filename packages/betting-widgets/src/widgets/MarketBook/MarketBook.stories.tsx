import { Button, vars } from '@exchange/design-system';
import { toMinor } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  cricketBook,
  cricketMatchOdds,
  emptyMatchOdds,
  runnerSuspendedMatchOdds,
  seededRandom,
  soccerMatchOdds,
  suspendedMatchOdds,
  thinMatchOdds,
  tickMarket,
} from '../../fixtures/markets.ts';
import { createMarketFeedStore } from '../../internal/marketFeedStore.ts';
import { tokenColour } from '../../testing/tokenColour.ts';
import { MarketBook } from './MarketBook.tsx';
import { MarketBookStress } from './MarketBookStress.tsx';

const indiaBack = 'Back India at 1.98, 2,500 available';

const meta = {
  title: 'Widgets/MarketBook',
  component: MarketBook,
  args: { market: cricketMatchOdds, limits: { min: 100, max: 50000 }, onSelectPrice: fn() },
} satisfies Meta<typeof MarketBook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Match Odds' })).toBeVisible();
    await expect(canvas.getByText('Min: 100 Max: 50k')).toBeVisible();
    const price = canvas.getByRole('button', { name: indiaBack });
    // The brand's back colour, not transparent: a widget's styles must resolve the design system's tokens.
    await expect(getComputedStyle(price).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.click(price);
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({
        selectionId: 101,
        runnerName: 'India',
        side: 'back',
        odds: 1.98,
        size: 2500,
      }),
    );
  },
};

export const Playground: Story = {};

/** Soccer's three outcomes: home, away and the draw (1 X 2). */
export const Soccer: Story = {
  args: { market: soccerMatchOdds },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: 'The Draw' })).toBeVisible();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvas, args }) => {
    // Reading order: India's backs from the deepest to the best, then its lays.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Back India at 1.96/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: indiaBack })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ runnerName: 'India', side: 'lay', odds: 1.99 }),
    );
  },
};

/** The user's position under each runner: what they win or lose if it wins. */
export const WithPosition: Story = {
  args: { book: cricketBook },
  play: async ({ canvas }) => {
    const india = canvas.getByRole('group', { name: 'India' });
    await expect(within(india).getByText('+150.00')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Australia' })).getByText('-100.00')).toBeVisible();
  },
};

/** With a bet in the slip (back India 100 at 1.98): each runner also shows its position after it. */
export const PendingBet: Story = {
  args: {
    book: cricketBook,
    pendingBet: { selectionId: 101, side: 'back', stake: toMinor(100), price: 1.98, rule: 'decimalOdds' },
  },
  play: async ({ canvas }) => {
    const india = within(canvas.getByRole('group', { name: 'India' }));
    await expect(india.getByText('+150.00')).toBeVisible();
    await expect(india.getByText('+248.00')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Australia' })).getByText('-200.00')).toBeVisible();
  },
};

export const Suspended: Story = {
  args: { market: suspendedMatchOdds },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('Suspended')).toHaveLength(2);
    const price = canvas.getByRole('button', { name: indiaBack });
    await expect(price).toBeDisabled();
    await userEvent.click(price, { pointerEventsCheck: 0 });
    await expect(args.onSelectPrice).not.toHaveBeenCalled();
  },
};

/** One runner suspended (a withdrawn horse, a sent-off player's market): the others still trade. */
export const RunnerSuspended: Story = {
  args: { market: runnerSuspendedMatchOdds },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('group', { name: 'Chelsea' })).getByText('Suspended')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Back Arsenal at 2.12/ })).toBeEnabled();
  },
};

/** Part of the book is empty: missing levels are blank and cannot be clicked. */
export const ThinBook: Story = {
  args: { market: thinMatchOdds },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back India at 1.98, 300 available' })).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Australia' })).queryAllByRole('button'),
    ).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading prices');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { market: emptyMatchOdds },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No prices yet')).toBeVisible();
  },
};

/** A phone's width: only the best back and lay price of each runner, with 44 px touch targets. */
export const Mobile: Story = {
  args: { book: cricketBook },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <MarketBook {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const india = within(canvas.getByRole('group', { name: 'India' }));
    await expect(india.getAllByRole('button')).toHaveLength(2);
    await expect(india.getByRole('button', { name: indiaBack })).toBeVisible();
  },
};

function LiveMarket() {
  const [feed] = useState(() => createMarketFeedStore({ markets: [cricketMatchOdds] }));
  const [random] = useState(() => seededRandom(7));
  const [market, setMarket] = useState(cricketMatchOdds);
  const move = () => {
    const next = tickMarket(market, random);
    setMarket(next);
    feed.push(next);
  };
  return (
    // The market as wide as the story, as on a page: a shrink-wrapped market would clip its lay column.
    <div style={{ display: 'grid', gap: 8 }}>
      <Button tone="neutral" variant="outline" onClick={move} style={{ justifySelf: 'start' }}>
        Move a price
      </Button>
      <MarketBook feed={feed} marketId={cricketMatchOdds.marketId} />
    </div>
  );
}

/**
 * Fed live by a `createMarketFeedStore`: a moved price is ringed green (up) or red (down) for a moment, on
 * the best price of each side only, and keeps its back or lay colour.
 */
export const LiveFeed: Story = {
  render: () => <LiveMarket />,
  play: async ({ canvas }) => {
    const market = canvas.getByRole('region', { name: 'Match Odds' });
    const prices = canvas.getAllByRole('button', { name: /^(Back|Lay) / });
    const unlit = new Map(prices.map((cell) => [cell, getComputedStyle(cell).backgroundColor]));
    // Each cell's look as it lights, read at once: a flash lasts only a moment.
    const lit: { cell: HTMLElement; direction: string | undefined; background: string; ring: string }[] = [];
    const observer = new MutationObserver((records) => {
      for (const { target, oldValue } of records) {
        if (oldValue !== null || !(target instanceof HTMLElement)) continue;
        const style = getComputedStyle(target);
        lit.push({
          cell: target,
          direction: target.dataset['direction'],
          background: style.backgroundColor,
          ring: style.boxShadow,
        });
      }
    });
    observer.observe(market, { subtree: true, attributeFilter: ['data-flash'], attributeOldValue: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Move a price' }));
    await waitFor(() => expect(lit.length).toBeGreaterThan(0));
    observer.disconnect();
    // The move shifts the runner's whole ladder; only its best back and best lay light up.
    await expect(lit.length).toBeLessThanOrEqual(2);
    for (const { cell, direction, background, ring } of lit) {
      await expect(cell.dataset['shade']).toBe('strong');
      await expect(background).toBe(unlit.get(cell));
      await expect(ring).toContain(
        tokenColour(direction === 'up' ? vars.color.oddsUp : vars.color.oddsDown, market),
      );
    }
  },
};

/**
 * Issue 6's stress test: 50 markets x 3 runners, every market's prices changing 20 times a second,
 * applied once a frame. A benchmark opens `iframe.html?id=widgets-marketbook--stress` (add
 * `&args=ticking:false` to start still), and reads `window.marketStress`: `commits` (React commits of
 * the board) and `pushes` (snapshots fed). 'Pause feed' holds the board still. Visual tests skip it: its
 * pixels change every frame.
 */
export const Stress: StoryObj<typeof MarketBookStress> = {
  parameters: {
    visual: { disable: true },
    // Fifty copies of one widget: axe over all of them outlasts the test's time on a busy machine.
    a11y: { context: { exclude: ['[data-repeat]'] } },
  },
  args: { markets: 50, updatesPerSecond: 20, ticking: true, seed: 1 },
  render: (args) => <MarketBookStress key={args.markets} {...args} />,
  // The board is held still at once and then fed in a short burst: a dev build re-rendering fifty
  // markets twenty times a second leaves a busy test machine no time for the checks. Text queries, as
  // role queries would name all 600 price buttons.
  play: async ({ canvas, canvasElement }) => {
    const toggle = () => canvasElement.querySelector<HTMLButtonElement>('button')?.click();
    toggle();
    await expect(await canvas.findByText('Resume feed')).toBeVisible();
    await expect(canvas.getAllByText(/^Match Odds \d+$/)).toHaveLength(50);
    const before = window.marketStress?.pushes ?? 0;
    toggle();
    await canvas.findByText('Pause feed');
    await waitFor(() => expect(window.marketStress?.pushes ?? 0).toBeGreaterThanOrEqual(before + 100));
    toggle();
    await expect(await canvas.findByText('Resume feed')).toBeVisible();
    await expect(window.marketStress?.commits ?? 0).toBeGreaterThan(1);
  },
};
