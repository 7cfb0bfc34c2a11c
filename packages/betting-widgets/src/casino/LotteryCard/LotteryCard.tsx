import { Badge, Button, formatAmount, type BadgeProps } from '@exchange/design-system';
import type { LotteryItem } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { shownImage } from '../../internal/shownImage.ts';
import * as styles from './LotteryCard.css.ts';

export interface LotteryCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Spec 3: "Lottery item: id, image, status, date, title, price." */
  item: LotteryItem;
  /**
   * The 'Place a bet' button. The spec gives it no action, so it is always there and calls this when
   * given; a host may leave it out.
   */
  onPlaceBet?: ((item: LotteryItem) => void) | undefined;
  /** The heading level of the title, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** The status arrives as free text; the two a draw normally has get their colour, anything else stays neutral. */
function statusTone(status: string): BadgeProps['tone'] {
  const known: Record<string, BadgeProps['tone']> = { open: 'positive', closed: 'neutral' };
  return known[status.trim().toLowerCase()] ?? 'neutral';
}

/** One lottery draw in the lottery grid: its picture, status, date, title, price and 'Place a bet'. */
export const LotteryCard = forwardRef<HTMLElement, LotteryCardProps>(function LotteryCard(
  { item, onPlaceBet, titleAs: Title = 'h3', className, ...rest },
  ref,
) {
  const titleId = useId();
  // A missing or unsafe image (not https nor a path of this site, ASVS 1.2.2) leaves the picture out.
  const image = shownImage(item.image);
  return (
    <article ref={ref} className={clsx(styles.card, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.media}>
        {image !== undefined && <img className={styles.image} src={image} alt="" loading="lazy" />}
        <Badge className={styles.status} tone={statusTone(item.status)} variant="solid" size="small">
          {item.status}
        </Badge>
      </div>
      <div className={styles.body}>
        <Title id={titleId} className={styles.title}>
          {item.title}
        </Title>
        <dl className={styles.facts}>
          <dt className={styles.term}>Date</dt>
          <dd className={styles.value}>{item.date}</dd>
          <dt className={styles.term}>Price</dt>
          <dd className={styles.value}>{formatAmount(item.price, { signed: false })}</dd>
        </dl>
      </div>
      <div className={styles.action}>
        <Button fullWidth onClick={() => onPlaceBet?.(item)}>
          Place a bet
        </Button>
      </div>
    </article>
  );
});
LotteryCard.displayName = 'LotteryCard';
