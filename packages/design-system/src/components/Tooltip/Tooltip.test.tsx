import { brandNames } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TooltipProvider } from './Tooltip.tsx';

const text = 'Settle your bet now at the current price';

function Example() {
  return (
    <div style={{ padding: 64 }}>
      <Button>Before</Button>
      <Tooltip content={text}>
        <Button variant="outline">Cash out</Button>
      </Tooltip>
    </div>
  );
}

describe('Tooltip', () => {
  it('shows on hover as the trigger description and hides when the pointer leaves', async () => {
    await renderThemed(<Example />);
    const trigger = page.getByRole('button', { name: 'Cash out' });
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    await trigger.hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(text);
    await expect.element(trigger).toHaveAccessibleDescription(text);
    // Two moves, as a real pointer makes: Radix keeps the tooltip open along the path from trigger to
    // tooltip and only closes once a later move lands outside it.
    const elsewhere = page.getByRole('button', { name: 'Before' });
    await elsewhere.hover();
    await elsewhere.hover({ position: { x: 4, y: 4 } });
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    await renderThemed(<Example />);
    await userEvent.tab();
    await userEvent.tab();
    const trigger = page.getByRole('button', { name: 'Cash out' });
    await expect.element(trigger).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(text);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('works inside a shared provider and renders in the theme', async () => {
    await renderThemed(
      <TooltipProvider>
        <Tooltip content="Back this runner" defaultOpen>
          <Button>Back</Button>
        </Tooltip>
      </TooltipProvider>,
      { brand: 'royal' },
    );
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Back this runner');
    const visible = page.getByText('Back this runner').first().element();
    expect(visible.closest('[data-brand="royal"]')).not.toBeNull();
  });

  it('has no axe violations when open, in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <Tooltip content={text} defaultOpen>
            <Button variant="outline">Cash out</Button>
          </Tooltip>,
          { brand, mode },
        );
        await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
