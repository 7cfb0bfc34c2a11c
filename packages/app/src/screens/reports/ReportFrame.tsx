import { Button, DateRangeField, Pagination, TableHeader } from '@exchange/design-system';
import { pageSizes, type DateRange } from '@exchange/domain';
import { useState, type ReactNode } from 'react';
import * as styles from '../screen.css.ts';

/** Where a report's rows stand. */
export type ReportStatus = 'loading' | 'ready' | 'error';

export interface ReportQuery {
  readonly range: DateRange;
  readonly page: number;
  readonly pageSize: number;
}

export interface ReportFrameProps {
  title: string;
  /** The period applied; the form starts from it (spec 9: the last 7 days by default). */
  range: DateRange;
  /** Filters beside the dates (a log type). */
  extraFilters?: ReactNode;
  onSubmit: (range: DateRange) => void;
  status: ReportStatus;
  /** The server's message when the report failed. */
  error?: string | undefined;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel?: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The table. */
  children: ReactNode;
}

/**
 * A report page of spec 2: the period and filters with Submit, then the shared TableHeader (page size and
 * search), the table, and the Pagination bar when there are pages.
 */
export function ReportFrame(props: ReportFrameProps) {
  const [draft, setDraft] = useState({ start: props.range.startDate, end: props.range.endDate });
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{props.title}</h1>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit({ startDate: draft.start, endDate: draft.end });
        }}
      >
        <DateRangeField label="Period" value={draft} onValueChange={setDraft} required />
        {props.extraFilters}
        <Button type="submit" loading={props.status === 'loading'}>
          Submit
        </Button>
      </form>
      {props.status === 'error' && props.error && (
        <p role="alert" className={styles.alert}>
          {props.error}
        </p>
      )}
      <TableHeader
        pageSizeOptions={pageSizes}
        pageSize={props.pageSize}
        onPageSizeChange={props.onPageSizeChange}
        search={props.search}
        onSearchChange={props.onSearchChange}
        {...(props.searchLabel && { searchLabel: props.searchLabel })}
      />
      <div aria-busy={props.status === 'loading'}>{props.children}</div>
      {props.totalPages > 0 && (
        <Pagination pageCount={props.totalPages} page={props.page} onPageChange={props.onPageChange} />
      )}
    </div>
  );
}

/** Rows whose shown text contains the search (the table header's box filters the page in view). */
export function matchesSearch(search: string, ...texts: readonly string[]): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || texts.some((text) => text.toLowerCase().includes(needle));
}
