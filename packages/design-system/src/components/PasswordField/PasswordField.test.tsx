import { brandNames } from '@exchange/domain';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    await renderThemed(<PasswordField label="Password" />);
    const input = page.getByLabelText('Password', { exact: true });
    await input.fill('secret1');
    await expect.element(input).toHaveAttribute('type', 'password');

    const show = page.getByRole('button', { name: 'Show password' });
    await expect.element(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(input).toHaveValue('secret1');

    const hide = page.getByRole('button', { name: 'Hide password' });
    await expect.element(hide).toHaveAttribute('aria-pressed', 'true');
    await hide.click();
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(page.getByRole('button', { name: 'Show password' })).toBeVisible();
  });

  it('toggles by keyboard: Tab to the button, Enter and Space', async () => {
    await renderThemed(<PasswordField label="Password" />);
    const input = page.getByLabelText('Password', { exact: true });
    await userEvent.tab();
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('hunter2');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(input).toHaveValue('hunter2');
  });

  it('can be controlled', async () => {
    const onVisibleChange = vi.fn();
    await renderThemed(<PasswordField label="Password" visible={false} onVisibleChange={onVisibleChange} />);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    // The parent did not agree, so it stays hidden.
    await expect
      .element(page.getByLabelText('Password', { exact: true }))
      .toHaveAttribute('type', 'password');
  });

  it('asks browsers for the saved password and passes other input props through', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderThemed(
      <>
        <PasswordField ref={ref} label="Password" name="password" maxLength={6} />
        <PasswordField label="New password" autoComplete="new-password" />
      </>,
    );
    const input = page.getByLabelText('Password', { exact: true });
    await expect.element(input).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(input).toHaveAttribute('name', 'password');
    await userEvent.type(input, '12345678');
    await expect.element(input).toHaveValue('123456');
    await expect
      .element(page.getByLabelText('New password', { exact: true }))
      .toHaveAttribute('autocomplete', 'new-password');
    expect(ref.current).toBe(input.element());
  });

  it('disables the toggle with the input', async () => {
    await renderThemed(<PasswordField label="Password" disabled />);
    await expect.element(page.getByLabelText('Password', { exact: true })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <PasswordField label="Password" defaultValue="secret" hint="At least 8 characters" />
            <PasswordField label="Confirm" defaultVisible defaultValue="secret" error="Does not match" />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
