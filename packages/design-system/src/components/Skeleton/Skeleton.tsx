import { clsx } from 'clsx';
import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/root.css.ts';
import * as styles from './Skeleton.css.ts';

type Length = number | string;

type BlockProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

export interface SkeletonTextProps extends BlockProps {
  /** How many lines of text to stand in for. */
  lines?: number;
  width?: Length;
}

export interface SkeletonRectProps extends BlockProps {
  width?: Length;
  height?: Length;
}

export interface SkeletonCircleProps extends BlockProps {
  /** Diameter. */
  size?: Length;
}

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Announced once to screen readers while the placeholders show. */
  label?: ReactNode;
  children?: ReactNode;
}

const sized = (style: CSSProperties | undefined, size: CSSProperties): CSSProperties => ({
  ...size,
  ...style,
});

/** Lines of placeholder text. Decorative: wrap placeholders in `Skeleton.Group` to announce loading. */
const Text = forwardRef<HTMLSpanElement, SkeletonTextProps>(function SkeletonText(
  { lines = 1, width = '100%', className, style, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={clsx(styles.text, className)}
      style={sized(style, { width })}
      {...rest}
    >
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span key={index} className={clsx(styles.block, styles.line)} />
      ))}
    </span>
  );
});
Text.displayName = 'Skeleton.Text';

/** A placeholder block for an image, a button or a table row. */
const Rect = forwardRef<HTMLSpanElement, SkeletonRectProps>(function SkeletonRect(
  { width = '100%', height = 32, className, style, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={clsx(styles.block, styles.rect, className)}
      style={sized(style, { width, height })}
      {...rest}
    />
  );
});
Rect.displayName = 'Skeleton.Rect';

/** A placeholder for an avatar or an icon. */
const Circle = forwardRef<HTMLSpanElement, SkeletonCircleProps>(function SkeletonCircle(
  { size = 40, className, style, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={clsx(styles.block, styles.circle, className)}
      style={sized(style, { width: size, height: size })}
      {...rest}
    />
  );
});
Circle.displayName = 'Skeleton.Circle';

/** Wraps placeholders so assistive technology hears "Loading" once instead of nothing. */
const Group = forwardRef<HTMLDivElement, SkeletonGroupProps>(function SkeletonGroup(
  { label = 'Loading', className, children, ...rest },
  ref,
) {
  return (
    <div ref={ref} role="status" aria-busy="true" className={clsx(styles.group, className)} {...rest}>
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
});
Group.displayName = 'Skeleton.Group';

/** Placeholders shown while content loads; the shimmer stops under prefers-reduced-motion. */
export const Skeleton = { Group, Text, Rect, Circle };
