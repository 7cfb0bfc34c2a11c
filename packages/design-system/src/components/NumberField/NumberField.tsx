import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { MinusIcon, PlusIcon } from '../../icons/icons.tsx';
import { useControllableState } from '../../utils/useControllableState.ts';
import { FormField } from '../FormField/FormField.tsx';
import { inputBase } from '../FormField/FormField.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './NumberField.css.ts';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'type' | 'min' | 'max' | 'step' | 'inputMode' | 'className' | 'role'
>;

export interface NumberFieldProps extends NativeInputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The number, or `null` when the box is empty (controlled). */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** How far ArrowUp / ArrowDown and the stepper buttons move the value. Defaults to 1. */
  step?: number;
  /** Shows − and + buttons either side of the input. */
  steppers?: boolean;
  /** Goes on the field wrapper, for layout. */
  className?: string;
  inputClassName?: string;
}

/** What may be typed: an optional minus, digits and one decimal point. Anything else is ignored. */
const numericDraft = /^-?\d*\.?\d*$/;

function parse(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const parsed = Number(text);
  // `undefined`: not a number yet ("-", "."), so the last good value stands.
  return Number.isFinite(parsed) ? parsed : undefined;
}

function decimals(n: number): number {
  const text = String(n);
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

/**
 * A numeric input (decimal keypad on phones) with optional bounds, steps and stepper buttons. It
 * is a `spinbutton`: ArrowUp and ArrowDown step the value, and out-of-range numbers snap back to
 * the bounds when the input loses focus.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    hint,
    error,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    min,
    max,
    step = 1,
    steppers = false,
    className,
    inputClassName,
    id,
    required,
    disabled = false,
    readOnly = false,
    onChange,
    onBlur,
    onKeyDown,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [value, setValue] = useControllableState<number | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  // What the person is typing, kept only while they type so "1." or "-" can exist on the way to a number.
  const [draft, setDraft] = useState<string | null>(null);
  const labelId = useId();
  const decreaseId = useId();
  const increaseId = useId();

  const clamp = (n: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));
  const commit = (next: number | null) => {
    setDraft(null);
    if (next !== value) setValue(next);
  };
  const stepBy = (direction: 1 | -1) => {
    if (disabled || readOnly) return;
    if (value === null) return commit(clamp(min ?? 0));
    // Rounded to the step's precision so 0.1 + 0.2 shows 0.3.
    const precision = Math.max(decimals(step), decimals(value));
    commit(clamp(Number((value + direction * step).toFixed(precision))));
  };

  const atMin = value !== null && min !== undefined && value <= min;
  const atMax = value !== null && max !== undefined && value >= max;
  const text = draft ?? (value === null ? '' : String(value));

  const stepper = (direction: 1 | -1) => {
    const buttonId = direction === 1 ? increaseId : decreaseId;
    return (
      <IconButton
        id={buttonId}
        label={direction === 1 ? 'Increase' : 'Decrease'}
        // "Increase Stake": the button's own name followed by the field's label.
        aria-labelledby={`${buttonId} ${labelId}`}
        title={direction === 1 ? 'Increase' : 'Decrease'}
        variant="outline"
        className={direction === 1 ? styles.increase : styles.decrease}
        icon={direction === 1 ? <PlusIcon /> : <MinusIcon />}
        disabled={disabled || readOnly || (direction === 1 ? atMax : atMin)}
        // One tab stop for the whole control: the arrow keys on the input do what these buttons do.
        tabIndex={-1}
        // Keeps focus (and any half-typed text's caret) in the input while clicking.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => stepBy(direction)}
      />
    );
  };

  return (
    <FormField
      label={<span id={labelId}>{label}</span>}
      hint={hint}
      error={error}
      required={required ?? false}
      {...(className !== undefined && { className })}
      {...(id !== undefined && { id })}
    >
      {(control) => (
        <div className={styles.group} data-steppers={steppers ? '' : undefined}>
          {steppers && stepper(-1)}
          <input
            ref={ref}
            type="text"
            inputMode="decimal"
            role="spinbutton"
            autoComplete="off"
            aria-valuenow={value ?? undefined}
            aria-valuemin={min}
            aria-valuemax={max}
            {...rest}
            {...control}
            aria-describedby={clsx(control['aria-describedby'], describedBy) || undefined}
            disabled={disabled}
            readOnly={readOnly}
            className={clsx(inputBase, styles.input, inputClassName)}
            value={text}
            onChange={(event) => {
              onChange?.(event);
              const next = event.target.value;
              if (!numericDraft.test(next)) return;
              setDraft(next);
              const parsed = parse(next);
              if (parsed !== undefined && parsed !== value) setValue(parsed);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              onKeyDown?.(event);
              if (event.defaultPrevented) return;
              if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                event.preventDefault();
                stepBy(event.key === 'ArrowUp' ? 1 : -1);
              }
            }}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              onBlur?.(event);
              commit(value === null ? null : clamp(value));
            }}
          />
          {steppers && stepper(1)}
        </div>
      )}
    </FormField>
  );
});
NumberField.displayName = 'NumberField';
