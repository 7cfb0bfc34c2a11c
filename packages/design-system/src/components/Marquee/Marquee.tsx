import { setElementVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { forwardRef, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Marquee.css.ts';

export interface MarqueeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Announcements, one per entry, shown in a row with a dot between them. */
  items?: readonly string[] | undefined;
  /** Free content instead of `items`. */
  children?: ReactNode;
  /** The region's accessible name. */
  label?: string | undefined;
  /** How fast the text moves, in pixels per second. */
  speed?: number | undefined;
  tone?: styles.MarqueeVariants['tone'];
}

/**
 * A one-line news ticker. It stops while the pointer is over it or it has focus (it is focusable for
 * exactly that), and it never moves for people who ask for reduced motion: there the text wraps instead.
 */
export const Marquee = forwardRef<HTMLDivElement, MarqueeProps>(function Marquee(
  {
    items = [],
    children,
    label = 'News',
    speed = 60,
    tone,
    className,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLDivElement>(null);

  // A constant speed whatever the length of the text: one loop lasts (width of one copy) / speed.
  useEffect(() => {
    const viewportElement = viewportRef.current;
    const trackElement = trackRef.current;
    const copyElement = copyRef.current;
    if (!viewportElement || !trackElement || !copyElement) return;
    const update = () => {
      setElementVars(trackElement, { [styles.viewportWidth]: `${viewportElement.clientWidth}px` });
      const width = copyElement.getBoundingClientRect().width;
      if (width > 0) {
        setElementVars(trackElement, {
          [styles.loopDuration]: `${(width / Math.max(speed, 1)).toFixed(2)}s`,
        });
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(viewportElement);
    observer.observe(copyElement);
    return () => observer.disconnect();
  }, [speed]);

  const content = children ?? (
    <ul className={styles.list}>
      {items.map((text, index) => (
        <li key={`${index}-${text}`} className={styles.item}>
          {text}
        </li>
      ))}
    </ul>
  );

  return (
    <div
      {...rest}
      ref={ref}
      role="marquee"
      aria-label={label}
      // Focusable so that a keyboard user can stop it, as a pointer user does by hovering.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(styles.marquee({ tone }), className)}
      data-state={hovered || focused ? 'paused' : 'running'}
      onPointerEnter={(event) => {
        setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        onBlur?.(event);
      }}
    >
      <div ref={viewportRef} className={styles.viewport}>
        <div ref={trackRef} className={styles.track}>
          <div ref={copyRef} className={styles.copy}>
            {content}
          </div>
          <div className={styles.duplicate} aria-hidden="true" inert>
            {content}
          </div>
        </div>
      </div>
    </div>
  );
});
Marquee.displayName = 'Marquee';
