import { brandNames } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows a title heading, a description and a decorative icon', async () => {
    await renderThemed(<EmptyState title="No open bets" description="Place a bet to see it here." />);
    await expect.element(page.getByRole('heading', { level: 2, name: 'No open bets' })).toBeVisible();
    await expect.element(page.getByText('Place a bet to see it here.')).toBeVisible();
    const icon = document.querySelector('svg');
    expect(icon?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('offers its action by keyboard', async () => {
    const onClear = vi.fn();
    await renderThemed(
      <EmptyState title="No Result Found" titleAs="h3">
        <Button onClick={onClear}>Clear filters</Button>
      </EmptyState>,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'No Result Found' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('can be a plain paragraph where a heading would break the outline', async () => {
    await renderThemed(<EmptyState title="No data available in table" titleAs="p" icon={null} />);
    await expect.element(page.getByText('No data available in table')).toBeVisible();
    expect(page.getByRole('heading').elements()).toHaveLength(0);
    expect(document.querySelector('svg')).toBeNull();
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <EmptyState title="No open bets" description="Place a bet to see it here.">
            <Button>Browse markets</Button>
          </EmptyState>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
