import { clsx } from 'clsx';
import { Switch as RadixSwitch } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ChoiceText } from '../../internal/ChoiceText.tsx';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixSwitch.Root>,
  'asChild' | 'children' | 'className'
> {
  label: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  description?: ReactNode;
  /** `start` puts the label first and the switch at the far end, as in a settings list. */
  labelPosition?: (typeof styles.switchLabelPositions)[number];
  /** On the wrapper holding the switch and its label. */
  className?: string;
}

/**
 * An on/off setting that takes effect at once, on Radix Switch: `checked` / `defaultChecked` /
 * `onCheckedChange`; Space (or Enter) toggles it.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, hideLabel = false, description, labelPosition = 'end', className, id, disabled, ...rest },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  return (
    <div
      className={clsx(styles.root, className)}
      data-label-position={labelPosition}
      data-disabled={disabled || undefined}
    >
      <RadixSwitch.Root
        ref={ref}
        id={controlId}
        className={styles.track}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        {...rest}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
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
Switch.displayName = 'Switch';
