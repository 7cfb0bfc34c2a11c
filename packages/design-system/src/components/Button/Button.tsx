import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
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

const stopClick = (event: MouseEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

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
    // A link cannot be disabled natively: it says so, and a capturing handler stops the click before the
    // child's own handler or its navigation runs. Otherwise Slot runs the child's onClick, then this one.
    const blocked = disabled === true || loading;
    return (
      <Slot.Root
        ref={ref}
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={blocked || undefined}
        data-state={loading ? 'loading' : undefined}
        onClick={onClick}
        onClickCapture={blocked ? stopClick : undefined}
        {...rest}
      >
        {loading && <span className={spinner} aria-hidden="true" />}
        <Slot.Slottable>{children}</Slot.Slottable>
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
