import { formatAmount } from '@exchange/design-system';
import { formatDateTime, ordinal, type LotteryItem } from '@exchange/domain';
import * as styles from './lottery.css.ts';

const money = (amount: number) => formatAmount(amount, { signed: false });

/** A draw's terms as its dialogs show them: ticket price, tickets left, when it draws, the prizes. */
export function DrawTerms({ item, left }: { item: LotteryItem; left?: number | undefined }) {
  const prizes = item.prizes ?? [];
  return (
    <dl className={styles.terms}>
      <dt className={styles.termName}>Ticket price</dt>
      <dd className={styles.termValue}>{money(item.price)}</dd>
      {left !== undefined && item.tickets !== undefined && (
        <>
          <dt className={styles.termName}>Tickets left</dt>
          <dd className={styles.termValue}>
            {left} of {item.tickets}
          </dd>
        </>
      )}
      {item.closeAt && (
        <>
          <dt className={styles.termName}>{item.winners ? 'Drawn' : 'Draws'}</dt>
          <dd className={styles.termValue}>{formatDateTime(item.closeAt)}</dd>
        </>
      )}
      {prizes.map((prize, index) => (
        <div key={index} className={styles.termRow}>
          <dt className={styles.termName}>{ordinal(index + 1)} prize</dt>
          <dd className={styles.termValue}>{money(prize)}</dd>
        </div>
      ))}
    </dl>
  );
}
