import { toMinor } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { BalanceBar } from './BalanceBar.tsx';

const balance = { balance: toMinor(125430.5), exposure: toMinor(2340) };
const valueOf = (term: string) =>
  page.getByRole('term').filter({ hasText: term }).element().nextElementSibling?.textContent;

describe('BalanceBar', () => {
  it('shows balance, exposure and the available balance (balance minus exposure)', async () => {
    await renderWidget(<BalanceBar balance={balance} />);
    await expect.element(page.getByRole('definition').first()).toBeVisible();
    expect(valueOf('Balance')).toBe('1,25,430.50');
    expect(valueOf('Exposure')).toBe('2,340.00');
    expect(valueOf('Available')).toBe('1,23,090.50');
  });

  it('hides each amount with its own toggle, and the available balance with either', async () => {
    const onHiddenAmountsChange = vi.fn();
    await renderWidget(<BalanceBar balance={balance} onHiddenAmountsChange={onHiddenAmountsChange} />);
    await page.getByRole('button', { name: 'Hide exposure' }).click();
    expect(onHiddenAmountsChange).toHaveBeenLastCalledWith({ balance: false, exposure: true });
    expect(valueOf('Exposure')).toBe('••••Hidden');
    expect(valueOf('Available')).toBe('••••Hidden');
    expect(valueOf('Balance')).toBe('1,25,430.50');
    await page.getByRole('button', { name: 'Hide exposure' }).click();
    expect(valueOf('Available')).toBe('1,23,090.50');
  });

  it('toggles from the keyboard and says whether each amount is hidden', async () => {
    await renderWidget(<BalanceBar balance={balance} />);
    await userEvent.tab();
    const hideBalance = page.getByRole('button', { name: 'Hide balance' });
    await expect.element(hideBalance).toHaveFocus();
    await expect.element(hideBalance).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect.element(hideBalance).toHaveAttribute('aria-pressed', 'true');
    expect(valueOf('Balance')).toBe('••••Hidden');
  });

  it('follows controlled hide flags and starts from default ones', async () => {
    const screen = await renderWidget(
      <BalanceBar balance={balance} hiddenAmounts={{ balance: true, exposure: false }} />,
    );
    await page.getByRole('button', { name: 'Hide balance' }).click();
    expect(valueOf('Balance')).toBe('••••Hidden');
    await screen.rerender(
      <BalanceBar balance={balance} hiddenAmounts={{ balance: false, exposure: false }} />,
    );
    expect(valueOf('Balance')).toBe('1,25,430.50');
    await screen.unmount();
    await renderWidget(
      <BalanceBar balance={balance} defaultHiddenAmounts={{ balance: false, exposure: true }} />,
    );
    expect(valueOf('Exposure')).toBe('••••Hidden');
  });

  it('abbreviates in the compact layout, keeping the full amount in the tooltip', async () => {
    await renderWidget(<BalanceBar balance={balance} layout="compact" />);
    await expect.element(page.getByText('1.25L')).toHaveAttribute('title', '1,25,430.50');
  });

  it('shows every amount to the paisa in the columns layout, three side by side within a phone', async () => {
    // A phone's strip: 390 px less the page's margins.
    await renderWidget(
      <div style={{ width: 358 }}>
        <BalanceBar balance={{ balance: toMinor(10000000.05), exposure: toMinor(12.5) }} layout="columns" />
      </div>,
    );
    await expect.element(page.getByRole('definition').first()).toBeVisible();
    expect(valueOf('Balance')).toBe('1,00,00,000.05');
    expect(valueOf('Exposure')).toBe('12.50');
    expect(valueOf('Available')).toBe('99,99,987.55');
    // Three columns: the labels in one row, the amounts in the next, all within the strip.
    const topsOf = (elements: Element[]) =>
      new Set(elements.map((element) => element.getBoundingClientRect().top));
    expect(topsOf(page.getByRole('term').elements()).size).toBe(1);
    expect(topsOf(page.getByRole('definition').elements()).size).toBe(1);
    const bar = page.getByRole('definition').first().element().closest('[data-layout]');
    for (const amount of page.getByRole('definition').elements()) {
      const box = amount.getBoundingClientRect();
      const outer = bar?.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(outer?.left ?? Infinity);
      expect(box.right).toBeLessThanOrEqual(outer?.right ?? -Infinity);
    }
    await page.getByRole('button', { name: 'Hide balance' }).click();
    expect(valueOf('Balance')).toBe('••••Hidden');
  });

  it('announces loading and shows a failure with a retry', async () => {
    const onRetry = vi.fn();
    const screen = await renderWidget(<BalanceBar balance={balance} status="loading" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Please wait');
    await expect.element(page.getByRole('button', { name: 'Hide balance' })).toBeDisabled();
    await screen.rerender(
      <BalanceBar balance={balance} status="error" errorMessage="Offline" onRetry={onRetry} />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Offline');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <BalanceBar balance={balance} defaultHiddenAmounts={{ balance: true, exposure: false }} />
        <BalanceBar balance={balance} layout="compact" />
        <BalanceBar balance={balance} layout="columns" />
        <BalanceBar balance={balance} status="error" onRetry={() => {}} />
      </>,
    );
  });
});
