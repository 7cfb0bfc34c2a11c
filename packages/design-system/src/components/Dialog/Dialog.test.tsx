import { brandNames } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root {...(onOpenChange && { onOpenChange })}>
      <Dialog.Trigger asChild>
        <Button>Edit stake</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Edit stake" description="Changes apply to open orders only.">
        <label>
          Stake <input />
        </label>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named and described, and closes with the close button', async () => {
    const onOpenChange = vi.fn();
    await renderThemed(<Example onOpenChange={onOpenChange} />);
    await page.getByRole('button', { name: 'Edit stake' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit stake' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('Changes apply to open orders only.');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('traps focus, closes on Escape and returns focus to the trigger', async () => {
    await renderThemed(<Example />);
    const trigger = page.getByRole('button', { name: 'Edit stake' });
    await userEvent.tab();
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('textbox', { name: 'Stake' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('renders its content inside the theme and over the backdrop', async () => {
    await renderThemed(<Example />, { brand: 'royal' });
    await page.getByRole('button', { name: 'Edit stake' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit stake' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().closest('[data-brand="royal"]')).not.toBeNull();
  });

  it('has no axe violations when open, in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(<Example />, { brand, mode });
        await page.getByRole('button', { name: 'Edit stake' }).click();
        await expect.element(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
