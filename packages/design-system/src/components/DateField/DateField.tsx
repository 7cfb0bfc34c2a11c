import { clsx } from 'clsx';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState.ts';
import { FormField } from '../FormField/FormField.tsx';
import { inputBase } from '../FormField/FormField.css.ts';
import { dateInput } from './DateField.css.ts';
import { checkBounds, formatIsoDate, isYearBeingTyped } from './isoDate.ts';

/** A date the user picked or typed that lies outside `min`..`max`, and so was not passed on. */
export interface RejectedDate {
  value: string;
  reason: 'tooEarly' | 'tooLate';
  min: string | undefined;
  max: string | undefined;
}

export interface DateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'children'
> {
  label: ReactNode;
  /** The date as 'YYYY-MM-DD', or '' for none. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  /** Called with 'YYYY-MM-DD' (or '' when cleared); never with a date outside `min`..`max`. */
  onValueChange?: ((value: string) => void) | undefined;
  /** The earliest allowed date, 'YYYY-MM-DD', inclusive. */
  min?: string | undefined;
  /** The latest allowed date, 'YYYY-MM-DD', inclusive. */
  max?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * Shown when the user enters a date outside the bounds. A function may return nothing to fall back
   * to the built-in message ("Choose a date on or after 1 November 2026.").
   */
  rangeErrorMessage?: ReactNode | ((rejected: RejectedDate) => ReactNode);
  /** On the field's wrapper; other attributes go to the input. */
  className?: string;
}

function defaultRangeMessage({ min, max }: RejectedDate): string {
  if (min && max) return `Choose a date from ${formatIsoDate(min)} to ${formatIsoDate(max)}.`;
  if (min) return `Choose a date on or after ${formatIsoDate(min)}.`;
  return `Choose a date on or before ${formatIsoDate(max ?? '')}.`;
}

/** What the input shows when it differs from the accepted value: an out-of-range date kept on screen. */
interface Draft {
  text: string;
  /** The accepted value when the draft was typed; a new value from the parent replaces the draft. */
  over: string;
  /** False while the year is still being typed; true once it is complete or the user has moved on. */
  settled: boolean;
}

/**
 * A labelled date input. The native `<input type="date">` gives a keyboard-operable, screen-reader-friendly
 * control and a picker for free; this adds the label, hint and error wiring and keeps out-of-range dates
 * from ever reaching the app.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    label,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    min,
    max,
    hint,
    error,
    rangeErrorMessage,
    required,
    disabled,
    id,
    className,
    onBlur,
    ...rest
  },
  ref,
) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const activeDraft = draft?.over === value ? draft : null;
  const accept = (next: string) => {
    setDraft(null);
    if (next !== value) setValue(next);
  };

  const reason = activeDraft ? checkBounds(activeDraft.text, min, max) : null;
  let rangeError: ReactNode = null;
  if (activeDraft?.settled && reason) {
    const rejected: RejectedDate = { value: activeDraft.text, reason, min, max };
    const custom = typeof rangeErrorMessage === 'function' ? rangeErrorMessage(rejected) : rangeErrorMessage;
    rangeError = custom ?? defaultRangeMessage(rejected);
  }

  return (
    <FormField
      label={label}
      hint={hint}
      error={rangeError ?? error}
      required={required ?? false}
      {...(className !== undefined && { className })}
      {...(id !== undefined && { id })}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          ref={ref}
          type="date"
          className={clsx(inputBase, dateInput)}
          value={activeDraft ? activeDraft.text : value}
          min={min}
          max={max}
          disabled={disabled}
          data-state={rangeError ? 'out-of-range' : undefined}
          onChange={(event) => {
            const next = event.target.value;
            if (next !== '' && isYearBeingTyped(next)) {
              setDraft({ text: next, over: value, settled: false });
            } else if (next === '' || checkBounds(next, min, max) === null) {
              accept(next);
            } else {
              setDraft({ text: next, over: value, settled: true });
            }
          }}
          onBlur={(event) => {
            if (activeDraft && !activeDraft.settled) {
              if (reason === null) accept(activeDraft.text);
              else setDraft({ ...activeDraft, settled: true });
            }
            onBlur?.(event);
          }}
        />
      )}
    </FormField>
  );
});
DateField.displayName = 'DateField';
