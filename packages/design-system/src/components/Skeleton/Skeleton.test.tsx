import { brandNames } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('announces loading once and hides the placeholders from assistive technology', async () => {
    await renderThemed(
      <Skeleton.Group>
        <Skeleton.Text lines={3} data-testid="text" />
        <Skeleton.Rect data-testid="rect" />
        <Skeleton.Circle data-testid="circle" />
      </Skeleton.Group>,
    );
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent(/^Loading$/);
    await expect.element(status).toHaveAttribute('aria-busy', 'true');
    for (const id of ['text', 'rect', 'circle']) {
      await expect.element(page.getByTestId(id)).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('draws the lines asked for, the last of several shorter', async () => {
    await renderThemed(<Skeleton.Text lines={3} width={300} data-testid="text" />);
    const lines = [...page.getByTestId('text').element().children];
    expect(lines).toHaveLength(3);
    const widths = lines.map((line) => line.getBoundingClientRect().width);
    expect(widths[0]).toBe(300);
    expect(widths[2]).toBeLessThan(300);
  });

  it('sizes circles and blocks', async () => {
    await renderThemed(
      <>
        <Skeleton.Circle size={48} data-testid="circle" />
        <Skeleton.Rect width={120} height={44} data-testid="rect" />
      </>,
    );
    const circle = page.getByTestId('circle').element().getBoundingClientRect();
    const rect = page.getByTestId('rect').element().getBoundingClientRect();
    expect([circle.width, circle.height]).toEqual([48, 48]);
    expect([rect.width, rect.height]).toEqual([120, 44]);
  });

  it('does not shimmer under prefers-reduced-motion', async () => {
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await renderThemed(<Skeleton.Rect data-testid="rect" />);
    expect(getComputedStyle(page.getByTestId('rect').element()).animationName).toBe('none');
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <Skeleton.Group label="Loading markets">
            <Skeleton.Text lines={2} />
            <Skeleton.Circle />
          </Skeleton.Group>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
