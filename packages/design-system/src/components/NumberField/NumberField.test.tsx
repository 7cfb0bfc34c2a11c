import { brandNames } from '@exchange/domain';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { NumberField } from './NumberField.tsx';

const stake = () => page.getByRole('spinbutton', { name: 'Stake' });

describe('NumberField', () => {
  it('is a labelled spinbutton that brings up the decimal keypad', async () => {
    await renderThemed(<NumberField label="Stake" hint="Between 100 and 5000" min={100} max={5000} />);
    await expect.element(stake()).toHaveAttribute('inputmode', 'decimal');
    await expect.element(stake()).toHaveAccessibleDescription('Between 100 and 5000');
    await expect.element(stake()).toHaveAttribute('aria-valuemin', '100');
    await expect.element(stake()).toHaveAttribute('aria-valuemax', '5000');
  });

  it('reports typed numbers as numbers, an empty box as null, and ignores letters', async () => {
    const onValueChange = vi.fn();
    await renderThemed(<NumberField label="Stake" onValueChange={onValueChange} />);
    await userEvent.type(stake(), '12a.5');
    await expect.element(stake()).toHaveValue('12.5');
    expect(onValueChange).toHaveBeenLastCalledWith(12.5);
    await expect.element(stake()).toHaveAttribute('aria-valuenow', '12.5');
    await userEvent.clear(stake());
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await expect.element(stake()).not.toHaveAttribute('aria-valuenow');
  });

  it('steps with ArrowUp and ArrowDown by `step`, without floating-point noise', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <NumberField label="Stake" defaultValue={0.1} step={0.1} onValueChange={onValueChange} />,
    );
    await stake().click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(stake()).toHaveValue('0.2');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(stake()).toHaveValue('0.3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(stake()).toHaveValue('0');
    expect(onValueChange).toHaveBeenLastCalledWith(0);
  });

  it('does not step past min or max with the arrow keys', async () => {
    await renderThemed(<NumberField label="Stake" defaultValue={9} min={0} max={10} step={2} />);
    await stake().click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(stake()).toHaveValue('10');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(stake()).toHaveValue('10');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(stake()).toHaveValue('0');
  });

  it('starts an empty box at min (or 0) when stepped', async () => {
    await renderThemed(
      <>
        <NumberField label="Stake" min={100} />
        <NumberField label="Odds" />
      </>,
    );
    await stake().click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(stake()).toHaveValue('100');
    await page.getByRole('spinbutton', { name: 'Odds' }).click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('spinbutton', { name: 'Odds' })).toHaveValue('0');
  });

  it('clamps to min and max when the input loses focus', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <>
        <NumberField label="Stake" min={100} max={5000} onValueChange={onValueChange} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.type(stake(), '9000');
    await expect.element(stake()).toHaveValue('9000');
    await userEvent.tab();
    await expect.element(stake()).toHaveValue('5000');
    expect(onValueChange).toHaveBeenLastCalledWith(5000);

    await userEvent.clear(stake());
    await userEvent.type(stake(), '5');
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await expect.element(stake()).toHaveValue('100');
    expect(onValueChange).toHaveBeenLastCalledWith(100);
  });

  it('tidies half-typed numbers on blur', async () => {
    await renderThemed(<NumberField label="Stake" defaultValue={5} />);
    await userEvent.clear(stake());
    await userEvent.type(stake(), '-');
    await userEvent.tab();
    await expect.element(stake()).toHaveValue('');
    await userEvent.type(stake(), '2.50');
    await userEvent.tab();
    await expect.element(stake()).toHaveValue('2.5');
  });

  it('has stepper buttons named Decrease / Increase plus the label, disabled at the bounds', async () => {
    const onValueChange = vi.fn();
    await renderThemed(
      <NumberField label="Stake" steppers defaultValue={9} min={8} max={10} onValueChange={onValueChange} />,
    );
    const increase = page.getByRole('button', { name: 'Increase Stake' });
    const decrease = page.getByRole('button', { name: 'Decrease Stake' });
    await increase.click();
    await expect.element(stake()).toHaveValue('10');
    expect(onValueChange).toHaveBeenLastCalledWith(10);
    await expect.element(increase).toBeDisabled();
    await decrease.click();
    await decrease.click();
    await expect.element(stake()).toHaveValue('8');
    await expect.element(decrease).toBeDisabled();
    await expect.element(increase).toBeEnabled();
  });

  it('works controlled: shows the parent value and reports changes', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<number | null>(50);
      return (
        <>
          <NumberField
            label="Stake"
            value={value}
            onValueChange={(next) => {
              onValueChange(next);
              setValue(next);
            }}
          />
          <button type="button" onClick={() => setValue(null)}>
            Reset
          </button>
        </>
      );
    }
    await renderThemed(<Controlled />);
    await expect.element(stake()).toHaveValue('50');
    await stake().click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(stake()).toHaveValue('51');
    expect(onValueChange).toHaveBeenLastCalledWith(51);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.element(stake()).toHaveValue('');
  });

  it('stays at the parent value when the parent does not accept the change', async () => {
    await renderThemed(<NumberField label="Stake" value={50} />);
    await stake().click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(stake()).toHaveValue('50');
  });

  it('forwards its ref and passes native input props through', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderThemed(<NumberField ref={ref} label="Stake" name="stake" placeholder="0.00" maxLength={4} />);
    expect(ref.current).toBe(stake().element());
    await expect.element(stake()).toHaveAttribute('name', 'stake');
    await expect.element(stake()).toHaveAttribute('placeholder', '0.00');
    await userEvent.type(stake(), '123456');
    await expect.element(stake()).toHaveValue('1234');
  });

  it('is used by keyboard alone: Tab in, type, arrows, and the steppers are not extra tab stops', async () => {
    await renderThemed(
      <>
        <NumberField label="Stake" steppers />
        <button type="button">Place bet</button>
      </>,
    );
    await userEvent.tab();
    await expect.element(stake()).toHaveFocus();
    await userEvent.keyboard('20{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect.element(stake()).toHaveValue('21');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Place bet' })).toHaveFocus();
  });

  it('cannot be changed when disabled', async () => {
    await renderThemed(<NumberField label="Stake" steppers disabled defaultValue={5} />);
    await expect.element(stake()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Increase Stake' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Decrease Stake' })).toBeDisabled();
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <NumberField label="Stake" defaultValue={100} hint="Minimum 100" steppers min={100} />
            <NumberField label="Odds" error="Enter odds" />
            <NumberField label="Locked" disabled defaultValue={2} steppers />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
