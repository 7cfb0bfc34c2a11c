import { clsx } from 'clsx';
import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useControllableState } from '../../utils/useControllableState.ts';
import * as fieldStyles from '../FormField/FormField.css.ts';
import * as styles from './OtpInput.css.ts';

export interface OtpInputProps {
  /** Names the group of boxes, e.g. "Verification code". */
  label: ReactNode;
  /** How many digits the code has. */
  length?: number;
  /** The digits entered so far, left to right (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called with the code `completeDelay` ms after the last box is filled, unless a digit is removed first. */
  onComplete?: (code: string) => void;
  /** Pause before `onComplete`, so a mistyped last digit can still be corrected. */
  completeDelay?: number;
  hint?: ReactNode;
  /** Marks every box invalid; a message (anything but `true`) is shown and announced. */
  error?: ReactNode;
  disabled?: boolean;
  /** Submits the code with a surrounding form under this name. */
  name?: string;
  id?: string;
  className?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit of a one-time code. The value is always the digits from the left with no gaps:
 * focus never lands beyond the first empty box, and clearing a filled box closes up the digits after it,
 * as in a single text field, so `value` is never ambiguous.
 *
 * The ref is the first box, so a form can focus the field when it reports an error.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  {
    label,
    length = 6,
    value,
    defaultValue = '',
    onValueChange,
    onComplete,
    completeDelay = 1000,
    hint,
    error,
    disabled = false,
    name,
    id,
    className,
  },
  ref,
) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorMessage = hasError && error !== true;
  const describedBy = errorMessage ? errorId : hint ? hintId : undefined;

  const [current, setValue] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const digits = onlyDigits(current).slice(0, length);

  // One tab stop, on the box being filled: a Tab from there must leave the field, not land on an empty
  // box that hands focus straight back (a keyboard trap). Arrow keys move between the boxes.
  const activeIndex = Math.min(digits.length, length - 1);

  const boxRefs = useRef<(HTMLInputElement | null)[]>([]);
  useImperativeHandle(ref, () => boxRefs.current[0] as HTMLInputElement, []);

  const completeTimer = useRef<number | undefined>(undefined);
  const latestOnComplete = useRef(onComplete);
  useEffect(() => {
    latestOnComplete.current = onComplete;
  }, [onComplete]);
  useEffect(() => () => window.clearTimeout(completeTimer.current), []);

  const focusBox = (index: number) => boxRefs.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** Every change goes through here, so a pending `onComplete` is cancelled by any edit. */
  const commit = (next: string) => {
    if (next === digits) return;
    window.clearTimeout(completeTimer.current);
    // Rendered at once: the focus move that follows must see the boxes as they now are.
    flushSync(() => setValue(next));
    if (next.length === length) {
      completeTimer.current = window.setTimeout(() => latestOnComplete.current?.(next), completeDelay);
    }
  };

  const enterDigit = (index: number, digit: string) => {
    commit(digits.slice(0, index) + digit + digits.slice(index + 1));
    focusBox(index + 1);
  };

  const removeDigit = (index: number) => commit(digits.slice(0, index) + digits.slice(index + 1));

  const fill = (text: string) => {
    const next = onlyDigits(text).slice(0, length);
    if (next === '') return;
    commit(next);
    focusBox(next.length);
  };

  const handleFocus = (index: number) => (event: FocusEvent<HTMLInputElement>) => {
    if (index > digits.length) {
      focusBox(digits.length);
      return;
    }
    // Typing over a filled box replaces its digit.
    event.currentTarget.select();
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const filled = index < digits.length;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      enterDigit(index, event.key);
      return;
    }
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (filled) {
          removeDigit(index);
        } else if (index > 0) {
          removeDigit(index - 1);
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        if (filled) removeDigit(index);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(digits.length);
        return;
    }
  };

  // Keys are handled above; this catches what arrives without a usable key event: phone keyboards,
  // and the operating system filling the whole code into the first box from an SMS.
  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const typed = onlyDigits(raw);
    const previous = digits[index];
    if (raw === '') {
      removeDigit(index);
    } else if (typed.length === 1) {
      enterDigit(index, typed);
    } else if (typed.length === 2 && previous !== undefined) {
      enterDigit(index, typed.startsWith(previous) ? typed.slice(1) : typed.slice(0, 1));
    } else if (typed.length > 1) {
      fill(typed);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'));
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={clsx(styles.root, className)}
      data-invalid={hasError || undefined}
      data-disabled={disabled || undefined}
      data-complete={digits.length === length || undefined}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.boxes}>
        {Array.from({ length }, (_, index) => {
          const digit = digits[index] ?? '';
          return (
            <input
              key={index}
              ref={(element) => {
                boxRefs.current[index] = element;
              }}
              id={index === 0 ? baseId : undefined}
              className={styles.box}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Digit ${index + 1} of ${length}`}
              aria-describedby={describedBy}
              aria-invalid={hasError || undefined}
              disabled={disabled}
              tabIndex={index === activeIndex ? 0 : -1}
              value={digit}
              data-filled={digit !== '' || undefined}
              onFocus={handleFocus(index)}
              onKeyDown={handleKeyDown(index)}
              onChange={handleChange(index)}
              onPaste={handlePaste}
            />
          );
        })}
      </div>
      {name !== undefined && <input type="hidden" name={name} value={digits} />}
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : (
        hint && (
          <span id={hintId} className={fieldStyles.hint}>
            {hint}
          </span>
        )
      )}
    </div>
  );
});
OtpInput.displayName = 'OtpInput';
