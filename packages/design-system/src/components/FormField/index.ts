export { FormField, type FormFieldControlProps, type FormFieldProps } from './FormField.tsx';
export { inputBase } from './FormField.css.ts';
