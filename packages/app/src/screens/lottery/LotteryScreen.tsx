import { LotteryCard } from '@exchange/betting-widgets';
import { EmptyState, Skeleton } from '@exchange/design-system';
import { messages, type LotteryItem } from '@exchange/domain';
import * as screen from '../screen.css.ts';
import * as styles from './lottery.css.ts';
import { lotteryStatusLabel } from './lotteryStatus.ts';

export interface LotteryScreenProps {
  /** lottery-list's draws, as the Super Admin lists them. */
  items: readonly LotteryItem[];
  loading: boolean;
}

const placeholderCount = 4;

/**
 * `/lottery` (spec 2): a grid of cards, each with its image, status, date, title, price and a 'Place a
 * bet' button, which has no action in the spec. A list that failed to load shows as empty (spec 8 only
 * logs the failure).
 */
export function LotteryScreen({ items, loading }: LotteryScreenProps) {
  return (
    <div className={`${screen.page} ${styles.lotteryPage}`}>
      <h1 className={screen.heading}>Lottery</h1>
      {loading ? (
        <Skeleton.Group label="Loading the lottery" className={styles.grid}>
          {Array.from({ length: placeholderCount }, (_, index) => (
            <span key={index} className={styles.placeholder}>
              <Skeleton.Rect height="auto" style={{ aspectRatio: '16 / 9' }} />
              <Skeleton.Text width="60%" />
              <Skeleton.Text width="40%" />
            </span>
          ))}
        </Skeleton.Group>
      ) : items.length === 0 ? (
        <EmptyState title={messages.noRecordsFound} description="No lottery draws right now." titleAs="p" />
      ) : (
        <ul className={styles.grid} aria-label="Lottery draws">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <LotteryCard item={{ ...item, status: lotteryStatusLabel(item.status) }} titleAs="h2" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
