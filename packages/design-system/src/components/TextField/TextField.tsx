import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField } from '../FormField/FormField.tsx';
import { inputBase } from '../FormField/FormField.css.ts';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: ReactNode;
  /** Help shown under the input while there is no error. */
  hint?: ReactNode;
  /** The validation message; marks the input invalid and is announced. */
  error?: ReactNode;
  /** Decorative content at the start of the input, such as a search icon. */
  leadingAdornment?: ReactNode;
  /** Interactive content at the end of the input, such as a reveal toggle. */
  trailingAdornment?: ReactNode;
  /** Keeps the label for screen readers but not on screen; give a placeholder or icon that says the same. */
  hideLabel?: boolean;
  /** Goes on the field wrapper (label + input + message), for layout. */
  className?: string;
  /** Goes on the input itself. */
  inputClassName?: string;
}

/** A labelled single-line text input; every native input prop reaches the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    leadingAdornment,
    trailingAdornment,
    hideLabel = false,
    className,
    inputClassName,
    id,
    required,
    type,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required ?? false}
      className={clsx(hideLabel && styles.hiddenLabelField, className)}
      {...(id !== undefined && { id })}
    >
      {(control) => (
        <div
          className={styles.control}
          data-leading={leadingAdornment ? '' : undefined}
          data-trailing={trailingAdornment ? '' : undefined}
        >
          {leadingAdornment && <span className={styles.leading}>{leadingAdornment}</span>}
          <input
            ref={ref}
            type={type ?? 'text'}
            {...rest}
            {...control}
            aria-describedby={clsx(control['aria-describedby'], describedBy) || undefined}
            className={clsx(inputBase, styles.input, inputClassName)}
          />
          {trailingAdornment && <span className={styles.trailing}>{trailingAdornment}</span>}
        </div>
      )}
    </FormField>
  );
});
TextField.displayName = 'TextField';
