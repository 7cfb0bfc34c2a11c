import { brandNames } from '@exchange/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Checkbox } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { selectAllState, toggleAll } from './selectAll.ts';

const privileges = [
  { value: 'dashboard', label: 'DashBoard' },
  { value: 'market-analysis', label: 'Market Analysis' },
  { value: 'user-list', label: 'User List' },
  { value: 'insert-user', label: 'Insert User' },
];

describe('Checkbox', () => {
  it('toggles by click on the box or its label', async () => {
    const onCheckedChange = vi.fn();
    await renderThemed(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const checkbox = page.getByRole('checkbox', { name: 'Remember me' });
    await checkbox.click();
    await expect.element(checkbox).toBeChecked();
    await page.getByText('Remember me').click();
    await expect.element(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space, not Enter', async () => {
    await renderThemed(<Checkbox label="Remember me" />);
    const checkbox = page.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect.element(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect.element(checkbox).toBeChecked();
  });

  it('shows an indeterminate state as mixed, with a dash', async () => {
    await renderThemed(<Checkbox label="Select all" checked="indeterminate" />);
    const checkbox = page.getByRole('checkbox', { name: 'Select all' });
    await expect.element(checkbox).toBePartiallyChecked();
    await expect.element(checkbox).toHaveAttribute('data-state', 'indeterminate');
    const icons = checkbox.element().querySelectorAll('svg');
    expect([...icons].map((icon) => getComputedStyle(icon).display)).toEqual(['none', 'block']);
  });

  it('does nothing when disabled', async () => {
    const onCheckedChange = vi.fn();
    await renderThemed(<Checkbox label="Unavailable" disabled onCheckedChange={onCheckedChange} />);
    const checkbox = page.getByRole('checkbox', { name: 'Unavailable' });
    await expect.element(checkbox).toBeDisabled();
    await checkbox.click({ force: true });
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('is described by its description and can hide its label from sight only', async () => {
    await renderThemed(<Checkbox label="Select row" hideLabel description="India v Australia" />);
    const checkbox = page.getByRole('checkbox', { name: 'Select row' });
    await expect.element(checkbox).toHaveAccessibleDescription('India v Australia');
    // Visually hidden: a 1 px clipped box, still in the accessibility tree.
    expect(
      page.getByText('Select row').element().parentElement?.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  });
});

describe('CheckboxGroup', () => {
  it('checks all from "Select all", shows partial selection, and unchecks all when all are checked', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <CheckboxGroup
        label="Privileges"
        selectAllLabel="Select all"
        options={privileges}
        onValueChange={onValueChange}
      />,
    );
    const all = page.getByRole('checkbox', { name: 'Select all' });
    await expect.element(all).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'User List' }).click();
    await expect.element(all).toBePartiallyChecked();
    await all.click();
    await expect.element(all).toBeChecked();
    for (const option of privileges) {
      await expect.element(page.getByRole('checkbox', { name: option.label })).toBeChecked();
    }
    await all.click();
    await expect.element(all).not.toBeChecked();
    for (const option of privileges) {
      await expect.element(page.getByRole('checkbox', { name: option.label })).not.toBeChecked();
    }
    expect(onValueChange.mock.calls).toEqual([
      [['user-list']],
      [['dashboard', 'market-analysis', 'user-list', 'insert-user']],
      [[]],
    ]);
  });

  it('becomes checked when the last child is checked by hand', async () => {
    await renderThemed(
      <CheckboxGroup
        label="Privileges"
        selectAllLabel="Select all"
        options={privileges}
        defaultValue={['dashboard', 'market-analysis', 'user-list']}
      />,
    );
    await page.getByRole('checkbox', { name: 'Insert User' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  });

  it('works by keyboard', async () => {
    await renderThemed(<CheckboxGroup label="Privileges" selectAllLabel="Select all" options={privileges} />);
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('checkbox', { name: 'DashBoard' })).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('follows a controlled value and submits checked values under its name', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(['dashboard']);
      return (
        <form aria-label="Role">
          <CheckboxGroup
            label="Privileges"
            options={privileges}
            value={value}
            onValueChange={setValue}
            name="privileges"
          />
          <button type="button" onClick={() => setValue([])}>
            Clear
          </button>
        </form>
      );
    }
    await renderThemed(<Controlled />);
    await page.getByRole('checkbox', { name: 'Insert User' }).click();
    const form = page.getByRole('form', { name: 'Role' }).element() as HTMLFormElement;
    await expect.poll(() => new FormData(form).getAll('privileges')).toEqual(['dashboard', 'insert-user']);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'DashBoard' })).not.toBeChecked();
  });

  it('leaves disabled options alone when selecting all', async () => {
    expect(toggleAll([{ value: 'a' }, { value: 'b', disabled: true }, { value: 'c' }], [])).toEqual([
      'a',
      'c',
    ]);
    expect(toggleAll([{ value: 'a' }, { value: 'b', disabled: true }], ['a', 'b'])).toEqual(['b']);
    expect(selectAllState([{ value: 'a' }, { value: 'b' }], ['b'])).toBe('indeterminate');
    expect(selectAllState([{ value: 'a' }, { value: 'b' }], [])).toBe(false);
    expect(selectAllState([{ value: 'a' }, { value: 'b' }], ['a', 'b'])).toBe(true);
  });

  it('announces an error on the group', async () => {
    await renderThemed(<CheckboxGroup label="Privileges" options={privileges} error="Choose at least one" />);
    await expect
      .element(page.getByRole('group', { name: 'Privileges' }))
      .toHaveAccessibleDescription('Choose at least one');
    await expect
      .element(page.getByRole('checkbox', { name: 'DashBoard' }))
      .toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <CheckboxGroup
              label="Privileges"
              selectAllLabel="Select all"
              options={[...privileges, { value: 'audit', label: 'Audit log', disabled: true }]}
              defaultValue={['dashboard']}
              hint="What this role may open"
            />
            <Checkbox label="Checked" defaultChecked description="With a description" />
            <Checkbox label="Disabled" disabled defaultChecked />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
