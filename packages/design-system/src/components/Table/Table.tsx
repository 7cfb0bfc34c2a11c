import { clsx } from 'clsx';
import {
  Children,
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
  type TableHTMLAttributes,
} from 'react';
import { visuallyHidden } from '../../theme/root.css.ts';
import * as styles from './Table.css.ts';

/** The text of an empty table unless told otherwise. */
const defaultEmptyText = 'No Result Found';

export type TableRowTone = (typeof styles.tableRowTones)[number];

export interface TableRootProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Names the table (and its scroll area) for assistive technology. */
  caption?: ReactNode;
  /** Keeps the caption for screen readers only, where a heading above already names the table. */
  hideCaption?: boolean;
  /** Caps the height; the rows scroll beneath a header that stays in view. */
  maxHeight?: CSSProperties['maxHeight'];
  /** The header row sticks to the top of the scroll area (on by default; needs `maxHeight` to matter). */
  stickyHeader?: boolean;
  /** Shades every other row. */
  striped?: boolean;
  /** Highlights the row under the pointer. */
  hoverable?: boolean;
  /** Class of the scroll container around the table. */
  containerClassName?: string;
}

/**
 * The scroll container and the table. It scrolls sideways on narrow screens and, with `maxHeight`,
 * down beneath a sticky header; while it scrolls it takes keyboard focus so arrow keys can scroll it.
 */
const Root = forwardRef<HTMLTableElement, TableRootProps>(function TableRoot(
  {
    caption,
    hideCaption = false,
    maxHeight,
    stickyHeader = true,
    striped = false,
    hoverable = false,
    containerClassName,
    className,
    children,
    ...rest
  },
  ref,
) {
  const captionId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  // Whether the content overflows is only known from layout, and changes as rows or the viewport do.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () =>
      setScrollable(
        container.scrollWidth > container.clientWidth || container.scrollHeight > container.clientHeight,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    for (const child of container.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  const hasCaption = caption !== undefined && caption !== null && caption !== false && caption !== '';
  return (
    <div
      ref={containerRef}
      className={clsx(styles.container, containerClassName)}
      style={maxHeight === undefined ? undefined : { maxHeight }}
      data-scrollable={scrollable || undefined}
      // A scrolling area must be reachable by keyboard; it is named by the caption when there is one.
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable && hasCaption ? 'region' : undefined}
      aria-labelledby={scrollable && hasCaption ? captionId : undefined}
    >
      <table
        ref={ref}
        className={clsx(styles.table, className)}
        data-sticky-header={stickyHeader || undefined}
        data-striped={striped || undefined}
        data-hoverable={hoverable || undefined}
        {...rest}
      >
        {hasCaption && (
          <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
            {caption}
          </caption>
        )}
        {children}
      </table>
    </div>
  );
});
Root.displayName = 'Table.Root';

const Head = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(function TableHead(
  { className, ...rest },
  ref,
) {
  return <thead ref={ref} className={clsx(styles.head, className)} {...rest} />;
});
Head.displayName = 'Table.Head';

export interface TableBodyProps extends HTMLAttributes<HTMLTableSectionElement> {
  /** Shown in a single full-width row when the body has no rows. */
  emptyText?: ReactNode;
}

/**
 * The rows; with none (`{rows.map(...)}` over an empty array, say) it shows the empty row instead. It
 * sees only its direct children: a component that renders the rows itself should render `Table.Empty`.
 */
const Body = forwardRef<HTMLTableSectionElement, TableBodyProps>(function TableBody(
  { emptyText = defaultEmptyText, children, ...rest },
  ref,
) {
  return (
    <tbody ref={ref} {...rest}>
      {Children.toArray(children).length === 0 ? <Empty>{emptyText}</Empty> : children}
    </tbody>
  );
});
Body.displayName = 'Table.Body';

export interface TableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  tone?: TableRowTone | undefined;
}

const Row = forwardRef<HTMLTableRowElement, TableRowProps>(function TableRow(
  { tone, className, ...rest },
  ref,
) {
  return <tr ref={ref} className={clsx(styles.row, className)} data-tone={tone} {...rest} />;
});
Row.displayName = 'Table.Row';

export interface TableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** Right-aligns the heading of a column of numbers. */
  numeric?: boolean;
}

const HeaderCell = forwardRef<HTMLTableCellElement, TableHeaderCellProps>(function TableHeaderCell(
  { numeric = false, scope = 'col', className, ...rest },
  ref,
) {
  return (
    <th
      ref={ref}
      scope={scope}
      className={clsx(styles.headerCell, numeric && styles.numeric, className)}
      data-numeric={numeric || undefined}
      {...rest}
    />
  );
});
HeaderCell.displayName = 'Table.HeaderCell';

export interface TableCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** Right-aligned tabular figures, so amounts line up by their decimal point. */
  numeric?: boolean;
}

const Cell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { numeric = false, className, ...rest },
  ref,
) {
  return (
    <td
      ref={ref}
      className={clsx(styles.cell, numeric && styles.numeric, className)}
      data-numeric={numeric || undefined}
      {...rest}
    />
  );
});
Cell.displayName = 'Table.Cell';

export interface TableEmptyProps extends Omit<HTMLAttributes<HTMLTableRowElement>, 'children'> {
  /** Defaults to "No Result Found". */
  children?: ReactNode;
  /** Columns to span; defaults to the number of columns in the table's header row. */
  colSpan?: number;
}

/** The single full-width row an empty table shows. */
const Empty = forwardRef<HTMLTableRowElement, TableEmptyProps>(function TableEmpty(
  { children = defaultEmptyText, colSpan, className, ...rest },
  ref,
) {
  const cellRef = useRef<HTMLTableCellElement>(null);
  // Counted from the rendered header so callers need not repeat the column count.
  useLayoutEffect(() => {
    const cell = cellRef.current;
    if (!cell || colSpan !== undefined) return;
    const headerCells = cell.closest('table')?.tHead?.rows[0]?.cells;
    const columns = headerCells ? [...headerCells].reduce((sum, { colSpan: span }) => sum + span, 0) : 1;
    cell.colSpan = Math.max(1, columns);
  });
  return (
    <tr ref={ref} className={clsx(styles.row, className)} data-state="empty" {...rest}>
      <td ref={cellRef} colSpan={colSpan} className={clsx(styles.cell, styles.empty)}>
        {children}
      </td>
    </tr>
  );
});
Empty.displayName = 'Table.Empty';

/** A data table in parts: `Table.Root` > `Table.Head` / `Table.Body` > `Table.Row` > cells. */
export const Table = { Root, Head, Body, Row, HeaderCell, Cell, Empty };
