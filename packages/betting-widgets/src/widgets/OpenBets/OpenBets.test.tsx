import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openBets, sessionBet } from '../../fixtures/bets.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { OpenBets } from './OpenBets.tsx';

const sideRows = () =>
  page
    .getByRole('row')
    .elements()
    .filter((row) => row.dataset['side']);

describe('OpenBets', () => {
  it('lists unmatched and matched bets apart, back and lay rows marked by side', async () => {
    await renderWidget(<OpenBets bets={openBets} />);
    const unmatched = page.getByRole('table', { name: 'Unmatched bets', exact: true });
    const matched = page.getByRole('table', { name: 'Matched bets', exact: true });
    await expect.element(unmatched.getByRole('cell', { name: 'Australia' }).first()).toBeVisible();
    expect(unmatched.getByRole('row').elements()).toHaveLength(3);
    expect(matched.getByRole('row').elements()).toHaveLength(4);
    // Colour is not the only cue: each row writes its side.
    expect(sideRows().map((row) => [row.dataset['side'], row.textContent?.slice(0, 4)])).toEqual([
      ['back', 'Back'],
      ['lay', 'LayI'],
      ['back', 'Back'],
      ['back', 'Back'],
      ['lay', 'LayA'],
    ]);
  });

  it('shows what each bet wins or loses if its selection wins', async () => {
    await renderWidget(<OpenBets bets={openBets} />);
    const matched = page.getByRole('table', { name: 'Matched bets', exact: true });
    // Back 1,000 at 1.8 wins 800; lay 300 at 2.4 loses 420.
    await expect.element(matched.getByText('+800.00')).toBeVisible();
    await expect.element(matched.getByText('-420.00')).toBeVisible();
  });

  it('filters by side and keeps the choice when uncontrolled', async () => {
    const onFilterChange = vi.fn();
    await renderWidget(<OpenBets bets={openBets} onFilterChange={onFilterChange} />);
    await page.getByRole('tab', { name: 'Back' }).click();
    expect(sideRows().every((row) => row.dataset['side'] === 'back')).toBe(true);
    expect(sideRows()).toHaveLength(3);
    expect(onFilterChange).toHaveBeenCalledWith('back');
  });

  it('follows a controlled filter', async () => {
    const screen = await renderWidget(<OpenBets bets={openBets} filter="lay" />);
    expect(sideRows()).toHaveLength(2);
    await page.getByRole('tab', { name: 'All' }).click();
    expect(sideRows()).toHaveLength(2);
    await screen.rerender(<OpenBets bets={openBets} filter="all" />);
    expect(sideRows()).toHaveLength(5);
  });

  it('moves between filters with the arrow keys', async () => {
    await renderWidget(<OpenBets bets={openBets} />);
    await userEvent.tab();
    await expect.element(page.getByRole('switch', { name: 'Average odds' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Lay' })).toHaveAttribute('aria-selected', 'true');
  });

  it('merges matched bets to average odds per selection and side', async () => {
    await renderWidget(<OpenBets bets={openBets} />);
    await page.getByRole('switch', { name: 'Average odds' }).click();
    const matched = page.getByRole('table', { name: 'Matched bets', exact: true });
    expect(matched.getByRole('row').elements()).toHaveLength(3);
    await expect.element(matched.getByText('Average of 2 bets')).toBeVisible();
    await expect.element(matched.getByRole('cell', { name: '1.9', exact: true })).toBeVisible();
    await expect.element(matched.getByText('+1,350.00')).toBeVisible();
    // Unmatched bets are each cancelled on their own, so they never merge.
    expect(
      page.getByRole('table', { name: 'Unmatched bets', exact: true }).getByRole('row').elements(),
    ).toHaveLength(3);
  });

  it('cancels an unmatched bet, showing it pending and refusing a second click meanwhile', async () => {
    let finish = () => {};
    const onCancelBet = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderWidget(<OpenBets bets={openBets} onCancelBet={onCancelBet} />);
    await page.getByRole('button', { name: 'Cancel Lay India at 1.7 for 400.00' }).click();
    const pending = page.getByRole('button', { name: 'Cancelling Lay India at 1.7 for 400.00' });
    await expect.element(pending).toHaveAttribute('aria-busy', 'true');
    await pending.click({ force: true });
    expect(onCancelBet).toHaveBeenCalledTimes(1);
    expect(onCancelBet).toHaveBeenCalledWith(openBets[4]);
    finish();
    await expect
      .element(page.getByRole('button', { name: 'Cancel Lay India at 1.7 for 400.00' }))
      .toBeEnabled();
  });

  it("shows why a cancellation failed with the server's message", async () => {
    const onCancelBet = vi.fn(() => Promise.reject(new Error('Bet already matched')));
    await renderWidget(<OpenBets bets={openBets} onCancelBet={onCancelBet} />);
    await page.getByRole('button', { name: /^Cancel Back Australia/ }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The bet on Australia was not cancelled: Bet already matched');
  });

  it('offers no Cancel without a cancel callback, and none on matched bets', async () => {
    await renderWidget(<OpenBets bets={openBets} />);
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('shows a session bet with its line and rate', async () => {
    await renderWidget(<OpenBets bets={[sessionBet]} />);
    await expect.element(page.getByRole('cell', { name: '80/100' })).toBeVisible();
  });

  it('says so when there are no bets, none on the chosen side, while loading and on failure', async () => {
    const screen = await renderWidget(<OpenBets bets={[]} />);
    await expect.element(page.getByRole('heading', { name: 'No open bets' })).toBeVisible();
    await screen.rerender(<OpenBets bets={openBets.filter((bet) => bet.side === 'back')} filter="lay" />);
    await expect.element(page.getByRole('heading', { name: 'No Result Found' })).toBeVisible();
    await screen.rerender(<OpenBets bets={[]} status="loading" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Please wait');
    const onRetry = vi.fn();
    await screen.rerender(<OpenBets bets={[]} status="error" errorMessage="Server down" onRetry={onRetry} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Server down');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalled();
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <OpenBets bets={openBets} onCancelBet={() => {}} defaultAverageOdds />
        <OpenBets bets={[]} title="Empty" />
        <OpenBets bets={[]} title="Failed" status="error" onRetry={() => {}} />
      </>,
    );
  });
});
