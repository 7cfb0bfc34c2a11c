import { Button, EmptyState } from '@exchange/design-system';
import type { Side } from '@exchange/domain';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { MarketFeedStore } from '../../internal/marketFeedStore.ts';
import { useLatestCallback } from '../../internal/useLatestCallback.ts';
import { LadderRow } from './LadderRow.tsx';
import {
  bestOutside,
  centreIndexOf,
  clampIndex,
  ladderColumns,
  ladderWindow,
  priceAt,
  windowIndices,
  type LadderColumn,
  type OwnWaiting,
} from './ladderWindow.ts';
import * as styles from './PriceLadder.css.ts';

export interface LadderGridProps {
  feed: MarketFeedStore;
  marketId: string;
  selectionId: number;
  runnerName: string;
  /** The user's waiting money by ladder index. */
  waiting: ReadonlyMap<number, OwnWaiting>;
  /** Placements on their way, by ladder index. */
  busy: ReadonlyMap<number, Side>;
  blocked: boolean;
  /** Prices shown above and below the centre. */
  span: number;
  onPlace: (index: number, side: Side) => void;
  /** Cancels the user's waiting bets at a price: one side's, or both. */
  onCancel: (index: number, side: Side | undefined) => void;
}

interface Focus {
  index: number;
  column: LadderColumn;
}

const headings: Record<LadderColumn, string> = {
  ownBack: 'Your backs',
  back: 'Back',
  price: 'Price',
  lay: 'Lay',
  ownLay: 'Your lays',
  traded: 'Traded',
};
const pageStep = 10;

/** The row and column of a ladder cell element. */
function cellOf(element: Element | null): Focus | undefined {
  if (!(element instanceof HTMLElement)) return undefined;
  const column = element.dataset['column'] as LadderColumn | undefined;
  const index = Number(element.parentElement?.dataset['index']);
  return column && Number.isInteger(index) ? { index, column } : undefined;
}

const sideOf = (column: LadderColumn): Side | undefined =>
  column === 'back' || column === 'ownBack'
    ? 'back'
    : column === 'lay' || column === 'ownLay'
      ? 'lay'
      : undefined;

/**
 * The ladder of one runner: a grid of prices around its centre (the last traded price, or the middle of
 * its best prices), scrolled to put the centre in sight. One cell is the grid's tab stop; the arrow keys
 * move it, B and L place a back or a lay at its price, Delete cancels the user's waiting bets there, C
 * centres again. When the market moves clean off the prices shown, the ladder centres itself.
 */
export function LadderGrid(props: LadderGridProps) {
  const { feed, marketId, selectionId, span } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // A new object per centring, the same centre again included: each one scrolls the centre into sight.
  const [view, setView] = useState(() => ({ centre: centreIndexOf(feed.getRunner(marketId, selectionId)) }));
  const { centre } = view;
  const [focus, setFocus] = useState<Focus | undefined>(undefined);
  const focusMoved = useRef(false);
  const hint = useId();

  const shown = centre === undefined ? undefined : ladderWindow(centre, span, focus?.index);
  // Only whether the market left the window re-renders the ladder: the rows follow their own prices.
  const subscribe = useCallback(
    (listener: () => void) => feed.subscribeRunner(marketId, selectionId, listener),
    [feed, marketId, selectionId],
  );
  const needsCentre = () => {
    const runner = feed.getRunner(marketId, selectionId);
    return shown === undefined ? centreIndexOf(runner) !== undefined : bestOutside(runner, shown);
  };
  const offCentre = useSyncExternalStore(subscribe, needsCentre, needsCentre);

  const recentre = useLatestCallback(() => {
    const next = centreIndexOf(feed.getRunner(marketId, selectionId));
    if (next === undefined) return;
    setView({ centre: next });
    setFocus((held) => held && { index: next, column: held.column });
  });
  useLayoutEffect(() => {
    if (offCentre) recentre();
  }, [offCentre, recentre]);

  useLayoutEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>(`[data-index="${view.centre}"]`);
    if (!box || !row) return;
    box.scrollTop = row.offsetTop - (box.clientHeight - row.offsetHeight) / 2;
  }, [view]);

  const stop: Focus | undefined =
    focus ?? (centre === undefined ? undefined : { index: centre, column: 'back' });
  useLayoutEffect(() => {
    if (!focusMoved.current || !stop) return;
    focusMoved.current = false;
    scroller.current
      ?.querySelector<HTMLElement>(`[data-index="${stop.index}"] [data-column="${stop.column}"]`)
      ?.focus();
  });

  const activate = useLatestCallback((index: number, column: LadderColumn) => {
    setFocus({ index, column });
    if (column === 'back' || column === 'lay') props.onPlace(index, column);
    if (column === 'ownBack' || column === 'ownLay') props.onCancel(index, sideOf(column));
  });

  if (centre === undefined || !shown || !stop) {
    return (
      <EmptyState
        size="small"
        titleAs="p"
        title={`No prices for ${props.runnerName} yet`}
        description="The ladder fills in as soon as the runner is priced."
      />
    );
  }

  const move = (index: number, column: LadderColumn) => {
    focusMoved.current = true;
    setFocus({ index: clampIndex(index), column });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const at = ladderColumns.indexOf(stop.column);
    const keys: Record<string, () => void> = {
      ArrowUp: () => move(stop.index + 1, stop.column),
      ArrowDown: () => move(stop.index - 1, stop.column),
      PageUp: () => move(stop.index + pageStep, stop.column),
      PageDown: () => move(stop.index - pageStep, stop.column),
      ArrowLeft: () => move(stop.index, ladderColumns[Math.max(0, at - 1)] ?? stop.column),
      ArrowRight: () => move(stop.index, ladderColumns[at + 1] ?? stop.column),
      Home: () => move(stop.index, 'ownBack'),
      End: () => move(stop.index, 'traded'),
      Enter: () => activate(stop.index, stop.column),
      ' ': () => activate(stop.index, stop.column),
      b: () => props.onPlace(stop.index, 'back'),
      l: () => props.onPlace(stop.index, 'lay'),
      Delete: () => props.onCancel(stop.index, sideOf(stop.column)),
      Backspace: () => props.onCancel(stop.index, sideOf(stop.column)),
      c: () => {
        focusMoved.current = true;
        recentre();
      },
    };
    const action = keys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  // A cell reached another way (a click, a screen reader's cursor) becomes the tab stop.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const at = cellOf(event.target);
    if (at && (at.index !== stop.index || at.column !== stop.column)) setFocus(at);
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const at =
      event.target instanceof HTMLElement ? cellOf(event.target.closest('[role="gridcell"]')) : undefined;
    if (at) activate(at.index, at.column);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <p id={hint} className={styles.hint}>
          Arrow keys move between prices. B backs and L lays at the price, Delete cancels your bets there, C
          centres the ladder.
        </p>
        <Button size="small" tone="neutral" variant="outline" onClick={recentre}>
          Centre
        </Button>
      </div>
      <div
        ref={scroller}
        role="grid"
        aria-label={`${props.runnerName} price ladder`}
        aria-describedby={hint}
        className={styles.scroller}
        // The cells are the grid's focus stops; the grid itself is focused only by script (never tabbed to).
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onClick}
      >
        <div role="row" className={styles.headerRow}>
          {ladderColumns.map((column) => (
            <div key={column} role="columnheader" className={styles.headerCell}>
              {headings[column]}
            </div>
          ))}
        </div>
        {windowIndices(shown).map((index) => {
          const own = props.waiting.get(index);
          return (
            <LadderRow
              key={index}
              feed={feed}
              marketId={marketId}
              selectionId={selectionId}
              index={index}
              price={priceAt(index)}
              ownBack={own?.back}
              ownLay={own?.lay}
              tabStop={stop.index === index ? stop.column : undefined}
              busy={props.busy.get(index)}
              blocked={props.blocked}
            />
          );
        })}
      </div>
    </>
  );
}
