import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { button, spinner, type ButtonVariants } from './Button.css.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonVariants['tone'];
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
  /** Shows a spinner and blocks clicks while an action is under way; the label stays for screen readers. */
  loading?: boolean;
  /** Renders the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    tone,
    variant,
    size,
    fullWidth,
    loading = false,
    asChild = false,
    className,
    disabled,
    type,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const classes = clsx(button({ tone, variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-state={loading ? 'loading' : undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && <span className={spinner} aria-hidden="true" />}
      {children}
    </button>
  );
});
Button.displayName = 'Button';
