import { brandNames } from '@exchange/domain';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Select, type SelectOption } from './Select.tsx';

const logTypes: SelectOption[] = [
  { value: 'login', label: 'Login' },
  { value: 'bet', label: 'Bet placed' },
  { value: 'settle', label: 'Settlement', disabled: true },
  { value: 'deposit', label: 'Deposit' },
];

const trigger = (name = 'Log type') => page.getByRole('combobox', { name });
const option = (name: string) => page.getByRole('option', { name, exact: true });

describe('Select', () => {
  it('shows the placeholder while nothing is chosen and lists it as a disabled option', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <Select label="Log type" placeholder="Select Type" options={logTypes} onValueChange={onValueChange} />,
    );
    await expect.element(trigger()).toHaveTextContent('Select Type');
    await trigger().click();
    await expect.element(page.getByRole('listbox', { name: 'Log type' })).toBeVisible();
    await expect.element(option('Select Type')).toHaveAttribute('aria-disabled', 'true');
    // Forced: Playwright refuses to click a disabled option, and the point is that nothing happens.
    await option('Select Type').click({ force: true });
    expect(onValueChange).not.toHaveBeenCalled();
    await option('Bet placed').click();
    expect(onValueChange).toHaveBeenCalledWith('bet');
    await expect.element(trigger()).toHaveTextContent('Bet placed');
  });

  it('has no placeholder option unless one is asked for', async () => {
    await renderThemed(<Select label="Log type" options={logTypes} defaultValue="login" />);
    await trigger().click();
    await expect.element(option('Login')).toBeVisible();
    expect(page.getByRole('option').all()).toHaveLength(logTypes.length);
  });

  it('never chooses a disabled option', async () => {
    const onValueChange = vi.fn();
    await renderThemed(<Select label="Log type" options={logTypes} onValueChange={onValueChange} />);
    await trigger().click();
    await expect.element(option('Settlement')).toHaveAttribute('aria-disabled', 'true');
    await option('Settlement').click({ force: true });
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('works by keyboard: Enter opens, arrows move past disabled rows, Enter chooses', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <Select label="Log type" placeholder="Select Type" options={logTypes} onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The disabled placeholder is skipped: the first choosable option gets focus.
    await expect.element(option('Login')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(option('Bet placed')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(option('Deposit')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(option('Bet placed')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('bet');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    await expect.element(trigger()).toHaveTextContent('Bet placed');
  });

  it('opens with Space and ArrowDown too, and Escape closes without choosing', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <Select label="Log type" options={logTypes} defaultValue="deposit" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    // Opens on the chosen option.
    await expect.element(option('Deposit')).toHaveFocus();
    await expect.element(option('Deposit')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(trigger()).toHaveTextContent('Deposit');
  });

  it('works controlled: shows the parent value, can be reset to the placeholder', async () => {
    function Controlled() {
      const [value, setValue] = useState('login');
      return (
        <>
          <Select
            label="Log type"
            placeholder="Select Type"
            options={logTypes}
            value={value}
            onValueChange={setValue}
          />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    await renderThemed(<Controlled />);
    await expect.element(trigger()).toHaveTextContent('Login');
    await trigger().click();
    await option('Deposit').click();
    await expect.element(trigger()).toHaveTextContent('Deposit');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.element(trigger()).toHaveTextContent('Select Type');
  });

  it('stays on the parent value when the parent does not accept the change', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <Select label="Log type" options={logTypes} value="login" onValueChange={onValueChange} />,
    );
    await trigger().click();
    await option('Deposit').click();
    expect(onValueChange).toHaveBeenCalledWith('deposit');
    await expect.element(trigger()).toHaveTextContent('Login');
  });

  it('is described by its hint, and by its error when invalid', async () => {
    await renderThemed(
      <>
        <Select label="Log type" hint="Filters the report" options={logTypes} />
        <Select label="Report type" error="Choose a report type" required options={logTypes} />
      </>,
    );
    await expect.element(trigger()).toHaveAccessibleDescription('Filters the report');
    const report = trigger('Report type');
    await expect.element(report).toHaveAttribute('aria-invalid', 'true');
    await expect.element(report).toHaveAttribute('aria-required', 'true');
    await expect.element(report).toHaveAccessibleDescription('Choose a report type');
  });

  it('renders its list in a portal that carries the brand theme', async () => {
    const screen = await renderThemed(<Select label="Log type" options={logTypes} defaultOpen />, {
      brand: 'royal',
      mode: 'dark',
    });
    const listbox = page.getByRole('listbox', { name: 'Log type' });
    await expect.element(listbox).toBeVisible();
    expect(screen.container.contains(listbox.element())).toBe(false);
    const themed = listbox.element().closest('[data-brand]');
    expect(themed?.getAttribute('data-brand')).toBe('royal');
    expect(themed?.getAttribute('data-mode')).toBe('dark');
    // The brand's tokens reach it: the list is drawn on the dark surface, not the browser's white.
    expect(getComputedStyle(listbox.element()).backgroundColor).not.toBe('rgb(255, 255, 255)');
  });

  it('forwards its ref to the trigger and passes button props through', async () => {
    const ref = createRef<HTMLButtonElement>();
    await renderThemed(<Select ref={ref} label="Log type" options={logTypes} data-testid="log-type" />);
    expect(ref.current).toBe(trigger().element());
    expect(trigger().element().getAttribute('data-testid')).toBe('log-type');
  });

  it('cannot be opened when disabled', async () => {
    await renderThemed(<Select label="Log type" options={logTypes} disabled />);
    await expect.element(trigger()).toBeDisabled();
  });

  it('has no axe violations, closed or open, in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const closed = await renderThemed(
          <>
            <Select label="Report type" placeholder="Select Type" options={logTypes} hint="Pick one" />
            <Select label="Log type" options={logTypes} defaultValue="bet" error="Not allowed" />
            <Select label="Locked" options={logTypes} defaultValue="bet" disabled />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await closed.unmount();

        const open = await renderThemed(
          <Select
            label="Report type"
            placeholder="Select Type"
            options={logTypes}
            defaultValue="bet"
            defaultOpen
          />,
          { brand, mode },
        );
        await expect.element(page.getByRole('listbox')).toBeVisible();
        await expectNoAxeViolations();
        await open.unmount();
      }
    }
  });

  it('takes the trigger out of the tab order only while the list is open', async () => {
    const ref = createRef<HTMLButtonElement>();
    await renderThemed(<Select ref={ref} label="Log type" options={logTypes} />);
    await trigger().click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    // Hidden from the accessibility tree while open, so reached through the ref.
    expect(ref.current?.tabIndex).toBe(-1);
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger()).toHaveFocus();
    await expect.element(trigger()).not.toHaveAttribute('tabindex');
  });
});
