import { clsx } from 'clsx';
import { forwardRef, useId, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState.ts';
import * as fieldStyles from '../FormField/FormField.css.ts';
import { Checkbox } from './Checkbox.tsx';
import * as styles from './Checkbox.css.ts';
import { selectAllState, toggleAll } from './selectAll.ts';

export interface CheckboxGroupOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** The group's name, shown as its legend. */
  label: ReactNode;
  options: readonly CheckboxGroupOption[];
  /** The checked options' values, in the options' order (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** Adds a parent checkbox with this label that checks or unchecks every option at once. */
  selectAllLabel?: ReactNode;
  orientation?: (typeof styles.checkboxGroupOrientations)[number];
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Submits each checked option's value under this name. */
  name?: string;
  className?: string;
}

const empty: readonly string[] = [];

/** A fieldset of checkboxes with an optional "Select all" parent that shows partial selection. */
export const CheckboxGroup = forwardRef<HTMLFieldSetElement, CheckboxGroupProps>(function CheckboxGroup(
  {
    label,
    options,
    value,
    defaultValue = empty,
    onValueChange,
    selectAllLabel,
    orientation = 'vertical',
    disabled = false,
    hint,
    error,
    name,
    className,
  },
  ref,
) {
  const baseId = useId();
  const [selected, setSelected] = useControllableState<readonly string[]>({
    value,
    defaultValue,
    onChange: onValueChange && ((next) => onValueChange([...next])),
  });
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const messageId = `${baseId}-message`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const setChecked = (optionValue: string, checked: boolean) => {
    const next = options
      .map((option) => option.value)
      .filter((candidate) => (candidate === optionValue ? checked : selected.includes(candidate)));
    setSelected(next);
  };

  return (
    <fieldset
      ref={ref}
      className={clsx(styles.group, className)}
      disabled={disabled}
      aria-describedby={hasError || hint ? messageId : undefined}
      data-invalid={hasError || undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      {selectAllLabel !== undefined && (
        <Checkbox
          label={selectAllLabel}
          checked={selectAllState(options, selected)}
          onCheckedChange={() => setSelected(toggleAll(options, selected))}
          disabled={disabled || options.every((option) => option.disabled)}
          aria-controls={options.map((_, index) => optionId(index)).join(' ')}
        />
      )}
      <div
        className={styles.options}
        data-orientation={orientation}
        data-nested={selectAllLabel !== undefined || undefined}
      >
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            id={optionId(index)}
            label={option.label}
            description={option.description}
            value={option.value}
            {...(name !== undefined && { name })}
            checked={selected.includes(option.value)}
            onCheckedChange={(checked) => setChecked(option.value, checked === true)}
            disabled={disabled || option.disabled === true}
            aria-invalid={hasError || undefined}
          />
        ))}
      </div>
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
    </fieldset>
  );
});
CheckboxGroup.displayName = 'CheckboxGroup';
