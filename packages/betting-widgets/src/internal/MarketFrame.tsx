import { Card, EmptyState, Skeleton, type CardProps } from '@exchange/design-system';
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
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <Card
      ref={ref}
      title={title}
      titleAs={titleAs}
      actions={limits && <p className={styles.limits}>{limitsText(limits)}</p>}
      padding="none"
      elevation="none"
      aria-busy={state === 'loading' || undefined}
      data-state={state === 'ready' ? marketState : state}
      className={clsx(styles.frame, className)}
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
      {state === 'ready' && children}
    </Card>
  );
});
MarketFrame.displayName = 'MarketFrame';
