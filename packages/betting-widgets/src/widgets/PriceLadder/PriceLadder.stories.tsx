import { Button } from '@exchange/design-system';
import { suspendedStatus, toMinor } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ladderBets } from '../../fixtures/bets.ts';
import { tradedCricketMatchOdds } from '../../fixtures/markets.ts';
import { createMarketFeedStore } from '../../internal/marketFeedStore.ts';
import { PriceLadder } from './PriceLadder.tsx';
import { PriceLadderStress } from './PriceLadderStress.tsx';

const meta = {
  title: 'Widgets/PriceLadder',
  component: PriceLadder,
  args: {
    market: tradedCricketMatchOdds,
    bets: ladderBets,
    stake: 100,
    limits: { min: 100, max: 50000 },
    onPlaceBet: fn(),
    onCancelBet: fn(),
    onSelectPrice: fn(),
  },
  // A ladder is as wide as a market on the odds page.
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <PriceLadder {...args} />
    </div>
  ),
} satisfies Meta<typeof PriceLadder>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * India's ladder, centred on its last traded price (1.98): money to back below the market, to lay above
 * it, the volume traded at each price and the user's waiting bets (750 to back at 2.02, 200 to lay at
 * 1.94). A click on the back column places the one-click stake there.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const ladder = canvas.getByRole('grid', { name: 'India price ladder' });
    await expect(within(ladder).getByRole('gridcell', { name: '1.98, last traded' })).toBeVisible();
    await expect(within(ladder).getByRole('gridcell', { name: '31,500 traded at 1.98' })).toBeVisible();
    await userEvent.click(within(ladder).getByRole('gridcell', { name: 'Back 2.04' }));
    await expect(args.onPlaceBet).toHaveBeenCalledWith(
      expect.objectContaining({ selectionId: 101, side: 'back', odds: 2.04, stake: toMinor(100) }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Back India at 2.04 for 100 placed');
  },
};

/** Keyboard: the arrows move between prices, B backs and L lays at the focused price, Delete cancels. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Back 1.98, 2,500 available' }));
    await expect(args.onPlaceBet).toHaveBeenLastCalledWith(
      expect.objectContaining({ side: 'back', odds: 1.98 }),
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('gridcell', { name: 'Back 2' })).toHaveFocus();
    await userEvent.keyboard('l');
    await expect(args.onPlaceBet).toHaveBeenLastCalledWith(expect.objectContaining({ side: 'lay', odds: 2 }));
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect(
      canvas.getByRole('gridcell', { name: 'Cancel your back at 2.02, 750 waiting' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onCancelBet).toHaveBeenCalledTimes(2);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Cancelled your 2 bets at 2.02');
  },
};

/** A click on the user's waiting lay cancels it. */
export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Cancel your lay at 1.94, 200 waiting' }));
    await expect(args.onCancelBet).toHaveBeenCalledWith(
      expect.objectContaining({ side: 'lay', odds: 1.94, status: 'unmatch' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Cancelled your bet at 1.94');
  },
};

/** The exchange refuses a bet: the ladder says why, politely, and the cell can be clicked again. */
export const Refused: Story = {
  parameters: { visual: { disable: true } },
  args: { onPlaceBet: fn(() => Promise.reject(new Error('Stake is above the market limit'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Lay 2, 6,400 available' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Lay India at 2 for 100 not placed: Stake is above the market limit',
    );
  },
};

/** Without one-click betting the ladder hands the price to the bet slip instead of placing it. */
export const ToTheSlip: Story = {
  parameters: { visual: { disable: true } },
  args: { stake: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('A click puts the price in the bet slip.')).toBeVisible();
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Back 1.97, 8,200 available' }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ side: 'back', odds: 1.97 }),
    );
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
  },
};

/** Suspended: nothing is placed (the ladder says so); waiting bets can still be cancelled. */
export const Suspended: Story = {
  args: { market: { ...tradedCricketMatchOdds, status: suspendedStatus } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Suspended')).toBeVisible();
    const back = canvas.getByRole('gridcell', { name: 'Back 1.98, 2,500 available' });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(back);
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('not taking bets now');
  },
};

function LiveLadder() {
  const [feed] = useState(() => createMarketFeedStore({ markets: [tradedCricketMatchOdds] }));
  const trade = () => {
    const [india, australia] = tradedCricketMatchOdds.runners;
    if (!india || !australia) return;
    const tradedVolume = (india.ex.tradedVolume ?? []).map((level) =>
      level.price === 1.99 ? { ...level, size: level.size + 750 } : level,
    );
    feed.push({
      ...tradedCricketMatchOdds,
      runners: [{ ...india, lastPriceTraded: 1.99, ex: { ...india.ex, tradedVolume } }, australia],
    });
  };
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 560 }}>
      <Button tone="neutral" variant="outline" onClick={trade} style={{ justifySelf: 'start' }}>
        Trade 750 at 1.99
      </Button>
      <PriceLadder feed={feed} marketId={tradedCricketMatchOdds.marketId} stake={100} onPlaceBet={fn()} />
    </div>
  );
}

/** Fed live: a trade at 1.99 moves the last traded price there and adds to the volume traded at 1.99. */
export const LivePrices: Story = {
  parameters: { visual: { disable: true } },
  render: () => <LiveLadder />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('gridcell', { name: '18,250 traded at 1.99' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Trade 750 at 1.99' }));
    await waitFor(() =>
      expect(canvas.getByRole('gridcell', { name: '19,000 traded at 1.99' })).toBeVisible(),
    );
    await expect(canvas.getByRole('gridcell', { name: '1.99, last traded' })).toBeVisible();
    await expect(canvas.getByRole('gridcell', { name: '1.98' })).not.toHaveAttribute('data-last');
  },
};

/**
 * Twelve live ladders, every market repriced and traded 20 times a second (the simulator's fastest tick):
 * the benchmark (`npm run bench -- widgets-stress`) opens it as it opens the MarketBook stress board, and
 * reads `window.marketStress`. Visual tests skip it: its pixels change every frame.
 */
export const Stress: StoryObj<typeof PriceLadderStress> = {
  parameters: {
    visual: { disable: true },
    a11y: { context: { exclude: ['[data-repeat]'] } },
  },
  args: { ladders: 12, updatesPerSecond: 20, ticking: true, seed: 1 },
  render: (args) => <PriceLadderStress key={args.ladders} {...args} />,
  // Held still at once and fed in a short burst, as the MarketBook board is; selectors rather than role
  // queries, which would name every one of the 4,000 cells on a busy test machine.
  play: async ({ canvas, canvasElement }) => {
    const toggle = () => canvasElement.querySelector<HTMLButtonElement>('button')?.click();
    toggle();
    await expect(await canvas.findByText('Resume feed')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[role="grid"]')).toHaveLength(12);
    const before = window.marketStress?.pushes ?? 0;
    toggle();
    await waitFor(() => expect(window.marketStress?.pushes ?? 0).toBeGreaterThanOrEqual(before + 24), {
      timeout: 10_000,
    });
    toggle();
    await expect(await canvas.findByText('Resume feed')).toBeVisible();
  },
};
