import { LotteryCard } from '@exchange/betting-widgets';
import { EmptyState, Skeleton } from '@exchange/design-system';
import { messages, type LotteryDraw, type LotteryItem } from '@exchange/domain';
import { useState } from 'react';
import type { LotteryPurchase } from '../../api/casinoInt.ts';
import * as screen from '../screen.css.ts';
import { BuyTicketsDialog } from './BuyTicketsDialog.tsx';
import { DrawDialog } from './DrawDialog.tsx';
import * as styles from './lottery.css.ts';
import { lotteryStatusLabel } from './lotteryStatus.ts';

export interface LotteryScreenProps {
  /** lottery-list's draws, as the Super Admin lists them. */
  items: readonly LotteryItem[];
  loading: boolean;
  /** GET lottery-draw: a draw's numbers taken and its proof. */
  loadDraw: (id: string) => Promise<LotteryDraw>;
  /** Buys tickets; rejects with the refusal, which the dialog shows. */
  onBuy: (id: string, purchase: LotteryPurchase) => Promise<void>;
}

const placeholderCount = 4;

/**
 * `/lottery` (spec 2): a grid of cards, each with its image, status, date, title and price. 'Place a bet'
 * on a draw on sale buys its tickets (issue 39: the spec left it without an action); a draw being drawn,
 * drawn or closed opens its result and its fairness proof instead. A list that failed to load shows as
 * empty (spec 8 only logs the failure).
 */
export function LotteryScreen({ items, loading, loadDraw, onBuy }: LotteryScreenProps) {
  const [buying, setBuying] = useState<LotteryItem | null>(null);
  const [viewing, setViewing] = useState<LotteryItem | null>(null);
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
              <LotteryCard
                item={{ ...item, status: lotteryStatusLabel(item.status) }}
                titleAs="h2"
                onSale={item.status === 'open'}
                onPlaceBet={() => setBuying(item)}
                onShowDraw={() => setViewing(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <BuyTicketsDialog item={buying} loadDraw={loadDraw} onBuy={onBuy} onClose={() => setBuying(null)} />
      <DrawDialog item={viewing} loadDraw={loadDraw} onClose={() => setViewing(null)} />
    </div>
  );
}
