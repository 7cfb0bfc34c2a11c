import { brandNames } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'decimal', label: 'Decimal' },
  { value: 'fractional', label: 'Fractional', disabled: true },
  { value: 'american', label: 'American' },
];

const radio = (name: string) => page.getByRole('radio', { name });

describe('RadioGroup', () => {
  it('is a labelled group that selects by click on the radio or its label', async () => {
    const onValueChange = vi.fn();
    await renderThemed(<RadioGroup label="Odds format" options={options} onValueChange={onValueChange} />);
    await expect.element(page.getByRole('radiogroup', { name: 'Odds format' })).toBeVisible();
    await radio('Decimal').click();
    await expect.element(radio('Decimal')).toBeChecked();
    await page.getByText('American').click();
    await expect.element(radio('American')).toBeChecked();
    await expect.element(radio('Decimal')).not.toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['decimal'], ['american']]);
  });

  it('moves the selection with arrow keys, skipping disabled options, in either orientation', async () => {
    for (const orientation of ['vertical', 'horizontal'] as const) {
      const screen = await renderThemed(
        <RadioGroup label="Odds format" options={options} defaultValue="decimal" orientation={orientation} />,
      );
      await expect.element(page.getByRole('radiogroup')).toHaveAttribute('data-orientation', orientation);
      await userEvent.tab();
      await expect.element(radio('Decimal')).toHaveFocus();
      // Held until checked, as a finger does: Radix moves focus a task after keydown and checks the option
      // only while an arrow is down, so a release at once loses the race on a busy machine.
      await userEvent.keyboard('{ArrowDown>}');
      await expect.element(radio('American')).toBeChecked();
      await userEvent.keyboard('{/ArrowDown}{ArrowLeft>}');
      await expect.element(radio('Decimal')).toBeChecked();
      await userEvent.keyboard('{/ArrowLeft}');
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(radio('American')).toHaveFocus();
      await screen.unmount();
    }
  });

  it('enters at the selected option and is one tab stop', async () => {
    await renderThemed(
      <>
        <RadioGroup label="Odds format" options={options} defaultValue="american" />
        <button type="button">Save</button>
      </>,
    );
    await userEvent.tab();
    await expect.element(radio('American')).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('cannot select a disabled option or anything in a disabled group', async () => {
    await renderThemed(<RadioGroup label="Odds format" options={options} />);
    await expect.element(radio('Fractional')).toBeDisabled();
    await radio('Fractional').click({ force: true });
    await expect.element(radio('Fractional')).not.toBeChecked();
    await renderThemed(<RadioGroup label="Locked" options={options} disabled />);
    const locked = page.getByRole('radiogroup', { name: 'Locked' });
    for (const option of locked.getByRole('radio').all()) await expect.element(option).toBeDisabled();
  });

  it('announces an error and marks the group invalid', async () => {
    await renderThemed(
      <RadioGroup label="Odds format" options={options} error="Choose one" hint="Not shown" />,
    );
    const group = page.getByRole('radiogroup', { name: 'Odds format' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Choose one');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Choose one');
  });

  it('submits the chosen value under its name', async () => {
    await renderThemed(
      <form aria-label="Settings">
        <RadioGroup label="Odds format" name="odds" options={options} defaultValue="american" />
      </form>,
    );
    const form = page.getByRole('form', { name: 'Settings' }).element() as HTMLFormElement;
    expect(new FormData(form).get('odds')).toBe('american');
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <RadioGroup
              label="Odds format"
              options={[
                ...options.slice(0, 2),
                { value: 'american', label: 'American', description: '+150' },
              ]}
              defaultValue="decimal"
              hint="Used across every market"
            />
            <RadioGroup label="Side" orientation="horizontal" options={options} error="Choose one" />
            <RadioGroup label="Locked" options={options} defaultValue="american" disabled />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
