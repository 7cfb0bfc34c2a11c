import { brandNames } from '@exchange/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { DateRangeField, type DateRange } from './DateRangeField.tsx';

const week: DateRange = { start: '2026-11-15', end: '2026-11-22' };

describe('DateRangeField', () => {
  it('groups the two dates under one name and passes the whole range on', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <DateRangeField label="Statement period" defaultValue={week} onValueChange={onValueChange} />,
    );
    const group = page.getByRole('group', { name: 'Statement period' });
    await expect.element(group.getByLabelText('Start date')).toHaveValue('2026-11-15');
    await page.getByLabelText('End date').fill('2026-11-30');
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-15', end: '2026-11-30' });
    await page.getByLabelText('Start date').fill('2026-11-20');
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-20', end: '2026-11-30' });
  });

  it('keeps the start on or before the end, and says so', async () => {
    const onValueChange = vi.fn();
    await renderThemed(<DateRangeField label="Period" defaultValue={week} onValueChange={onValueChange} />);
    const start = page.getByLabelText('Start date');
    const end = page.getByLabelText('End date');
    await expect.element(start).toHaveAttribute('max', '2026-11-22');
    await expect.element(end).toHaveAttribute('min', '2026-11-15');

    await start.fill('2026-11-23');
    await expect
      .element(start)
      .toHaveAccessibleDescription("The start date can't be after the end date (22 November 2026).");
    await end.fill('2026-11-01');
    await expect
      .element(end)
      .toHaveAccessibleDescription("The end date can't be before the start date (15 November 2026).");
    expect(onValueChange).not.toHaveBeenCalled();

    // The same day at both ends is a one-day range.
    await start.fill('2026-11-22');
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-22', end: '2026-11-22' });
    await expect.element(start).not.toHaveAttribute('aria-invalid');
  });

  it('keeps both ends within min..max', async () => {
    await renderThemed(
      <DateRangeField label="Period" defaultValue={week} min="2026-11-10" max="2026-11-25" />,
    );
    const start = page.getByLabelText('Start date');
    await expect.element(start).toHaveAttribute('min', '2026-11-10');
    await start.fill('2026-11-09');
    await expect
      .element(start)
      .toHaveAccessibleDescription('Choose a date from 10 November 2026 to 22 November 2026.');
    await expect.element(page.getByLabelText('End date')).toHaveAttribute('max', '2026-11-25');
  });

  it('is driven by a controlled value', async () => {
    function Controlled() {
      const [range, setRange] = useState(week);
      return (
        <>
          <DateRangeField label="Period" value={range} onValueChange={setRange} />
          <output>{`${range.start} to ${range.end}`}</output>
        </>
      );
    }
    await renderThemed(<Controlled />);
    await page.getByLabelText('End date').fill('2026-11-29');
    await expect.element(page.getByText('2026-11-15 to 2026-11-29')).toBeVisible();
  });

  it('moves from start to end by keyboard and steps the dates with arrows', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <>
        <button type="button">Before</button>
        <DateRangeField label="Period" defaultValue={week} onValueChange={onValueChange} />
      </>,
    );
    await page.getByRole('button', { name: 'Before' }).element().focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByLabelText('Start date')).toHaveFocus();
    // Tab moves part by part within a date; the year is the third part.
    await userEvent.keyboard('{Tab}{Tab}{ArrowDown}');
    await expect.element(page.getByLabelText('Start date')).toHaveValue('2025-11-15');
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2025-11-15', end: '2026-11-22' });
  });

  it('disables both dates', async () => {
    await renderThemed(<DateRangeField label="Period" defaultValue={week} disabled />);
    await expect.element(page.getByLabelText('Start date')).toBeDisabled();
    await expect.element(page.getByLabelText('End date')).toBeDisabled();
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <DateRangeField label="Period" defaultValue={week} hint="Inclusive" />
            <DateRangeField label="Bets placed" defaultValue={week} error="Too long" disabled />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
