import { clsx } from 'clsx';
import { forwardRef, useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState.ts';
import { DateField, type RejectedDate } from '../DateField/DateField.tsx';
import { compareIsoDates, formatIsoDate } from '../DateField/isoDate.ts';
import * as styles from './DateRangeField.css.ts';

/** Both ends as 'YYYY-MM-DD', inclusive; '' where not chosen yet. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangeFieldProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'defaultValue' | 'onChange' | 'children'
> {
  /** Names the pair (the fieldset's legend), e.g. "Statement period". */
  label: ReactNode;
  value?: DateRange | undefined;
  defaultValue?: DateRange | undefined;
  /** Called with the whole range; never with a start after the end or a date outside `min`..`max`. */
  onValueChange?: ((range: DateRange) => void) | undefined;
  /** The earliest date either end may take, 'YYYY-MM-DD', inclusive. */
  min?: string | undefined;
  /** The latest date either end may take, 'YYYY-MM-DD', inclusive. */
  max?: string | undefined;
  startLabel?: ReactNode;
  endLabel?: ReactNode;
  /** Help for the pair, under both fields. */
  hint?: ReactNode;
  /** An error for the pair as a whole (for instance from the server), under both fields. */
  error?: ReactNode;
  required?: boolean | undefined;
}

const emptyRange: DateRange = { start: '', end: '' };

function earlier(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b || undefined;
  if (!b) return a;
  return compareIsoDates(a, b) <= 0 ? a : b;
}

function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b || undefined;
  if (!b) return a;
  return compareIsoDates(a, b) >= 0 ? a : b;
}

/**
 * A start and an end date in one group. Each end bounds the other (the start can't pass the end), and
 * both stay within `min`..`max`. Which range to show first (say, the last 7 days) is the app's call.
 */
export const DateRangeField = forwardRef<HTMLFieldSetElement, DateRangeFieldProps>(function DateRangeField(
  {
    label,
    value: valueProp,
    defaultValue = emptyRange,
    onValueChange,
    min,
    max,
    startLabel = 'Start date',
    endLabel = 'End date',
    hint,
    error,
    required,
    disabled,
    className,
    ...rest
  },
  ref,
) {
  const [range, setRange] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = hasError ? errorId : hint ? hintId : undefined;

  const startMax = earlier(range.end, max);
  const endMin = later(range.start, min);

  // Name the other end when it is the bound that was crossed; otherwise the field's own message fits.
  const startMessage = ({ reason }: RejectedDate) =>
    reason === 'tooLate' && range.end && startMax === range.end
      ? `The start date can't be after the end date (${formatIsoDate(range.end)}).`
      : null;
  const endMessage = ({ reason }: RejectedDate) =>
    reason === 'tooEarly' && range.start && endMin === range.start
      ? `The end date can't be before the start date (${formatIsoDate(range.start)}).`
      : null;

  return (
    <fieldset
      {...rest}
      ref={ref}
      className={clsx(styles.fieldset, className)}
      disabled={disabled}
      aria-describedby={describedBy}
      data-invalid={hasError || undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.fields}>
        <DateField
          label={startLabel}
          value={range.start}
          onValueChange={(start) => setRange({ ...range, start })}
          min={min}
          max={startMax}
          rangeErrorMessage={startMessage}
          required={required}
          disabled={disabled}
        />
        <DateField
          label={endLabel}
          value={range.end}
          onValueChange={(end) => setRange({ ...range, end })}
          min={endMin}
          max={max}
          rangeErrorMessage={endMessage}
          required={required}
          disabled={disabled}
        />
      </div>
      {hasError ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : (
        hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )
      )}
    </fieldset>
  );
});
DateRangeField.displayName = 'DateRangeField';
