import { brandNames } from '@exchange/domain';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SearchIcon } from '../../icons/icons.tsx';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label and described by its hint', async () => {
    await renderThemed(<TextField label="Username" hint="Letters and digits only" />);
    const input = page.getByRole('textbox', { name: 'Username' });
    await expect.element(input).toHaveAccessibleDescription('Letters and digits only');
    await expect.element(input).not.toBeInvalid();
  });

  it('shows the error instead of the hint and marks the input invalid', async () => {
    await renderThemed(<TextField label="Username" hint="Letters and digits only" error="Already taken" />);
    const input = page.getByRole('textbox', { name: 'Username' });
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Already taken');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Already taken');
    await expect.element(page.getByText('Letters and digits only')).not.toBeInTheDocument();
  });

  it('keeps a caller-given description alongside its own', async () => {
    await renderThemed(
      <>
        <p id="rules">Shown to your agent</p>
        <TextField label="Username" hint="Letters only" aria-describedby="rules" />
      </>,
    );
    await expect
      .element(page.getByRole('textbox', { name: 'Username' }))
      .toHaveAccessibleDescription('Letters only Shown to your agent');
  });

  it('passes native input props through (maxLength, autoComplete, placeholder, onChange, required)', async () => {
    const onChange = vi.fn();
    await renderThemed(
      <TextField
        label="Code"
        maxLength={4}
        autoComplete="one-time-code"
        placeholder="4 digits"
        name="code"
        required
        onChange={onChange}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, '123456');
    await expect.element(input).toHaveValue('1234');
    await expect.element(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect.element(input).toHaveAttribute('placeholder', '4 digits');
    await expect.element(input).toHaveAttribute('name', 'code');
    await expect.element(input).toBeRequired();
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('forwards its ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderThemed(<TextField ref={ref} label="Username" />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    ref.current?.focus();
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('starts the text after a leading adornment so the two never overlap', async () => {
    await renderThemed(
      <TextField label="Search" type="search" leadingAdornment={<SearchIcon data-testid="icon" />} />,
    );
    const input = page.getByRole('searchbox', { name: 'Search' }).element() as HTMLInputElement;
    const icon = page.getByTestId('icon').element().getBoundingClientRect();
    const textStart = input.getBoundingClientRect().left + parseFloat(getComputedStyle(input).paddingLeft);
    expect(icon.left).toBeGreaterThan(input.getBoundingClientRect().left);
    expect(icon.right).toBeLessThanOrEqual(textStart);
  });

  it('can hide its label from sight but not from screen readers', async () => {
    await renderThemed(<TextField label="Search By Client Name" hideLabel type="search" />);
    await expect.element(page.getByRole('searchbox', { name: 'Search By Client Name' })).toBeVisible();
    // Clipped to a 1 px box: present for assistive technology, nothing to see.
    const label = page.getByText('Search By Client Name').element().getBoundingClientRect();
    expect(label.width * label.height).toBeLessThanOrEqual(1);
  });

  it('is reached and typed into by keyboard alone', async () => {
    await renderThemed(<TextField label="Username" />);
    await userEvent.tab();
    const input = page.getByRole('textbox', { name: 'Username' });
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('ravi');
    await expect.element(input).toHaveValue('ravi');
  });

  it('cannot be typed into when disabled', async () => {
    await renderThemed(<TextField label="Username" disabled />);
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <TextField label="Username" hint="Letters only" defaultValue="ravi" />
            <TextField label="Stake" error="Required" />
            <TextField label="Search" type="search" leadingAdornment={<SearchIcon />} placeholder="Team" />
            <TextField label="Locked" disabled defaultValue="fixed" />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
