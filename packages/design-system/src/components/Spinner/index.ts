export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { spinnerSizes, type SpinnerVariants } from './Spinner.css.ts';
