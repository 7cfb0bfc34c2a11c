import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { badge, dot as dotClass, type BadgeVariants } from './Badge.css.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeVariants['tone'];
  variant?: BadgeVariants['variant'];
  size?: BadgeVariants['size'];
  /** A small dot before the label, e.g. for a live status. */
  dot?: boolean;
  /** Pulses the dot (still under prefers-reduced-motion); implies `dot`. */
  pulse?: boolean;
}

/** A small status label. The text carries the meaning; tone and dot only reinforce it. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone, variant, size, dot = false, pulse = false, className, children, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={clsx(badge({ tone, variant, size }), className)}
      data-tone={tone ?? 'neutral'}
      {...rest}
    >
      {(dot || pulse) && <span className={dotClass} data-pulse={pulse || undefined} aria-hidden="true" />}
      {children}
    </span>
  );
});
Badge.displayName = 'Badge';
