export { Checkbox, type CheckboxCheckedState, type CheckboxProps } from './Checkbox.tsx';
export { CheckboxGroup, type CheckboxGroupOption, type CheckboxGroupProps } from './CheckboxGroup.tsx';
export { checkboxGroupOrientations } from './Checkbox.css.ts';
export { selectAllState, toggleAll, type SelectableOption } from './selectAll.ts';
