import { IconButton, MinusIcon, NumberField, PlusIcon } from '@exchange/design-system';
import { maximumOdds, minimumOdds, nextTick, previousTick, snapToLadder } from '@exchange/domain';
import type { Ref } from 'react';

/**
 * One tick along the exchange ladder from `odds` (`from` while the field is empty): the price the step
 * lands on, or null where the ladder ends (nothing below 1.01, nothing above 1000).
 */
export function ladderStep(odds: number | null, from: number, direction: 'up' | 'down'): number | null {
  const start = odds ?? from;
  return direction === 'up' ? nextTick(start) : previousTick(start);
}

export interface LadderStepperProps {
  /** The field's label and the buttons' ("Lower odds", "Raise odds"). */
  labels: { field: string; lower: string; raise: string };
  value: number | null;
  onValueChange: (odds: number | null) => void;
  /** Where a step starts while the field is empty: the price the bet was offered or placed at. */
  from: number;
  /** A request is under way: the buttons are disabled and the field read-only. */
  busy: boolean;
  error?: string | undefined;
  /** The field itself (named so, not `ref`, for React 18 hosts too). */
  inputRef?: Ref<HTMLInputElement>;
  /** Escape in the field (a form that closes on it). */
  onEscape?: () => void;
}

/**
 * A price field with its minus and plus buttons: they, ArrowDown and ArrowUp step one tick along the
 * exchange ladder (not NumberField's even steps), and a typed price snaps to the ladder when left. Used
 * by the bet slip's odds and a waiting bet's Edit price, so both move alike.
 */
export function LadderStepper({
  labels,
  value,
  onValueChange,
  from,
  busy,
  error,
  inputRef,
  onEscape,
}: LadderStepperProps) {
  const step = (direction: 'up' | 'down') => {
    const next = ladderStep(value, from, direction);
    if (next !== null) onValueChange(next);
  };
  return (
    <>
      <IconButton
        label={labels.lower}
        variant="outline"
        icon={<MinusIcon />}
        disabled={busy || (value !== null && value <= minimumOdds)}
        onClick={() => step('down')}
      />
      <NumberField
        label={labels.field}
        value={value}
        onValueChange={onValueChange}
        min={minimumOdds}
        max={maximumOdds}
        error={error}
        readOnly={busy}
        ref={inputRef}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onEscape?.();
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          // The ladder, not NumberField's even steps.
          event.preventDefault();
          step(event.key === 'ArrowUp' ? 'up' : 'down');
        }}
        onBlur={() => {
          if (value !== null) onValueChange(snapToLadder(value));
        }}
      />
      <IconButton
        label={labels.raise}
        variant="outline"
        icon={<PlusIcon />}
        disabled={busy || (value !== null && value >= maximumOdds)}
        onClick={() => step('up')}
      />
    </>
  );
}
