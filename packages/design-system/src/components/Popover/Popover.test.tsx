import { brandNames } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Popover } from './Popover.tsx';

function Example({
  onOpenChange,
  showClose = false,
}: {
  onOpenChange?: (open: boolean) => void;
  showClose?: boolean;
}) {
  return (
    <>
      <Popover.Root {...(onOpenChange && { onOpenChange })}>
        <Popover.Trigger asChild>
          <Button>Odds format</Button>
        </Popover.Trigger>
        <Popover.Content title="Odds format" showClose={showClose}>
          <Popover.Close asChild>
            <Button variant="soft">Decimal</Button>
          </Popover.Close>
          <Popover.Close asChild>
            <Button variant="soft">Fractional</Button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Root>
      <Button>Elsewhere</Button>
    </>
  );
}

describe('Popover', () => {
  it('opens named by its title with focus inside, and a Popover.Close closes it', async () => {
    const onOpenChange = vi.fn();
    await renderThemed(<Example onOpenChange={onOpenChange} />);
    await page.getByRole('button', { name: 'Odds format' }).click();
    const popover = page.getByRole('dialog', { name: 'Odds format' });
    await expect.element(popover).toBeVisible();
    await expect.element(popover.getByRole('button', { name: 'Decimal' })).toHaveFocus();
    await popover.getByRole('button', { name: 'Fractional' }).click();
    await expect.element(popover).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    await renderThemed(<Example />);
    const trigger = page.getByRole('button', { name: 'Odds format' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Decimal' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    await renderThemed(<Example />);
    await page.getByRole('button', { name: 'Odds format' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a close button when asked, and renders in the theme', async () => {
    await renderThemed(<Example showClose />, { brand: 'lotus' });
    await page.getByRole('button', { name: 'Odds format' }).click();
    const popover = page.getByRole('dialog', { name: 'Odds format' });
    expect(popover.element().closest('[data-brand="lotus"]')).not.toBeNull();
    await popover.getByRole('button', { name: 'Close' }).click();
    await expect.element(popover).not.toBeInTheDocument();
  });

  it('shows above a dialog it was opened from', async () => {
    await renderThemed(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Settings">
          <Example />
        </Dialog.Content>
      </Dialog.Root>,
    );
    await page.getByRole('button', { name: 'Odds format' }).click();
    const popover = page.getByRole('dialog', { name: 'Odds format' });
    await expect.element(popover).toBeVisible();
    const box = popover.element().getBoundingClientRect();
    const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(popover.element().contains(topmost)).toBe(true);
  });

  it('has no axe violations when open, in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(<Example showClose />, { brand, mode });
        await page.getByRole('button', { name: 'Odds format' }).click();
        await expect.element(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
