import { clsx } from 'clsx';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as fieldStyles from '../FormField/FormField.css.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'asChild' | 'children' | 'orientation' | 'className'
> {
  /** Names the group; shown above the options. */
  label: ReactNode;
  options: readonly RadioGroupOption[];
  /** Layout only: every arrow key moves the selection either way, as with native radio buttons. */
  orientation?: (typeof styles.radioGroupOrientations)[number];
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/**
 * One choice from a few, on Radix RadioGroup: Tab enters at the selected option, arrow keys move the
 * selection (skipping disabled options), `value` / `defaultValue` / `onValueChange`.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, options, orientation = 'vertical', hint, error, className, id, ...rest },
  ref,
) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const labelId = `${baseId}-label`;
  const messageId = `${baseId}-message`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const optionId = (index: number) => `${baseId}-option-${index}`;

  return (
    <div className={clsx(styles.root, className)} data-invalid={hasError || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RadixRadioGroup.Root
        ref={ref}
        id={baseId}
        aria-labelledby={labelId}
        aria-describedby={hasError || hint ? messageId : undefined}
        aria-invalid={hasError || undefined}
        className={styles.list}
        data-orientation={orientation}
        {...rest}
      >
        {options.map((option, index) => (
          <div
            key={option.value}
            className={styles.item}
            data-disabled={option.disabled || rest.disabled || undefined}
          >
            <RadixRadioGroup.Item
              id={optionId(index)}
              value={option.value}
              className={styles.radio}
              aria-describedby={option.description ? `${optionId(index)}-description` : undefined}
              {...(option.disabled !== undefined && { disabled: option.disabled })}
            >
              <RadixRadioGroup.Indicator className={styles.dot} />
            </RadixRadioGroup.Item>
            <span className={styles.text}>
              <label htmlFor={optionId(index)} className={styles.optionLabel}>
                {option.label}
              </label>
              {option.description && (
                <span id={`${optionId(index)}-description`} className={styles.description}>
                  {option.description}
                </span>
              )}
            </span>
          </div>
        ))}
      </RadixRadioGroup.Root>
      {hasError ? (
        <span id={messageId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : (
        hint && (
          <span id={messageId} className={fieldStyles.hint}>
            {hint}
          </span>
        )
      )}
    </div>
  );
});
RadioGroup.displayName = 'RadioGroup';
