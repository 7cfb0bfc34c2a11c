import { hedgeBet } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  cricketBook,
  cricketRunners,
  emptyCricketBook,
  soccerBook,
  soccerRunners,
} from '../../fixtures/bets.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { PositionBook } from './PositionBook.tsx';

const cashOutButton = () => page.getByRole('button', { name: /^(Cash out|Cashing out)$/ });

describe('PositionBook', () => {
  it('shows each runner’s profit in the profit colour and loss in the loss colour', async () => {
    await renderWidget(<PositionBook runners={cricketRunners} book={cricketBook} />);
    const india = page.getByRole('row', { name: /^India/ });
    const australia = page.getByRole('row', { name: /^Australia/ });
    await expect.element(india.getByText('+1,120.00')).toHaveAttribute('data-tone', 'profit');
    await expect.element(australia.getByText('-1,120.00')).toHaveAttribute('data-tone', 'loss');
    const profit = getComputedStyle(india.getByText('+1,120.00').element()).color;
    const loss = getComputedStyle(australia.getByText('-1,120.00').element()).color;
    expect(profit).not.toBe(loss);
  });

  it('offers the hedge of the domain rules and places it on click', async () => {
    const onCashOut = vi.fn();
    await renderWidget(<PositionBook runners={cricketRunners} book={cricketBook} onCashOut={onCashOut} />);
    await expect
      .element(cashOutButton())
      .toHaveAccessibleDescription('Lay India 1,154.64 at 1.94 Result whichever wins: +34.64');
    // Both runners end at the same result after the cash out.
    await expect.element(page.getByRole('row', { name: /^India/ }).getByText('+34.64')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /^Australia/ }).getByText('+34.64')).toBeVisible();
    await cashOutButton().click();
    expect(onCashOut).toHaveBeenCalledWith(
      hedgeBet({ runners: cricketRunners, book: cricketBook, rule: 'decimalOdds' }),
    );
  });

  it('cashes out from the keyboard', async () => {
    const onCashOut = vi.fn();
    await renderWidget(<PositionBook runners={cricketRunners} book={cricketBook} onCashOut={onCashOut} />);
    await userEvent.tab();
    await expect.element(cashOutButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCashOut).toHaveBeenCalledTimes(1);
  });

  it('levels the two teams of a soccer market and gives the draw its own result on the line', async () => {
    await renderWidget(
      <PositionBook runners={soccerRunners} book={soccerBook} excludeDraw onCashOut={() => {}} />,
    );
    await expect
      .element(cashOutButton())
      .toHaveAccessibleDescription(
        'Lay Arsenal 1,864.40 at 1.77 Result if Arsenal or Chelsea wins: -35.60 If The Draw wins: +1,064.40',
      );
    // The line's figure for the draw is the draw's after the cash out in the table above it.
    await expect.element(page.getByRole('row', { name: /^The Draw/ }).getByText('+1,064.40')).toBeVisible();
  });

  it('shows the cash out pending, refuses a second click, and shows a failure', async () => {
    let fail = (_error: Error) => {};
    const onCashOut = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    await renderWidget(<PositionBook runners={cricketRunners} book={cricketBook} onCashOut={onCashOut} />);
    await cashOutButton().click();
    await expect
      .element(page.getByRole('button', { name: 'Cashing out' }))
      .toHaveAttribute('aria-busy', 'true');
    await cashOutButton().click({ force: true });
    expect(onCashOut).toHaveBeenCalledTimes(1);
    fail(new Error('Market suspended'));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Cash out failed: Market suspended');
    await expect.element(page.getByRole('button', { name: 'Cash out' })).toBeEnabled();
  });

  it.each([
    ['no position', { book: emptyCricketBook }, 'Nothing to cash out: you have no bets on this market.'],
    ['a suspended market', { suspended: true }, 'Cash out is unavailable while the market is suspended.'],
    [
      'a missing price',
      { runners: cricketRunners.map((runner) => ({ ...runner, layPrice: null })) },
      'No lay price on India to cash out at.',
    ],
    [
      'three runners',
      { runners: soccerRunners, book: soccerBook },
      'Cash out levels a two-runner market; this one has 3 runners.',
    ],
  ])('disables cash out with the reason for %s', async (_case, props, reason) => {
    const onCashOut = vi.fn();
    await renderWidget(
      <PositionBook runners={cricketRunners} book={cricketBook} onCashOut={onCashOut} {...props} />,
    );
    await expect.element(cashOutButton()).toBeDisabled();
    await expect.element(cashOutButton()).toHaveAccessibleDescription(reason);
    await cashOutButton().click({ force: true });
    expect(onCashOut).not.toHaveBeenCalled();
  });

  it('has no Cash out button without a callback, and shows loading and failure', async () => {
    const screen = await renderWidget(<PositionBook runners={cricketRunners} book={cricketBook} />);
    expect(page.getByRole('button').elements()).toHaveLength(0);
    await screen.rerender(<PositionBook runners={cricketRunners} book={cricketBook} status="loading" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Please wait');
    await screen.rerender(
      <PositionBook runners={cricketRunners} book={cricketBook} status="error" errorMessage="Offline" />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Offline');
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <PositionBook runners={cricketRunners} book={cricketBook} onCashOut={() => {}} />
        <PositionBook
          runners={cricketRunners}
          book={cricketBook}
          onCashOut={() => {}}
          suspended
          title="Off"
        />
      </>,
    );
  });
});
