import { brandNames } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Amount } from './Amount.tsx';

const colourOf = (element: Element) => getComputedStyle(element).color;

describe('Amount', () => {
  it('shows profit with a plus sign and loss with a minus sign, in different colours', async () => {
    await renderThemed(
      <p>
        Balance <Amount value={2500} /> and <Amount value={-150000} /> and <Amount value={0} />
      </p>,
    );
    const profit = page.getByText('+2,500.00');
    const loss = page.getByText('-1,50,000.00');
    const zero = page.getByText('0.00', { exact: true });
    await expect.element(profit).toBeVisible();
    await expect.element(loss).toBeVisible();
    const text = colourOf(page.getByText('Balance').element());
    expect(colourOf(profit.element())).not.toBe(text);
    expect(colourOf(loss.element())).not.toBe(text);
    expect(colourOf(profit.element())).not.toBe(colourOf(loss.element()));
    // "Green if above 0, else red": zero reads as loss.
    expect(colourOf(zero.element())).toBe(colourOf(loss.element()));
  });

  it('keeps the surrounding colour and drops the plus sign with tone none', async () => {
    await renderThemed(
      <p>
        Stake <Amount value={2500} tone="none" />
      </p>,
    );
    const amount = page.getByText('2,500.00');
    await expect.element(amount).toBeVisible();
    expect(colourOf(amount.element())).toBe(colourOf(page.getByText('Stake').element()));
  });

  it('abbreviates in short form and keeps the full amount in the tooltip', async () => {
    await renderThemed(<Amount value={25000000} short />);
    await expect.element(page.getByText('+2.50Cr')).toHaveAttribute('title', '+2,50,00,000.00');
  });

  it('uses tabular figures so columns do not jitter', async () => {
    await renderThemed(<Amount value={1111.11} />);
    expect(getComputedStyle(page.getByText('+1,111.11').element()).fontVariantNumeric).toBe('tabular-nums');
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <p>
            <Amount value={2500} /> <Amount value={-2500} /> <Amount value={0} short />
          </p>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
