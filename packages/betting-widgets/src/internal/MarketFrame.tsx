import { Box, Card, ChevronDownIcon, EmptyState, Skeleton, type CardProps } from '@exchange/design-system';
import { shortForm } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import * as styles from './MarketFrame.css.ts';

/** The least and most a bet on the market may stake, in major units (as the wire's minBet and maxBet). */
export interface StakeLimits {
  readonly min: number;
  readonly max: number;
}

export interface MarketFrameProps extends Omit<
  CardProps,
  'title' | 'titleAs' | 'actions' | 'padding' | 'as'
> {
  title: ReactNode;
  titleAs?: CardProps['titleAs'] | undefined;
  limits?: StakeLimits | undefined;
  /** What the widget is doing: skeleton rows while loading, the empty text when there is nothing. */
  state: 'loading' | 'empty' | 'ready';
  emptyTitle: string;
  emptyDescription: string;
  /** Announced while loading. */
  loadingLabel?: string | undefined;
  /** Placeholder rows while loading, as tall as the real ones. */
  placeholderRows?: { count: number; height: number } | undefined;
  /** What `data-state` says about the market (open, suspended ...), for styling and tests. */
  marketState?: string | undefined;
  /**
   * Given, the player may fold the market away: its title is the button that folds and unfolds it, and a
   * folded market shows its header alone (its prices are not rendered, so they cost nothing).
   */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Unfolded (the default); only with `onOpenChange`. */
  open?: boolean | undefined;
  /** The host's own controls in the header, after the stake limits (a pin, say). */
  actions?: ReactNode;
  /**
   * Drawn even off the screen (a casino table's few markets): skipping them saves little, and until a
   * skipped frame has been on screen it holds a guessed height, which a taller one in the first screen
   * then pushed what is under it down by.
   */
  alwaysDrawn?: boolean | undefined;
  children: ReactNode;
}

/** "Min: 100 Max: 50k" (spec 9's short forms). */
export function limitsText({ min, max }: StakeLimits): string {
  return `Min: ${shortForm(min)} Max: ${shortForm(max)}`;
}

/**
 * A market's (or a listing's) named region: title and limits, then its rows, a loading skeleton or the
 * empty text.
 */
export const MarketFrame = forwardRef<HTMLElement, MarketFrameProps>(function MarketFrame(
  {
    title,
    titleAs = 'h3',
    limits,
    state,
    emptyTitle,
    emptyDescription,
    loadingLabel = 'Loading prices',
    placeholderRows = { count: 3, height: 40 },
    marketState,
    onOpenChange,
    open = true,
    actions,
    alwaysDrawn = false,
    className,
    children,
    ...rest
  },
  ref,
) {
  const folded = onOpenChange !== undefined && !open;
  return (
    <Card
      ref={ref}
      title={
        onOpenChange ? (
          <Box
            as="button"
            type="button"
            display="inline-flex"
            alignItems="center"
            gap="xsmall"
            className={styles.foldToggle}
            aria-expanded={open}
            onClick={() => onOpenChange(!open)}
          >
            <ChevronDownIcon className={styles.foldIcon} aria-hidden="true" />
            {title}
          </Box>
        ) : (
          title
        )
      }
      titleAs={titleAs}
      actions={
        // Folded, the title and the host's controls fit a phone's width on one line: the limits come
        // with the prices.
        ((limits && !folded) || actions) && (
          <>
            {limits && !folded && <p className={styles.limits}>{limitsText(limits)}</p>}
            {actions}
          </>
        )
      }
      padding="none"
      elevation="none"
      aria-busy={state === 'loading' || undefined}
      data-state={state === 'ready' ? marketState : state}
      className={clsx(!alwaysDrawn && styles.frame, !alwaysDrawn && folded && styles.folded, className)}
      {...rest}
    >
      {state === 'loading' && (
        <Skeleton.Group className={styles.placeholder} label={loadingLabel}>
          {Array.from({ length: placeholderRows.count }, (_, row) => (
            <Skeleton.Rect key={row} height={placeholderRows.height} />
          ))}
        </Skeleton.Group>
      )}
      {state === 'empty' && (
        <EmptyState
          className={styles.placeholder}
          size="small"
          titleAs="p"
          title={emptyTitle}
          description={emptyDescription}
        />
      )}
      {state === 'ready' && !folded && children}
    </Card>
  );
});
MarketFrame.displayName = 'MarketFrame';
