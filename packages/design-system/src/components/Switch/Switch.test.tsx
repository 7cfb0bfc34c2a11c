import { brandNames } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('turns on and off by click on the switch or its label', async () => {
    const onCheckedChange = vi.fn();
    await renderThemed(<Switch label="Sounds" onCheckedChange={onCheckedChange} />);
    const toggle = page.getByRole('switch', { name: 'Sounds' });
    await toggle.click();
    await expect.element(toggle).toBeChecked();
    await expect.element(toggle).toHaveAttribute('data-state', 'checked');
    await page.getByText('Sounds').click();
    await expect.element(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space from the keyboard', async () => {
    await renderThemed(<Switch label="Sounds" />);
    await userEvent.tab();
    const toggle = page.getByRole('switch', { name: 'Sounds' });
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(toggle).not.toBeChecked();
  });

  it('moves the thumb to the far end when on', async () => {
    await renderThemed(<Switch label="Sounds" defaultChecked />);
    const thumb = page.getByRole('switch').element().firstElementChild as HTMLElement;
    const track = page.getByRole('switch').element().getBoundingClientRect();
    expect(track.right - thumb.getBoundingClientRect().right).toBeLessThanOrEqual(4);
  });

  it('does nothing when disabled', async () => {
    const onCheckedChange = vi.fn();
    await renderThemed(<Switch label="Sounds" disabled onCheckedChange={onCheckedChange} />);
    const toggle = page.getByRole('switch', { name: 'Sounds' });
    await expect.element(toggle).toBeDisabled();
    await toggle.click({ force: true });
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('is described by its description and can put its label first', async () => {
    await renderThemed(
      <Switch label="Sounds" description="Beep when a bet is matched" labelPosition="start" />,
    );
    const toggle = page.getByRole('switch', { name: 'Sounds' });
    await expect.element(toggle).toHaveAccessibleDescription('Beep when a bet is matched');
    const label = page.getByText('Sounds').element().getBoundingClientRect();
    expect(label.left).toBeLessThan(toggle.element().getBoundingClientRect().left);
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <Switch label="Off" description="With a description" />
            <Switch label="On" defaultChecked />
            <Switch label="Locked" disabled defaultChecked />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
