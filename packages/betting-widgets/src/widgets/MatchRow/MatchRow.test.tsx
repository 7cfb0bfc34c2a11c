import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cricketMatchOdds, soccerMatchOdds } from '../../fixtures/markets.ts';
import { cricketMatch, soccerMatch, suspendedCricket } from '../../fixtures/matches.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { MatchRow, outcomeRunners } from './MatchRow.tsx';

describe('MatchRow', () => {
  it('lists 1, X and 2 in that order whatever the market order', () => {
    const {
      '1': home,
      X: draw,
      '2': away,
    } = outcomeRunners({
      ...soccerMatchOdds,
      runners: [...soccerMatchOdds.runners].reverse(),
    });
    expect([home?.runnerName, draw?.runnerName, away?.runnerName]).toEqual([
      'Chelsea',
      'The Draw',
      'Arsenal',
    ]);
    expect(outcomeRunners(cricketMatchOdds).X).toBeUndefined();
  });

  it('shows the best back and lay of each outcome and hands clicks to the host', async () => {
    const onSelectPrice = vi.fn();
    const onSelectMatch = vi.fn();
    await renderWidget(
      <MatchRow
        match={soccerMatch}
        odds={soccerMatchOdds}
        onSelectPrice={onSelectPrice}
        onSelectMatch={onSelectMatch}
      />,
    );
    const prices = page.getByRole('button', { name: /^(Back|Lay) / }).elements();
    expect(prices.map((price) => price.ariaLabel)).toEqual([
      'Back Arsenal at 2.12, 2,500 available',
      'Lay Arsenal at 2.14, 1,800 available',
      'Back The Draw at 3.45, 900 available',
      'Lay The Draw at 3.5, 1,800 available',
      'Back Chelsea at 3.6, 1,200 available',
      'Lay Chelsea at 3.65, 1,800 available',
    ]);
    await page.getByRole('button', { name: 'Lay Chelsea at 3.65, 1,800 available' }).click();
    expect(onSelectPrice).toHaveBeenCalledWith(
      expect.objectContaining({ matchId: 1201, selectionId: 202, side: 'lay', odds: 3.65, size: 1800 }),
    );
    await page.getByRole('button', { name: 'Arsenal v Chelsea' }).click();
    expect(onSelectMatch).toHaveBeenCalledWith(soccerMatch);
  });

  it('says In-Play instead of the start time once the match is under way', async () => {
    const screen = await renderWidget(<MatchRow match={soccerMatch} />);
    await expect.element(page.getByText('22 Nov, 17:30')).toBeVisible();
    await screen.unmount();
    await renderWidget(<MatchRow match={cricketMatch} odds={cricketMatchOdds} />);
    await expect.element(page.getByText('In-Play')).toBeVisible();
    await expect.element(page.getByText('Cricket')).toBeInTheDocument();
  });

  it('cannot be bet while the market is suspended', async () => {
    const onSelectPrice = vi.fn();
    await renderWidget(<MatchRow {...suspendedCricket} onSelectPrice={onSelectPrice} />);
    const price = page.getByRole('button', { name: /^Back India/ });
    await expect.element(price).toBeDisabled();
    await price.click({ force: true });
    expect(onSelectPrice).not.toHaveBeenCalled();
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <MatchRow match={soccerMatch} odds={soccerMatchOdds} />
        <MatchRow {...suspendedCricket} />
      </>,
    );
  });
});
