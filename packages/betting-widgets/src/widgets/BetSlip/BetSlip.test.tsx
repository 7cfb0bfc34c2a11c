import { ThemeProvider } from '@exchange/design-system';
import { toMinor, type Bet } from '@exchange/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { backIndiaSelection as backIndia } from '../../fixtures/markets.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { BetSlip } from './BetSlip.tsx';
import type { BetSlipStatus } from './context.ts';
import { OneClickBetting } from './OneClickBetting.tsx';

const stakeField = () => page.getByRole('spinbutton', { name: 'Stake' });
const oddsField = () => page.getByRole('spinbutton', { name: 'Odds' });
const placeBet = () => page.getByRole('button', { name: 'Place bet' });

/**
 * A host as the app is one: the slip's status follows the placement, which the test answers when it
 * likes (`answer`), so a press can be made while the bet is on its way.
 */
function placingHost() {
  const sent: Bet[] = [];
  let answer: (status: BetSlipStatus) => void = () => undefined;
  function Host() {
    const [status, setStatus] = useState<BetSlipStatus>('idle');
    const [stake, setStake] = useState<number | null>(100);
    answer = setStatus;
    return (
      <BetSlip.Root
        selection={backIndia}
        onOddsChange={() => setStatus('idle')}
        stake={stake}
        onStakeChange={(next) => {
          setStake(next);
          setStatus('idle');
        }}
        status={status}
        onPlaceBet={(bet) => {
          sent.push(bet);
          setStatus('loading');
        }}
      />
    );
  }
  return { Host, sent, answer: (status: BetSlipStatus) => answer(status) };
}

describe('BetSlip', () => {
  it('places the bet at the odds and stake the user chose, stake in paisa', async () => {
    const onPlaceBet = vi.fn<(bet: Bet) => void>();
    await renderWidget(<BetSlip.Root selection={backIndia} onPlaceBet={onPlaceBet} />);
    await page.getByRole('button', { name: 'Raise odds' }).click();
    await stakeField().fill('250.5');
    await placeBet().click();
    expect(onPlaceBet).toHaveBeenCalledWith({
      matchId: 3101,
      marketId: '1.2045',
      marketName: 'Match Odds',
      selectionId: 101,
      runnerName: 'India',
      side: 'back',
      odds: 1.99,
      betOn: 'MATCH_ODDS',
      oddsType: undefined,
      gtype: undefined,
      volume: undefined,
      fancyStatus: undefined,
      stake: toMinor(250.5),
    });
  });

  it('steps odds along the ladder and snaps a typed price to it', async () => {
    await renderWidget(<BetSlip.Root selection={{ ...backIndia, odds: 2.98 }} />);
    await userEvent.click(oddsField());
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(oddsField()).toHaveValue('3');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(oddsField()).toHaveValue('3.05');
    await oddsField().fill('7.3');
    await userEvent.tab();
    await expect.element(oddsField()).toHaveValue('7.2');
  });

  it('previews a back as profit and a lay as liability, by the rule of the market', async () => {
    const screen = await renderWidget(<BetSlip.Root selection={backIndia} defaultStake={100} />);
    await expect.element(page.getByText('Profit')).toBeVisible();
    await expect.element(page.getByText('+98.00')).toBeVisible();
    await screen.unmount();
    const lay = await renderWidget(
      <BetSlip.Root selection={{ ...backIndia, side: 'lay', odds: 3 }} defaultStake={100} />,
    );
    await expect.element(page.getByText('Liability')).toBeVisible();
    await expect.element(page.getByText('-200.00')).toBeVisible();
    await lay.unmount();
    await renderWidget(
      <BetSlip.Root selection={{ ...backIndia, odds: 45, oddsType: 'bookMaker' }} defaultStake={100} />,
    );
    await expect.element(page.getByText('+45.00')).toBeVisible();
  });

  it('previews a casino win as the house pays it: never a paisa above the quoted price', async () => {
    // Rs 10.01 on Lucky 7 Odd at 1.79 wins 7.9079: the house pays 7.90 (spec 9's rounding would say 7.91).
    const odd = { ...backIndia, betOn: 'CASINO' as const, matchId: 5012, odds: 1.79 };
    const screen = await renderWidget(<BetSlip.Root selection={odd} defaultStake={10.01} />);
    await expect.element(page.getByText('+7.90')).toBeVisible();
    await screen.unmount();
    await renderWidget(<BetSlip.Root selection={{ ...odd, side: 'lay' }} defaultStake={10.01} />);
    await expect.element(page.getByText('-7.91')).toBeVisible();
  });

  it('sets the stake from the preset buttons', async () => {
    await renderWidget(<BetSlip.Root selection={backIndia} presetStakes={[100, 5000]} />);
    await page.getByRole('button', { name: '5k' }).click();
    await expect.element(stakeField()).toHaveValue('5000');
    await expect.element(page.getByRole('button', { name: '5k' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a stake outside the limits and places nothing', async () => {
    const onPlaceBet = vi.fn();
    await renderWidget(
      <BetSlip.Root
        selection={backIndia}
        limits={{ min: 100, max: 5000 }}
        defaultStake={6000}
        onPlaceBet={onPlaceBet}
      />,
    );
    await placeBet().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('The maximum stake is 5,000.00');
    expect(onPlaceBet).not.toHaveBeenCalled();
  });

  it('shows the outcome of the placement: busy, placed, or the server message', async () => {
    const onPlaceBet = vi.fn();
    const screen = await renderWidget(
      <BetSlip.Root selection={backIndia} defaultStake={100} status="loading" onPlaceBet={onPlaceBet} />,
    );
    await expect.element(placeBet()).toHaveAttribute('aria-busy', 'true');
    await placeBet().click({ force: true });
    expect(onPlaceBet).not.toHaveBeenCalled();
    await screen.unmount();
    const done = await renderWidget(<BetSlip.Root selection={backIndia} status="done" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Bet Placed Successfully');
    // Shown placed from the start (a slip moved elsewhere on the page), it takes no focus.
    await expect.element(page.getByRole('button', { name: 'Close' })).not.toHaveFocus();
    await done.unmount();
    await renderWidget(<BetSlip.Root selection={backIndia} status="fail" error="This market is suspended" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('This market is suspended');
  });

  it('sends a bet once: pressed again while it is on its way or once placed, it sends nothing', async () => {
    const host = placingHost();
    await renderWidget(<host.Host />);
    await placeBet().click();
    await expect.element(placeBet()).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    host.answer('done');
    await expect.element(page.getByRole('status')).toHaveTextContent('Bet Placed Successfully');
    await expect.element(placeBet()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Passing through the odds field changes nothing, so the placed slip stays placed.
    await userEvent.click(oddsField());
    await userEvent.click(stakeField());
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent('Bet Placed Successfully');
    await page.getByRole('button', { name: '500' }).click();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
    expect(host.sent).toHaveLength(1);
    // A changed stake is a new bet, placed only when the player presses Place bet for it.
    await placeBet().click();
    expect(host.sent.map((bet) => bet.stake)).toEqual([toMinor(100), toMinor(500)]);
  });

  it('sends a bet once when pressed twice before the host has answered', async () => {
    const host = placingHost();
    await renderWidget(<host.Host />);
    const form = page.getByRole('form', { name: 'Bet slip' }).element() as HTMLFormElement;
    // Both presses land before React renders the host's loading state.
    form.requestSubmit();
    form.requestSubmit();
    await expect.element(placeBet()).toHaveAttribute('aria-busy', 'true');
    expect(host.sent).toHaveLength(1);
  });

  it('sends its bet once for a host that reports no status, until the player changes the bet', async () => {
    const onPlaceBet = vi.fn<(bet: Bet) => void>();
    await renderWidget(<BetSlip.Root selection={backIndia} defaultStake={100} onPlaceBet={onPlaceBet} />);
    await placeBet().click();
    await placeBet().click();
    expect(onPlaceBet).toHaveBeenCalledTimes(1);
    await stakeField().fill('200');
    await placeBet().click();
    expect(onPlaceBet.mock.calls.map(([bet]) => bet.stake)).toEqual([toMinor(100), toMinor(200)]);
  });

  it('says why a bet cannot be placed now and sends nothing, Enter included, until that clears', async () => {
    const onPlaceBet = vi.fn<(bet: Bet) => void>();
    const slip = (unavailable?: string) => (
      <BetSlip.Root
        selection={backIndia}
        defaultStake={100}
        unavailable={unavailable}
        onPlaceBet={onPlaceBet}
      />
    );
    const screen = await renderWidget(slip('This market is closed'));
    await expect.element(page.getByRole('alert')).toHaveTextContent('This market is closed');
    await expect.element(placeBet()).toBeDisabled();
    await userEvent.click(stakeField());
    await userEvent.keyboard('{Enter}');
    expect(onPlaceBet).not.toHaveBeenCalled();
    // The same slip, its stake kept, once the host clears the reason.
    await screen.rerender(
      <ThemeProvider brand="default" mode="light">
        {slip()}
      </ThemeProvider>,
    );
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await placeBet().click();
    expect(onPlaceBet.mock.calls.map(([bet]) => bet.stake)).toEqual([toMinor(100)]);
  });

  it('turns one-click betting on only after the user confirms', async () => {
    const onEnabledChange = vi.fn();
    await renderWidget(<OneClickBetting onEnabledChange={onEnabledChange} />);
    const toggle = page.getByRole('switch', { name: 'One-click betting' });
    await toggle.click();
    await page.getByRole('button', { name: 'Keep the slip' }).click();
    await expect.element(toggle).not.toBeChecked();
    await toggle.click();
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.element(toggle).toBeChecked();
    expect(onEnabledChange.mock.calls).toEqual([[true]]);
    await toggle.click();
    await expect.element(toggle).not.toBeChecked();
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <BetSlip.Root selection={backIndia} defaultStake={100} aria-label="Back slip" />
        <BetSlip.Root
          selection={{ ...backIndia, side: 'lay' }}
          status="fail"
          error="Odds changed"
          aria-label="Lay slip"
        />
        <OneClickBetting />
      </>,
    );
  });
});
