import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/root.css.ts';
import { ring, root, type SpinnerVariants } from './Spinner.css.ts';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is announced and shown; defaults to the product's "Please wait". */
  label?: ReactNode;
  /** Keeps the label for screen readers only, e.g. inside a small button-sized slot. */
  hideLabel?: boolean;
  size?: SpinnerVariants['size'];
}

/** A loading indicator announced politely as a status. */
export const Spinner = forwardRef<HTMLDivElement, SpinnerProps>(function Spinner(
  { label = 'Please wait', hideLabel = false, size, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} role="status" className={clsx(root({ size }), className)} {...rest}>
      <span className={ring({ size })} aria-hidden="true" />
      <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
    </div>
  );
});
Spinner.displayName = 'Spinner';
