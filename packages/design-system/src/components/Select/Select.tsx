import { clsx } from 'clsx';
import { Select as RadixSelect } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons.tsx';
import { PortalTheme } from '../../theme/ThemeProvider.tsx';
import { useControllableState } from '../../utils/useControllableState.ts';
import { FormField } from '../FormField/FormField.tsx';
import { inputBase } from '../FormField/FormField.css.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  /** Must not be empty: the empty string means "nothing chosen". */
  value: string;
  label: string;
  disabled?: boolean;
}

type TriggerProps = Omit<
  ComponentPropsWithoutRef<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'className' | 'dir' | 'name' | 'form'
>;

export interface SelectProps extends TriggerProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly SelectOption[];
  /**
   * Shown in the trigger while nothing is chosen, and listed first as a disabled option so it can
   * be seen but never chosen (e.g. "Select Type").
   */
  placeholder?: string;
  /** The chosen option's value; `''` shows the placeholder (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  required?: boolean;
  /** For form submission: Radix renders a hidden native select with this name inside a form. */
  name?: string;
  form?: string;
  /** Goes on the field wrapper (label + trigger + message), for layout. */
  className?: string;
  triggerClassName?: string;
}

/**
 * A labelled single choice from a short list, on Radix Select: the trigger is a `combobox` named by
 * the label; the listbox opens in a themed portal. Keyboard: Enter, Space or ArrowDown opens, the
 * arrows move, Enter chooses, Escape closes, and typing a letter jumps to a matching option.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    options,
    placeholder,
    value,
    defaultValue,
    onValueChange,
    open,
    defaultOpen,
    onOpenChange,
    required = false,
    disabled = false,
    name,
    form,
    id,
    className,
    triggerClassName,
    'aria-describedby': describedBy,
    tabIndex,
    ...triggerProps
  },
  ref,
) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  const labelId = useId();
  // Unique per instance so it cannot clash with a caller's option; the row is disabled, never chosen.
  const placeholderValue = `${labelId}-placeholder`;
  return (
    <FormField
      label={<span id={labelId}>{label}</span>}
      hint={hint}
      error={error}
      required={required}
      {...(className !== undefined && { className })}
      {...(id !== undefined && { id })}
    >
      {({ required: _required, ...control }) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          open={isOpen}
          onOpenChange={setOpen}
          required={required}
          disabled={disabled}
          name={name}
          form={form}
        >
          <RadixSelect.Trigger
            ref={ref}
            {...triggerProps}
            {...control}
            aria-describedby={clsx(control['aria-describedby'], describedBy) || undefined}
            aria-required={required || undefined}
            // While open, Radix hides the page behind aria-hidden and traps focus in the list; taking the
            // trigger out of the tab order too means nothing hidden is tabbable (axe: aria-hidden-focus).
            // Radix still focuses it programmatically on close.
            tabIndex={isOpen ? -1 : tabIndex}
            className={clsx(inputBase, styles.trigger, triggerClassName)}
          >
            <RadixSelect.Value className={styles.value} placeholder={placeholder} />
            <RadixSelect.Icon className={styles.icon}>
              <ChevronDownIcon size={16} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <PortalTheme>
              <RadixSelect.Content
                className={styles.content}
                position="popper"
                sideOffset={4}
                aria-labelledby={labelId}
              >
                <RadixSelect.ScrollUpButton className={styles.scrollButton}>
                  <ChevronDownIcon size={16} style={{ transform: 'rotate(180deg)' }} />
                </RadixSelect.ScrollUpButton>
                <RadixSelect.Viewport className={styles.viewport}>
                  {placeholder !== undefined && (
                    <RadixSelect.Item
                      value={placeholderValue}
                      disabled
                      className={clsx(styles.item, styles.placeholderItem)}
                    >
                      <RadixSelect.ItemText>{placeholder}</RadixSelect.ItemText>
                    </RadixSelect.Item>
                  )}
                  {options.map((option) => (
                    <RadixSelect.Item
                      key={option.value}
                      value={option.value}
                      disabled={option.disabled ?? false}
                      className={styles.item}
                    >
                      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                      <RadixSelect.ItemIndicator className={styles.indicator}>
                        <CheckIcon size={16} />
                      </RadixSelect.ItemIndicator>
                    </RadixSelect.Item>
                  ))}
                </RadixSelect.Viewport>
                <RadixSelect.ScrollDownButton className={styles.scrollButton}>
                  <ChevronDownIcon size={16} />
                </RadixSelect.ScrollDownButton>
              </RadixSelect.Content>
            </PortalTheme>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FormField>
  );
});
Select.displayName = 'Select';
