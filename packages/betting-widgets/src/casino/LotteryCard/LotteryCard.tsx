import { Badge, Button, formatAmount, Stack, type BadgeProps } from '@exchange/design-system';
import { formatDateTime, type LotteryItem } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { shownImage } from '../../internal/shownImage.ts';
import * as styles from './LotteryCard.css.ts';
import { LotteryPrizes, LotteryResult } from './LotteryResult.tsx';

export interface LotteryCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Spec 3: "Lottery item: id, image, status, date, title, price", and the draw's fields when sent. */
  item: LotteryItem;
  /** 'Place a bet': buys tickets of a draw on sale. */
  onPlaceBet?: ((item: LotteryItem) => void) | undefined;
  /** Opens the draw: its tickets, its result and the proof it was fair. */
  onShowDraw?: ((item: LotteryItem) => void) | undefined;
  /**
   * Whether the draw sells tickets now. The spec's card has 'Place a bet' on every draw; a draw closed,
   * being drawn or drawn sells none, so its card offers the draw itself (`onShowDraw`) instead.
   */
  onSale?: boolean;
  /** The heading level of the title, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** The status arrives as free text; the ones a draw normally has get their colour, anything else stays neutral. */
function statusTone(status: string): BadgeProps['tone'] {
  const known: Record<string, BadgeProps['tone']> = {
    open: 'positive',
    drawing: 'warning',
    drawn: 'accent',
    closed: 'neutral',
  };
  return known[status.trim().toLowerCase()] ?? 'neutral';
}

const money = (amount: number) => formatAmount(amount, { signed: false });

/**
 * One lottery draw in the lottery grid: its picture, status, when it draws, title and ticket price; the
 * tickets left and the prizes; once drawn the winning tickets, and the player's own tickets and result.
 */
export const LotteryCard = forwardRef<HTMLElement, LotteryCardProps>(function LotteryCard(
  { item, onPlaceBet, onShowDraw, onSale = true, titleAs: Title = 'h3', className, ...rest },
  ref,
) {
  const titleId = useId();
  // A missing or unsafe image (not https nor a path of this site, ASVS 1.2.2) leaves the picture out.
  const image = shownImage(item.image);
  const drawn = item.winners !== undefined;
  // The host's attributes go to the element itself, not through the atoms: an HTML `color` is no token.
  return (
    <Stack asChild>
      <article ref={ref} className={clsx(styles.card, className)} aria-labelledby={titleId} {...rest}>
        <div className={styles.media}>
          {image !== undefined && <img className={styles.image} src={image} alt="" loading="lazy" />}
          <Badge className={styles.status} tone={statusTone(item.status)} variant="solid" size="small">
            {item.status}
          </Badge>
        </div>
        <Stack space="small" padding="medium" flexGrow={1}>
          <Title id={titleId} className={styles.title}>
            {item.title}
          </Title>
          <dl className={styles.facts}>
            {item.closeAt ? (
              <>
                <dt className={styles.term}>{drawn ? 'Drawn' : 'Draws'}</dt>
                <dd className={styles.value}>{formatDateTime(item.closeAt)}</dd>
              </>
            ) : (
              <>
                <dt className={styles.term}>Date</dt>
                <dd className={styles.value}>{item.date}</dd>
              </>
            )}
            <dt className={styles.term}>Price</dt>
            <dd className={styles.value}>{money(item.price)}</dd>
            {item.tickets !== undefined && item.sold !== undefined && !drawn && (
              <>
                <dt className={styles.term}>Tickets left</dt>
                <dd className={styles.value}>
                  {item.tickets - item.sold} of {item.tickets}
                </dd>
              </>
            )}
          </dl>
          {item.prizes && item.prizes.length > 0 && !drawn && <LotteryPrizes prizes={item.prizes} />}
          <LotteryResult item={item} />
        </Stack>
        <div className={styles.action}>
          {onSale ? (
            <Button fullWidth onClick={() => onPlaceBet?.(item)}>
              Place a bet
            </Button>
          ) : (
            onShowDraw && (
              <Button fullWidth variant="soft" onClick={() => onShowDraw(item)}>
                {drawn ? 'See the result' : 'See the draw'}
              </Button>
            )
          )}
        </div>
      </article>
    </Stack>
  );
});
LotteryCard.displayName = 'LotteryCard';
