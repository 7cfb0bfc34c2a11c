import { Pagination, TableHeader } from '@exchange/design-system';
import { messages, pageSizes } from '@exchange/domain';
import type { ReactNode } from 'react';
import * as screen from '../screen.css.ts';
import * as styles from './ListFrame.css.ts';
import type { ReportStatus } from './ReportFrame.tsx';

/** A list's paging and search, as the report and panel screens' props carry them. */
export interface ListControls {
  status: ReportStatus;
  /** The server's message when the list failed. */
  error?: string | undefined;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export interface ListFrameProps extends ListControls {
  searchLabel?: string;
  /** Spec 9: page links either side of the current one (general report 5). */
  paginationRange?: number;
  /** Names the pagination bar where a screen has two lists (landmarks must differ). */
  paginationLabel?: string;
  /** The table. */
  children: ReactNode;
}

/**
 * Spec 2's shared parts around a list's table: the failure's message, the TableHeader (page size and search)
 * above it and the Pagination bar below it when there are pages.
 */
export function ListFrame({
  searchLabel = messages.searchByClientName,
  paginationRange,
  paginationLabel,
  children,
  ...list
}: ListFrameProps) {
  return (
    <>
      {list.status === 'error' && list.error && (
        <p role="alert" className={screen.alert}>
          {list.error}
        </p>
      )}
      <TableHeader
        pageSizeOptions={pageSizes}
        pageSize={list.pageSize}
        onPageSizeChange={list.onPageSizeChange}
        search={list.search}
        onSearchChange={list.onSearchChange}
        searchLabel={searchLabel}
      />
      <div className={styles.tableBox} aria-busy={list.status === 'loading'}>
        {children}
      </div>
      {list.totalPages > 0 && (
        <Pagination
          pageCount={list.totalPages}
          page={list.page}
          onPageChange={list.onPageChange}
          {...(paginationRange !== undefined && { range: paginationRange })}
          {...(paginationLabel !== undefined && { 'aria-label': paginationLabel })}
        />
      )}
    </>
  );
}
