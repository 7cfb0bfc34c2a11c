import { brandNames } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Tabs, type TabsRootProps } from './Tabs.tsx';

function BetTabs(props: Partial<TabsRootProps>) {
  return (
    <Tabs.Root defaultValue="open" {...props}>
      <Tabs.List aria-label="My bets">
        <Tabs.Trigger value="open">Open bets</Tabs.Trigger>
        <Tabs.Trigger value="settled" disabled>
          Settled
        </Tabs.Trigger>
        <Tabs.Trigger value="statement">Statement</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="open">Open bets panel</Tabs.Content>
      <Tabs.Content value="settled">Settled panel</Tabs.Content>
      <Tabs.Content value="statement">Statement panel</Tabs.Content>
    </Tabs.Root>
  );
}

const tab = (name: string) => page.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the panel of the chosen tab', async () => {
    const onValueChange = vi.fn();
    await renderThemed(<BetTabs onValueChange={onValueChange} />);
    await expect.element(page.getByRole('tablist', { name: 'My bets' })).toBeVisible();
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Open bets panel');
    await tab('Statement').click();
    await expect.element(tab('Statement')).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByRole('tabpanel', { name: 'Statement' }))
      .toHaveTextContent('Statement panel');
    expect(onValueChange).toHaveBeenCalledWith('statement');
  });

  it('moves between tabs with arrow keys, skipping the disabled tab and wrapping', async () => {
    await renderThemed(<BetTabs />);
    await userEvent.tab();
    await expect.element(tab('Open bets')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Statement')).toHaveFocus();
    await expect.element(tab('Statement')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Open bets')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Statement')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('Open bets')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect.element(page.getByRole('tabpanel', { name: 'Open bets' })).toHaveFocus();
  });

  it('never selects a disabled tab', async () => {
    await renderThemed(<BetTabs />);
    await expect.element(tab('Settled')).toBeDisabled();
    await tab('Settled').click({ force: true });
    await expect.element(tab('Settled')).toHaveAttribute('aria-selected', 'false');
  });

  it('marks the variant and styles the active tab differently from the rest', async () => {
    for (const variant of ['underline', 'pill'] as const) {
      const screen = await renderThemed(<BetTabs variant={variant} />);
      const active = getComputedStyle(tab('Open bets').element());
      const idle = getComputedStyle(tab('Statement').element());
      const look = (style: CSSStyleDeclaration) => [
        style.color,
        style.backgroundColor,
        style.borderBottomColor,
      ];
      expect(look(active)).not.toEqual(look(idle));
      await screen.unmount();
    }
  });

  it('scrolls a long list sideways instead of wrapping, with a preselected tab in view', async () => {
    const names = Array.from({ length: 18 }, (_, index) => `Category ${index + 1}`);
    await renderThemed(
      <div style={{ width: 320 }}>
        <Tabs.Root defaultValue="category-16" variant="pill">
          <Tabs.List aria-label="Game categories">
            {names.map((name, index) => (
              <Tabs.Trigger key={name} value={`category-${index + 1}`}>
                {name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      </div>,
    );
    const list = page.getByRole('tablist').element();
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const tops = new Set(
      page
        .getByRole('tab')
        .all()
        .map((locator) => locator.element().getBoundingClientRect().top),
    );
    expect(tops.size).toBe(1);
    const bounds = list.getBoundingClientRect();
    const active = tab('Category 16').element().getBoundingClientRect();
    expect(active.left).toBeGreaterThanOrEqual(bounds.left);
    expect(active.right).toBeLessThanOrEqual(bounds.right);
  });

  it('marks the ends that have tabs out of sight, for the fade that hints at scrolling', async () => {
    await renderThemed(
      <div style={{ width: 320 }}>
        <Tabs.Root defaultValue="category-1">
          <Tabs.List aria-label="Game categories">
            {Array.from({ length: 18 }, (_, index) => (
              <Tabs.Trigger key={index} value={`category-${index + 1}`}>
                {`Category ${index + 1}`}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      </div>,
    );
    const list = page.getByRole('tablist');
    await expect.element(list).toHaveAttribute('data-overflow-end');
    await expect.element(list).not.toHaveAttribute('data-overflow-start');
    await userEvent.keyboard('{Tab}{End}');
    await expect.element(tab('Category 18')).toHaveFocus();
    await expect.element(list).toHaveAttribute('data-overflow-start');
    await expect.element(list).not.toHaveAttribute('data-overflow-end');
    await expect.poll(() => getComputedStyle(list.element()).maskImage).toContain('linear-gradient');
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <BetTabs />
            <BetTabs variant="pill" defaultValue="statement" />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
