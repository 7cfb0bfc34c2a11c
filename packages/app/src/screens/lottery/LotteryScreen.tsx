import { LotteryCard } from '@exchange/betting-widgets';
import { Box, Columns, EmptyState, Skeleton, Stack } from '@exchange/design-system';
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
/** Cards of at least 220 px, as many as fit: one on a phone, four or five on a desktop. */
const cardWidth = 220;

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
        <Columns asChild minColumnWidth={cardWidth} space="medium">
          <Skeleton.Group label="Loading the lottery">
            {Array.from({ length: placeholderCount }, (_, index) => (
              <Stack as="span" key={index} space="xsmall">
                <Skeleton.Rect height="auto" style={{ aspectRatio: '16 / 9' }} />
                <Skeleton.Text width="60%" />
                <Skeleton.Text width="40%" />
              </Stack>
            ))}
          </Skeleton.Group>
        </Columns>
      ) : items.length === 0 ? (
        <EmptyState title={messages.noRecordsFound} description="No lottery draws right now." titleAs="p" />
      ) : (
        <Columns
          as="ul"
          minColumnWidth={cardWidth}
          space="medium"
          className={styles.cards}
          aria-label="Lottery draws"
        >
          {items.map((item) => (
            <Box as="li" key={item.id} display="grid">
              <LotteryCard
                item={{ ...item, status: lotteryStatusLabel(item.status) }}
                titleAs="h2"
                onSale={item.status === 'open'}
                onPlaceBet={() => setBuying(item)}
                onShowDraw={() => setViewing(item)}
              />
            </Box>
          ))}
        </Columns>
      )}
      <BuyTicketsDialog item={buying} loadDraw={loadDraw} onBuy={onBuy} onClose={() => setBuying(null)} />
      <DrawDialog item={viewing} loadDraw={loadDraw} onClose={() => setViewing(null)} />
    </div>
  );
}
