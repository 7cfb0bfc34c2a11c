import type { Side } from '@exchange/domain';
import { visuallyHidden } from '@exchange/design-system';
import { clsx } from 'clsx';
import { memo, useState } from 'react';
import { formatOdds, formatSize } from './market.ts';
import * as styles from './PriceCell.css.ts';

export type PriceShade = (typeof styles.priceShades)[number];

export interface PriceCellProps {
  side: Side;
  shade: PriceShade;
  /** No price: an empty, inert cell. */
  price: number | undefined;
  /** Money available at the price (major units), shown under it. */
  size?: number | undefined;
  /** Replaces the size, e.g. a session's rate. */
  detail?: string | undefined;
  /** The price as the market prints it; defaults to decimal odds. */
  priceText?: string | undefined;
  /**
   * The accessible name, e.g. "Back India at 1.98, 2,500 available"; or the words read before the price
   * and before the detail, where the visible text reads better with words around it (a session's line
   * and rate).
   */
  label: string | { beforePrice: string; beforeDetail: string };
  disabled?: boolean | undefined;
  onSelect?: ((price: number, size: number | undefined) => void) | undefined;
  className?: string | undefined;
}

interface Shown {
  price: number | undefined;
  moves: number;
  direction: 'up' | 'down' | undefined;
}

/**
 * One price button of a back or lay column. Memoised on its values, so a market update re-renders only
 * the cells whose price or size changed; a moved price flashes green (up) or red (down).
 */
export const PriceCell = memo(function PriceCell({
  side,
  shade,
  price,
  size,
  detail,
  priceText,
  label,
  disabled = false,
  onSelect,
  className,
}: PriceCellProps) {
  // The previous price, derived during render (React's pattern for state that follows a prop), so the
  // flash starts in the same commit as the new price.
  const [shown, setShown] = useState<Shown>({ price, moves: 0, direction: undefined });
  if (shown.price !== price) {
    const moved = shown.price !== undefined && price !== undefined;
    setShown({
      price,
      moves: moved ? shown.moves + 1 : shown.moves,
      direction: moved ? (price > (shown.price ?? 0) ? 'up' : 'down') : shown.direction,
    });
  }

  if (price === undefined) {
    return <div className={clsx(styles.cell, className)} data-side={side} data-shade={shade} data-empty="" />;
  }
  return (
    <button
      type="button"
      className={clsx(styles.cell, className)}
      data-side={side}
      data-shade={shade}
      aria-label={typeof label === 'string' ? label : undefined}
      disabled={disabled}
      onClick={() => onSelect?.(price, size)}
    >
      {shown.moves > 0 && (
        <span
          key={shown.moves}
          className={styles.flash}
          data-direction={shown.direction}
          aria-hidden="true"
        />
      )}
      <span className={styles.price}>
        {typeof label !== 'string' && <span className={visuallyHidden}>{label.beforePrice} </span>}
        {priceText ?? formatOdds(price)}
      </span>
      {/* A space: price and size stay two words for speech input, which matches them against the name. */}{' '}
      {(detail ?? size) !== undefined && (
        <span className={styles.size}>
          {typeof label !== 'string' && <span className={visuallyHidden}>{label.beforeDetail} </span>}
          {detail ?? formatSize(size ?? 0)}
        </span>
      )}
    </button>
  );
});
PriceCell.displayName = 'PriceCell';
