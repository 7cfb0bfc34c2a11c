import { brandNames } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Spinner } from './Spinner.tsx';

/** The declarations that apply to `element` only under prefers-reduced-motion. */
function reducedMotionDeclarations(element: Element): [string, string][] {
  const found: [string, string][] = [];
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) {
        continue;
      }
      for (const inner of rule.cssRules) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          for (const property of inner.style) found.push([property, inner.style.getPropertyValue(property)]);
        }
      }
    }
  }
  return found;
}

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
    await renderThemed(<Spinner />);
    const ring = page.getByRole('status').element().querySelector('[aria-hidden="true"]');
    expect(ring).not.toBeNull();
    // The test setup zeroes every animation for stable pixels, so read the rule the media query applies.
    expect(reducedMotionDeclarations(ring as Element)).toContainEqual(['animation-duration', '3s']);
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(<Spinner size="large" />, { brand, mode });
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
