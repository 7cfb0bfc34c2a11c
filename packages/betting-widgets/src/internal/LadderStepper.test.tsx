import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWidget } from '../testing/render.tsx';
import { ladderStep, LadderStepper } from './LadderStepper.tsx';

/** The stepper holding its own value, as the bet slip and Edit price do. */
function Harness({ start, from = 2 }: { start: number | null; from?: number }) {
  const [odds, setOdds] = useState<number | null>(start);
  return (
    <LadderStepper
      labels={{ field: 'Odds', lower: 'Lower odds', raise: 'Raise odds' }}
      value={odds}
      onValueChange={setOdds}
      from={from}
      busy={false}
    />
  );
}

const field = () => page.getByRole('spinbutton', { name: 'Odds' });
const lower = () => page.getByRole('button', { name: 'Lower odds' });
const raise = () => page.getByRole('button', { name: 'Raise odds' });

describe('ladderStep', () => {
  it('moves one tick of the band it is in, up and down across the bands', () => {
    const walk = (from: number, direction: 'up' | 'down', steps: number) => {
      const seen: (number | null)[] = [];
      let at: number | null = from;
      for (let index = 0; index < steps && at !== null; index += 1) {
        at = ladderStep(at, from, direction);
        seen.push(at);
      }
      return seen;
    };
    expect(walk(1.98, 'up', 3)).toEqual([1.99, 2, 2.02]);
    expect(walk(2.98, 'up', 3)).toEqual([3, 3.05, 3.1]);
    expect(walk(9.8, 'up', 2)).toEqual([10, 10.5]);
    expect(walk(110, 'down', 3)).toEqual([100, 95, 90]);
    expect(walk(4.1, 'down', 3)).toEqual([4, 3.95, 3.9]);
  });

  it('stops at 1.01 and 1000, and starts from the offered price while empty', () => {
    expect(ladderStep(1.01, 2, 'down')).toBeNull();
    expect(ladderStep(1000, 2, 'up')).toBeNull();
    expect(ladderStep(990, 2, 'up')).toBe(1000);
    expect(ladderStep(1.02, 2, 'down')).toBe(1.01);
    expect(ladderStep(null, 2.5, 'up')).toBe(2.52);
    // A typed price off the ladder steps to the ladder price beyond it.
    expect(ladderStep(2.03, 2, 'up')).toBe(2.04);
    expect(ladderStep(2.03, 2, 'down')).toBe(2.02);
  });
});

describe('LadderStepper', () => {
  it('steps across a band with the buttons and the arrow keys', async () => {
    await renderWidget(<Harness start={1.99} />);
    await raise().click();
    await expect.element(field()).toHaveValue('2');
    await raise().click();
    await expect.element(field()).toHaveValue('2.02');
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(field()).toHaveValue('1.99');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(field()).toHaveValue('2');
  });

  it('goes no lower than 1.01 and no higher than 1000', async () => {
    const low = await renderWidget(<Harness start={1.02} />);
    await lower().click();
    await expect.element(field()).toHaveValue('1.01');
    await expect.element(lower()).toBeDisabled();
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(field()).toHaveValue('1.01');
    await low.unmount();

    await renderWidget(<Harness start={990} />);
    await raise().click();
    await expect.element(field()).toHaveValue('1000');
    await expect.element(raise()).toBeDisabled();
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(field()).toHaveValue('1000');
  });

  it('snaps a typed price to the ladder when the field is left', async () => {
    await renderWidget(<Harness start={null} from={3} />);
    await userEvent.fill(field(), '3.07');
    await userEvent.tab();
    await expect.element(field()).toHaveValue('3.05');
  });
});
