import { defaultPageSize } from '@exchange/domain';
import { useState, type ReactNode } from 'react';
import { ListFrame } from '../../../screens/reports/ListFrame.tsx';
import { matchesSearch, type ReportStatus } from '../../../screens/reports/ReportFrame.tsx';

export interface LocalListProps<T> {
  /** Every row the server sent: these lists come whole, so paging and search happen here. */
  rows: readonly T[];
  /** The texts a row is found by. */
  searchTexts: (row: T) => readonly string[];
  searchLabel: string;
  status: ReportStatus;
  error?: string | undefined;
  paginationLabel?: string;
  /** The table of the rows on the page in view. */
  children: (pageRows: readonly T[]) => ReactNode;
}

/**
 * Spec 2's TableHeader (page size, search) and Pagination around a list the server answers in one piece
 * (the sports, series and matches of a feed are tens, not thousands).
 */
export function LocalList<T>({
  rows,
  searchTexts,
  searchLabel,
  status,
  error,
  paginationLabel,
  children,
}: LocalListProps<T>) {
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [page, setPage] = useState(1);
  const found = rows.filter((row) => matchesSearch(search, ...searchTexts(row)));
  const totalPages = Math.ceil(found.length / pageSize);
  // A list that shrank (a new search, a reload) shows its last page rather than an empty one.
  const shown = Math.max(1, Math.min(page, totalPages));
  return (
    <ListFrame
      status={status}
      error={error}
      searchLabel={searchLabel}
      {...(paginationLabel !== undefined && { paginationLabel })}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPage(1);
      }}
      pageSize={pageSize}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      page={shown}
      totalPages={totalPages}
      onPageChange={setPage}
    >
      {children(found.slice((shown - 1) * pageSize, shown * pageSize))}
    </ListFrame>
  );
}
