import { brandNames } from '@exchange/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { DateField } from './DateField.tsx';

describe('DateField', () => {
  it('passes a picked date on as YYYY-MM-DD', async () => {
    const onValueChange = vi.fn();
    await renderThemed(<DateField label="Settlement date" onValueChange={onValueChange} />);
    const input = page.getByLabelText('Settlement date');
    await input.fill('2026-11-15');
    await expect.element(input).toHaveValue('2026-11-15');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-11-15');
  });

  it('rejects a date outside min..max with a message and does not pass it on', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <DateField
        label="From"
        min="2026-11-01"
        max="2026-11-30"
        hint="November only"
        onValueChange={onValueChange}
      />,
    );
    const input = page.getByLabelText('From');
    await input.fill('2026-10-31');
    await expect.element(input).toBeInvalid();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Choose a date from 1 November 2026 to 30 November 2026.');
    await expect.element(input).toHaveValue('2026-10-31');
    expect(onValueChange).not.toHaveBeenCalled();

    await input.fill('2026-11-01');
    await expect.element(input).not.toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('November only');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-11-01');
  });

  it('names the one bound there is, or uses the given message', async () => {
    await renderThemed(
      <>
        <DateField label="Only after" min="2026-11-01" />
        <DateField
          label="Only before"
          max="2026-11-30"
          rangeErrorMessage={({ reason }) => (reason === 'tooLate' ? 'Not after November.' : null)}
        />
      </>,
    );
    await page.getByLabelText('Only after').fill('2026-01-01');
    await expect
      .element(page.getByLabelText('Only after'))
      .toHaveAccessibleDescription('Choose a date on or after 1 November 2026.');
    await page.getByLabelText('Only before').fill('2027-01-01');
    await expect
      .element(page.getByLabelText('Only before'))
      .toHaveAccessibleDescription('Not after November.');
  });

  it('is operated by keyboard: arrows step a part of the date, digits type it', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <>
        <button type="button">Before</button>
        <DateField
          label="Settlement date"
          defaultValue="2026-11-15"
          min="2026-01-01"
          max="2027-12-31"
          onValueChange={onValueChange}
        />
      </>,
    );
    const input = page.getByLabelText('Settlement date');
    await page.getByRole('button', { name: 'Before' }).element().focus();
    // Tab enters the first part of the date; Tab moves on part by part, and the year is third in both
    // month-first and day-first locales.
    await userEvent.keyboard('{Tab}');
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(input).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await expect.element(input).toHaveValue('2027-11-15');
    expect(onValueChange).toHaveBeenLastCalledWith('2027-11-15');

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(input).toHaveValue('2026-11-15');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-11-15');

    // Typing the year digit by digit passes through '0002', '0020', '0202': none of them is judged.
    onValueChange.mockClear();
    await userEvent.keyboard('2028');
    await expect.element(input).toHaveValue('2028-11-15');
    await expect
      .element(input)
      .toHaveAccessibleDescription('Choose a date from 1 January 2026 to 31 December 2027.');
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(onValueChange).not.toHaveBeenCalled();

    await userEvent.keyboard('2027');
    await expect.element(input).toHaveValue('2027-11-15');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2027-11-15');
  });

  it('judges a half-typed year once the user moves on', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <>
        <button type="button">Before</button>
        <DateField
          label="Settlement date"
          defaultValue="2026-11-15"
          min="2026-01-01"
          onValueChange={onValueChange}
        />
        <button type="button">After</button>
      </>,
    );
    const input = page.getByLabelText('Settlement date');
    await page.getByRole('button', { name: 'Before' }).element().focus();
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await userEvent.keyboard('20');
    await expect.element(input).toHaveValue('0020-11-15');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'After' }).click();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Choose a date on or after 1 January 2026.');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value, which replaces a rejected date on screen', async () => {
    function Controlled() {
      const [value, setValue] = useState('2026-11-15');
      return (
        <>
          <DateField label="Day" value={value} onValueChange={setValue} max="2026-11-30" />
          <button type="button" onClick={() => setValue('2026-11-01')}>
            First of the month
          </button>
        </>
      );
    }
    await renderThemed(<Controlled />);
    const input = page.getByLabelText('Day');
    await input.fill('2026-12-25');
    await expect.element(input).toBeInvalid();
    await page.getByRole('button', { name: 'First of the month' }).click();
    await expect.element(input).toHaveValue('2026-11-01');
    await expect.element(input).not.toBeInvalid();
  });

  it('passes a cleared field on as an empty string', async () => {
    const onValueChange = vi.fn();
    await renderThemed(<DateField label="Day" defaultValue="2026-11-15" onValueChange={onValueChange} />);
    await page.getByLabelText('Day').fill('');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('');
  });

  it('can be disabled', async () => {
    await renderThemed(<DateField label="Day" defaultValue="2026-11-15" disabled />);
    await expect.element(page.getByLabelText('Day')).toBeDisabled();
  });

  it('has no axe violations in any brand or mode, with a hint and with an error', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <DateField label="From" defaultValue="2026-11-15" hint="Inclusive" />
            <DateField label="To" defaultValue="2026-11-22" error="Choose an end date" />
            <DateField label="Closed" defaultValue="2026-11-22" disabled />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
