import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fancyMarkets } from '../../fixtures/markets.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { FancyMarket } from './FancyMarket.tsx';

const [sixOvers] = fancyMarkets;

describe('FancyMarket', () => {
  it('offers No and Yes of each session with its line and rate', async () => {
    const onSelectPrice = vi.fn();
    await renderWidget(<FancyMarket markets={fancyMarkets} onSelectPrice={onSelectPrice} />);
    await expect.element(page.getByRole('region', { name: 'Fancy' }).getByRole('group')).toHaveLength(4);
    await page.getByRole('button', { name: 'No 6 over runs IND, 48 runs, rate 100' }).click();
    expect(onSelectPrice).toHaveBeenCalledWith({
      matchId: 3101,
      marketId: '7.101',
      marketName: '6 over runs IND',
      selectionId: 7101,
      runnerName: '6 over runs IND',
      side: 'lay',
      odds: 48,
      volume: 100,
      betOn: 'FANCY',
      oddsType: undefined,
      gtype: 'session',
      fancyStatus: 'no',
    });
  });

  it("shows the host's content right under the session it names, as a phone's slip opens there", async () => {
    await renderWidget(
      <FancyMarket
        markets={fancyMarkets}
        afterSession={{ marketId: '7.101', content: <p>Slip for 6 overs</p> }}
      />,
    );
    const session = page.getByRole('group', { name: '6 over runs IND' }).element();
    expect(session.nextElementSibling?.textContent).toBe('Slip for 6 overs');
    expect(page.getByText('Slip for 6 overs').all()).toHaveLength(1);
  });

  it('blocks a session while the ball is running or it is suspended', async () => {
    await renderWidget(<FancyMarket markets={fancyMarkets} />);
    const running = page.getByRole('group', { name: '20 over runs IND' });
    await expect.element(running.getByText('Ball Running')).toBeVisible();
    await expect.element(running.getByRole('button', { name: /^Yes/ })).toBeDisabled();
    await expect
      .element(page.getByRole('group', { name: 'Fall of 1st wkt IND' }).getByText('Suspended'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Yes 6 over runs IND/ })).toBeEnabled();
  });

  it('cannot bet a session that does not name its selection', async () => {
    if (!sixOvers) throw new Error('fixture');
    const { selectionId: _selectionId, ...unnamed } = sixOvers;
    await renderWidget(<FancyMarket markets={[unnamed]} />);
    await expect.element(page.getByRole('button', { name: /^Yes 6 over runs IND/ })).toBeDisabled();
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(<FancyMarket markets={fancyMarkets} />);
  });
});
