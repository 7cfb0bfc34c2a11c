import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces "Please wait" as a status and shows it', async () => {
    await renderThemed(<Spinner />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Please wait');
    await expect.element(page.getByText('Please wait')).toBeVisible();
  });

  it('takes another label, which can be hidden from sight but not from screen readers', async () => {
    await renderThemed(<Spinner label="Loading statement" hideLabel />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading statement');
    const label = page.getByText('Loading statement').element();
    expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('turns slowly under prefers-reduced-motion', async () => {
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await renderThemed(<Spinner />);
    const ring = page.getByRole('status').element().querySelector('[aria-hidden="true"]');
    expect(ring).not.toBeNull();
    expect(getComputedStyle(ring as Element).animationDuration).toBe('3s');
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of ['default', 'royal', 'lotus'] as const) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(<Spinner size="large" />, { brand, mode });
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
