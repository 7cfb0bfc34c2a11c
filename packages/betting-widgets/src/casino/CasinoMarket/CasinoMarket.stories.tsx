import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@exchange/design-system';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { luckySevenRunners, manualClock, storyNow, teenPattiRound } from '../../fixtures/casino.ts';
import { phoneWidth } from '../../fixtures/layout.tsx';
import { coverOver } from '../../testing/cover.ts';
import { CasinoMarket, type CasinoMarketProps } from './CasinoMarket.tsx';
import { casinoMarketOddsTypes } from './CasinoMarket.css.ts';

const meta = {
  title: 'Widgets/Casino/CasinoMarket',
  component: CasinoMarket,
  args: {
    title: teenPattiRound.title,
    matchId: 56767,
    marketId: teenPattiRound.marketId,
    runners: teenPattiRound.runners,
    oddsType: 'backLay',
    closesAt: storyNow + 12_000,
    // Frozen: the countdown shows the same second in every run and screenshot.
    clock: manualClock(),
    limits: { min: 100, max: 50000 },
    onSelectPrice: fn(),
  },
  argTypes: { oddsType: { control: 'inline-radio', options: casinoMarketOddsTypes } },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <CasinoMarket {...args} />
    </div>
  ),
} satisfies Meta<typeof CasinoMarket>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Round 240913001')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:12');
    await userEvent.click(canvas.getByRole('button', { name: 'Back Player A at 1.98' }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({
        matchId: 56767,
        marketId: '240913001.1530',
        selectionId: 1,
        runnerName: 'Player A',
        side: 'back',
        odds: 1.98,
        betOn: 'CASINO',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Lay Player B at 2' }));
    await expect(args.onSelectPrice).toHaveBeenLastCalledWith(
      expect.objectContaining({ selectionId: 2, side: 'lay', odds: 2 }),
    );
  },
};

export const Playground: Story = { args: { suspended: false, loading: false } };

export const FixedOdds: Story = {
  args: { title: 'Lucky 7', oddsType: 'fixed', runners: luckySevenRunners, marketId: '240913777.2701' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /^Lay/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back Odd at 1.79' }));
    await expect(args.onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ runnerName: 'Odd', side: 'back', odds: 1.79 }),
    );
  },
};

export const ClosingSoon: Story = {
  args: { closesAt: storyNow + 4_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:04');
    await expect(canvas.getByText('Betting closes in').parentElement).toHaveAttribute(
      'data-state',
      'closing',
    );
  },
};

export const Closed: Story = {
  args: { closesAt: storyNow - 1_000 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Betting closed')).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    for (const price of canvas.getAllByRole('button')) await expect(price).toBeDisabled();
    await expect(args.onSelectPrice).not.toHaveBeenCalled();
  },
};

function RunningClock(args: CasinoMarketProps) {
  const [clock] = useState(() => manualClock());
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <CasinoMarket {...args} clock={clock} closesAt={storyNow + 6_000} />
      <Button tone="neutral" variant="outline" onClick={() => clock.advance(2_000)}>
        Move the clock 2 s on
      </Button>
    </div>
  );
}

/** Time passing, step by step: the countdown warns, then the round closes its prices. */
export const Countdown: Story = {
  render: (args) => <RunningClock {...args} />,
  play: async ({ canvas }) => {
    const tick = canvas.getByRole('button', { name: 'Move the clock 2 s on' });
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:06');
    await userEvent.click(tick);
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:04');
    await userEvent.click(tick);
    await userEvent.click(tick);
    await expect(canvas.getByText('Betting closed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back Player A at 1.98' })).toBeDisabled();
  },
};

export const Suspended: Story = {
  args: { suspended: true },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('group');
    for (const row of rows) await expect(within(row).getByText('Suspended')).toBeVisible();
    for (const price of canvas.getAllByRole('button')) await expect(price).toBeDisabled();
  },
};

/**
 * Lucky 7's one price column on a phone, suspended: the word fits the column and hides the price under
 * it, which cannot be clicked.
 */
export const SuspendedOnPhone: Story = {
  args: { title: 'Lucky 7', oddsType: 'fixed', runners: luckySevenRunners, suspended: true },
  render: (args) => (
    <div style={{ maxWidth: phoneWidth }}>
      <CasinoMarket {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const row of canvas.getAllByRole('group')) {
      const cover = within(row).getByText('Suspended');
      const price = within(row).getByRole('button');
      await expect(price).toBeDisabled();
      await expect(coverOver(price, cover)).toEqual({ onTop: cover, opaque: true, fits: true });
    }
  },
};

export const RunnerSuspended: Story = {
  args: {
    runners: [
      { selectionId: 1, runnerName: 'Player A', odds: 1.98, layOdds: 2 },
      { selectionId: 2, runnerName: 'Player B', odds: 1.98, layOdds: 2, status: 'SUSPENDED' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back Player A at 1.98' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Back Player B at 1.98' })).toBeDisabled();
    await expect(
      within(canvas.getByRole('group', { name: 'Player B' })).getByText('Suspended'),
    ).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back Player A at 1.98' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lay Player A at 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectPrice).toHaveBeenCalledWith(expect.objectContaining({ side: 'lay' }));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading prices');
  },
};

export const Empty: Story = {
  args: { runners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No round open')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { title: 'Lucky 7', oddsType: 'fixed', runners: luckySevenRunners, marketId: '240913777.2701' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <CasinoMarket {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const price of canvas.getAllByRole('button')) {
      await expect(price.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};
