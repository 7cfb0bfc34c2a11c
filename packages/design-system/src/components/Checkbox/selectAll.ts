import type { CheckboxCheckedState } from './Checkbox.tsx';

export interface SelectableOption {
  value: string;
  disabled?: boolean | undefined;
}

/** The parent of a list: checked when every option is, unchecked when none is, indeterminate between. */
export function selectAllState(
  options: readonly SelectableOption[],
  selected: readonly string[],
): CheckboxCheckedState {
  const chosen = options.filter((option) => selected.includes(option.value)).length;
  if (chosen === 0) return false;
  return chosen === options.length ? true : 'indeterminate';
}

/**
 * What the parent's click does: check every option, or uncheck them all once every one is checked.
 * Disabled options keep whatever they were, since the user cannot change them one by one either.
 */
export function toggleAll(options: readonly SelectableOption[], selected: readonly string[]): string[] {
  const enabled = options.filter((option) => !option.disabled).map((option) => option.value);
  const allEnabledChosen = enabled.every((value) => selected.includes(value));
  const locked = options
    .filter((option) => option.disabled && selected.includes(option.value))
    .map((option) => option.value);
  const next = allEnabledChosen ? locked : [...locked, ...enabled];
  return options.map((option) => option.value).filter((value) => next.includes(value));
}
