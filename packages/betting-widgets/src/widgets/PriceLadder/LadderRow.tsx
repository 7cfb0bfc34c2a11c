import { shortForm } from '@exchange/domain';
import { memo, useMemo, useSyncExternalStore } from 'react';
import { formatOdds, formatSize } from '../../internal/market.ts';
import type { LadderPrice, MarketFeedStore } from '../../internal/marketFeedStore.ts';
import { ladderColumns, type LadderColumn } from './ladderWindow.ts';
import * as styles from './PriceLadder.css.ts';

export interface LadderRowProps {
  feed: MarketFeedStore;
  marketId: string;
  selectionId: number;
  /** The row's index in the exchange's ladder, and its price. */
  index: number;
  price: number;
  /** The user's money waiting at this price, each side (major units). */
  ownBack: number | undefined;
  ownLay: number | undefined;
  /** The cell that holds the ladder's one tab stop, when it is in this row. */
  tabStop: LadderColumn | undefined;
  /** A placement at this price is on its way, on that side. */
  busy: 'back' | 'lay' | undefined;
  /** Suspended or closed: nothing can be placed. */
  blocked: boolean;
}

/** The cell's parts: what it says, what it is called, and whether money sits in it. */
interface CellContent {
  text: string;
  label: string | undefined;
  money: boolean;
}

function contents(price: number, book: LadderPrice, own: { back?: number; lay?: number }) {
  const odds = formatOdds(price);
  const offered = (side: 'Back' | 'Lay', size: number | undefined): CellContent => ({
    text: size === undefined ? '' : formatSize(size),
    label: size === undefined ? `${side} ${odds}` : `${side} ${odds}, ${formatSize(size)} available`,
    money: size !== undefined,
  });
  const waiting = (side: 'back' | 'lay', amount: number | undefined): CellContent => ({
    text: amount === undefined ? '' : shortForm(amount),
    label: amount === undefined ? undefined : `Cancel your ${side} at ${odds}, ${shortForm(amount)} waiting`,
    money: amount !== undefined,
  });
  return {
    ownBack: waiting('back', own.back),
    back: offered('Back', book.back),
    price: { text: odds, label: book.lastTraded ? `${odds}, last traded` : odds, money: false },
    lay: offered('Lay', book.lay),
    ownLay: waiting('lay', own.lay),
    traded: {
      text: book.traded === undefined ? '' : formatSize(book.traded),
      label: book.traded === undefined ? undefined : `${formatSize(book.traded)} traded at ${odds}`,
      money: book.traded !== undefined,
    },
  } satisfies Record<LadderColumn, CellContent>;
}

/**
 * One price of the ladder: the user's waiting backs, the money to back, the price, the money to lay, the
 * user's waiting lays and the volume traded there. It reads its own price from the feed, so a price push
 * re-renders only the rows whose book changed; the ladder's own changes (focus, a placement on its way, the
 * user's bets) reach it as plain props, and a memoised row ignores the ones meant for other rows. Clicks
 * and keys are the grid's (LadderGrid.tsx).
 */
export const LadderRow = memo(function LadderRow({
  feed,
  marketId,
  selectionId,
  index,
  price,
  ownBack,
  ownLay,
  tabStop,
  busy,
  blocked,
}: LadderRowProps) {
  const source = useMemo(() => {
    const address = { marketId, selectionId, price };
    return {
      subscribe: (listener: () => void) => feed.subscribePrice(address, listener),
      read: () => feed.getPrice(address),
    };
  }, [feed, marketId, selectionId, price]);
  const book = useSyncExternalStore(source.subscribe, source.read, source.read);
  const cells = contents(price, book, {
    ...(ownBack !== undefined && { back: ownBack }),
    ...(ownLay !== undefined && { lay: ownLay }),
  });
  return (
    <div role="row" className={styles.priceRow} data-index={index}>
      {ladderColumns.map((column) => {
        const cell = cells[column];
        const placing = column === 'back' || column === 'lay';
        return (
          <div
            key={column}
            role="gridcell"
            className={styles.cell}
            data-column={column}
            data-money={cell.money ? '' : undefined}
            data-last={column === 'price' && book.lastTraded ? '' : undefined}
            aria-label={cell.label}
            aria-disabled={placing && blocked ? true : undefined}
            aria-busy={busy === column ? true : undefined}
            tabIndex={tabStop === column ? 0 : -1}
          >
            {cell.text}
          </div>
        );
      })}
    </div>
  );
});
LadderRow.displayName = 'LadderRow';
