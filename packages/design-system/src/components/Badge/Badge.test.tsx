import { brandNames } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Badge } from './Badge.tsx';
import { badgeTones, badgeVariants } from './Badge.css.ts';

describe('Badge', () => {
  it('shows its label, with the dot hidden from assistive technology', async () => {
    await renderThemed(
      <Badge tone="positive" pulse>
        In-Play
      </Badge>,
    );
    const badge = page.getByText('In-Play');
    await expect.element(badge).toHaveTextContent(/^In-Play$/);
    const dot = badge.element().querySelector('[aria-hidden="true"]');
    expect(dot).not.toBeNull();
  });

  it('does not pulse under prefers-reduced-motion', async () => {
    // The browser in these tests runs with reduced motion, as a player who asked for it would.
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await renderThemed(<Badge pulse>In-Play</Badge>);
    const dot = page.getByText('In-Play').element().querySelector('[data-pulse]');
    expect(dot).not.toBeNull();
    // The pulse is the dot's ring (its ::after).
    expect(getComputedStyle(dot as Element, '::after').animationName).toBe('none');
  });

  it('gives each tone its own colours', async () => {
    await renderThemed(
      <>
        <Badge tone="positive">Won</Badge>
        <Badge tone="critical">Lost</Badge>
      </>,
    );
    const won = getComputedStyle(page.getByText('Won').element()).backgroundColor;
    const lost = getComputedStyle(page.getByText('Lost').element()).backgroundColor;
    expect(won).not.toBe(lost);
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            {badgeTones.flatMap((tone) =>
              badgeVariants.map((variant) => (
                <Badge key={`${tone}-${variant}`} tone={tone} variant={variant} dot>
                  {`${tone} ${variant}`}
                </Badge>
              )),
            )}
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
