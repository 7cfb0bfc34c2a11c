import { clsx } from 'clsx';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CheckIcon, MinusIcon } from '../../icons/icons.tsx';
import { ChoiceText } from '../../internal/ChoiceText.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckboxCheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'asChild' | 'children' | 'className'
> {
  label: ReactNode;
  /** Keeps the label for assistive technology only (in a table row, say). */
  hideLabel?: boolean;
  description?: ReactNode;
  /** On the wrapper holding the box and its label. */
  className?: string;
}

/**
 * A checkbox with its label, on Radix Checkbox: `checked` / `defaultChecked` / `onCheckedChange`, where
 * `'indeterminate'` shows a dash (a parent whose children are partly checked). Space toggles it.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, hideLabel = false, description, className, id, disabled, ...rest },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  return (
    <div className={clsx(styles.root, className)} data-disabled={disabled || undefined}>
      <RadixCheckbox.Root
        ref={ref}
        id={controlId}
        className={styles.box}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        {...rest}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          <CheckIcon size={14} strokeWidth={3} className={styles.checkIcon} />
          <MinusIcon size={14} strokeWidth={3} className={styles.minusIcon} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <ChoiceText
        controlId={controlId}
        descriptionId={descriptionId}
        label={label}
        description={description}
        hideLabel={hideLabel}
      />
    </div>
  );
});
Checkbox.displayName = 'Checkbox';
