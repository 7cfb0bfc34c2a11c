import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import * as styles from './FormField.css.ts';

/** What a control needs to be tied to its label, hint and error for assistive technology. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help shown under the control while there is no error. */
  hint?: ReactNode;
  /** The validation message; when set the control is marked invalid and the message is announced. */
  error?: ReactNode;
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
  children: (control: FormFieldControlProps) => ReactNode;
}

/** Label + control + hint or error text, wired together by ids. */
export function FormField({ label, hint, error, required, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = hasError ? errorId : hint ? hintId : undefined;

  const control: FormFieldControlProps = {
    id: controlId,
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(hasError && { 'aria-invalid': true as const }),
    ...(required && { required: true }),
  };

  return (
    <div className={clsx(styles.field, className)} data-invalid={hasError || undefined}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children(control)}
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
    </div>
  );
}
