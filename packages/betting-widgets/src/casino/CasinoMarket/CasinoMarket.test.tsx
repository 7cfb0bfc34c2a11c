import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { luckySevenRunners, manualClock, storyNow, teenPattiRound } from '../../fixtures/casino.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { CasinoMarket, type CasinoMarketProps } from './CasinoMarket.tsx';
import { formatSeconds } from './countdown.ts';

function market(props: Partial<CasinoMarketProps> = {}) {
  return (
    <CasinoMarket
      title="Teenpatti 20-20"
      matchId={56767}
      marketId={teenPattiRound.marketId}
      runners={teenPattiRound.runners}
      oddsType="backLay"
      {...props}
    />
  );
}

const price = (name: string) => page.getByRole('button', { name });

describe('CasinoMarket', () => {
  it('hands the host a casino bet for the price chosen, back or lay', async () => {
    const onSelectPrice = vi.fn();
    await renderWidget(market({ onSelectPrice }));
    await expect.element(page.getByText('Round 240913001')).toBeVisible();
    await price('Back Player B at 1.98').click();
    await price('Lay Player A at 2').click();
    expect(onSelectPrice.mock.calls).toEqual([
      [
        {
          matchId: 56767,
          marketId: '240913001.1530',
          marketName: 'Teenpatti 20-20',
          selectionId: 2,
          runnerName: 'Player B',
          side: 'back',
          odds: 1.98,
          betOn: 'CASINO',
          oddsType: undefined,
          gtype: undefined,
          volume: undefined,
          fancyStatus: undefined,
        },
      ],
      [expect.objectContaining({ selectionId: 1, side: 'lay', odds: 2 })],
    ]);
  });

  it('shows one price a runner on a fixed-odds board', async () => {
    await renderWidget(market({ oddsType: 'fixed', runners: luckySevenRunners, title: 'Lucky 7' }));
    expect(page.getByRole('button').all()).toHaveLength(6);
    await expect.element(price('Back High Card at 2')).toBeVisible();
    await expect.element(page.getByText('Odds', { exact: true })).toBeVisible();
  });

  it('counts down to betting close on the clock it is given, then closes every price', async () => {
    const clock = manualClock();
    const onSelectPrice = vi.fn();
    await renderWidget(market({ clock, closesAt: storyNow + 7_500, onSelectPrice }));
    const timer = page.getByRole('timer');
    await expect.element(timer).toHaveTextContent('0:08');
    clock.advance(3_000);
    await expect.element(timer).toHaveTextContent('0:05');
    await expect.element(page.getByText('Betting closes in')).toBeVisible();
    clock.advance(4_499);
    await expect.element(timer).toHaveTextContent('0:01');
    await expect.element(price('Back Player A at 1.98')).toBeEnabled();
    clock.advance(1);
    await expect.element(page.getByText('Betting closed')).toBeVisible();
    for (const button of page.getByRole('button').all()) await expect.element(button).toBeDisabled();
    await price('Back Player A at 1.98').click({ force: true });
    expect(onSelectPrice).not.toHaveBeenCalled();
  });

  it('shows no countdown without a close time', async () => {
    await renderWidget(market());
    await expect.element(page.getByRole('timer')).not.toBeInTheDocument();
    await expect.element(price('Back Player A at 1.98')).toBeEnabled();
  });

  it('blocks a suspended runner, or every runner of a suspended market, under the word Suspended', async () => {
    const runners = [
      { selectionId: 1, runnerName: 'Player A', odds: 1.98, layOdds: 2 },
      { selectionId: 2, runnerName: 'Player B', odds: 1.98, layOdds: 2, status: 'SUSPENDED' as const },
    ];
    const screen = await renderWidget(market({ runners }));
    await expect.element(price('Back Player A at 1.98')).toBeEnabled();
    await expect.element(price('Lay Player B at 2')).toBeDisabled();
    await expect.element(page.getByRole('group', { name: 'Player B' }).getByText('Suspended')).toBeVisible();
    await screen.unmount();
    await renderWidget(market({ suspended: true }));
    expect(page.getByText('Suspended').all()).toHaveLength(2);
    await expect.element(price('Back Player A at 1.98')).toBeDisabled();
  });

  it("shows the host's content right under the runner it names, as a phone's slip opens there", async () => {
    await renderWidget(market({ afterRunner: { selectionId: 1, content: <p>Slip for Player A</p> } }));
    const playerA = page.getByRole('group', { name: 'Player A' }).element();
    expect(playerA.nextElementSibling?.textContent).toBe('Slip for Player A');
    expect(page.getByText('Slip for Player A').all()).toHaveLength(1);
  });

  it('reaches every price by keyboard', async () => {
    const onSelectPrice = vi.fn();
    await renderWidget(market({ onSelectPrice }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(price('Back Player B at 1.98')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelectPrice).toHaveBeenCalledWith(expect.objectContaining({ selectionId: 2, side: 'back' }));
  });

  it('formats the time left as minutes and seconds', () => {
    expect([formatSeconds(75), formatSeconds(9), formatSeconds(0)]).toEqual(['1:15', '0:09', '0:00']);
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        {market({ clock: manualClock(), closesAt: storyNow + 12_000, limits: { min: 100, max: 50000 } })}
        {market({
          clock: manualClock(),
          closesAt: storyNow + 3_000,
          oddsType: 'fixed',
          runners: luckySevenRunners,
          title: 'Lucky 7',
        })}
        {market({ clock: manualClock(), closesAt: storyNow, suspended: true, title: 'Teenpatti 1 Day' })}
      </>,
    );
  });
});
