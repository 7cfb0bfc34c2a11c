import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { SearchIcon } from '../../icons/icons.tsx';
import { useControllableState } from '../../utils/useControllableState.ts';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './TableHeader.css.ts';

export const defaultPageSizeOptions = [10, 20, 30, 40, 50] as const;

export interface TableHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The rows-per-page choices. */
  pageSizeOptions?: readonly number[];
  /** Rows per page (controlled). */
  pageSize?: number;
  /** Defaults to the first of `pageSizeOptions`. */
  defaultPageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** The words either side of the page-size choice: "Show [10] entries". */
  pageSizeLabel?: string;
  pageSizeSuffix?: string;
  /** The search text (controlled); reported on every keystroke, so debounce in the caller if needed. */
  search?: string;
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
  /** Names the search box; also its placeholder. */
  searchLabel?: string;
  /** Extra actions (export, add, filters) placed beside the search box. */
  children?: ReactNode;
}

/** The bar above a report table: how many rows to show, a search box, and room for extra actions. */
export const TableHeader = forwardRef<HTMLDivElement, TableHeaderProps>(function TableHeader(
  {
    pageSizeOptions = defaultPageSizeOptions,
    pageSize: pageSizeProp,
    defaultPageSize,
    onPageSizeChange,
    pageSizeLabel = 'Show',
    pageSizeSuffix = 'entries',
    search: searchProp,
    defaultSearch = '',
    onSearchChange,
    searchLabel = 'Search By Client Name',
    className,
    children,
    ...rest
  },
  ref,
) {
  const [pageSize, setPageSize] = useControllableState({
    value: pageSizeProp,
    defaultValue: defaultPageSize ?? pageSizeOptions[0] ?? 10,
    onChange: onPageSizeChange,
  });
  const [search, setSearch] = useControllableState({
    value: searchProp,
    defaultValue: defaultSearch,
    onChange: onSearchChange,
  });

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.layout}>
        <div className={styles.pageSize}>
          <Select
            className={styles.inlineField}
            triggerClassName={styles.pageSizeTrigger}
            label={pageSizeLabel}
            // "Show entries": the whole phrase names the choice, and the visible "Show" is part of it.
            aria-label={`${pageSizeLabel} ${pageSizeSuffix}`}
            options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(pageSize)}
            onValueChange={(next) => setPageSize(Number(next))}
          />
          <span aria-hidden="true">{pageSizeSuffix}</span>
        </div>
        <div className={styles.end}>
          <TextField
            className={styles.search}
            type="search"
            label={searchLabel}
            hideLabel
            placeholder={searchLabel}
            leadingAdornment={<SearchIcon />}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {children && <div className={styles.actions}>{children}</div>}
        </div>
      </div>
    </div>
  );
});
TableHeader.displayName = 'TableHeader';
