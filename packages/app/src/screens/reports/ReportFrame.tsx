import { Button, DateRangeField } from '@exchange/design-system';
import type { DateRange } from '@exchange/domain';
import { useState, type ReactNode } from 'react';
import * as styles from '../screen.css.ts';
import { ListFrame, type ListControls } from './ListFrame.tsx';
import { useReportDateBounds } from './useReportDateBounds.ts';

/** Where a report's rows stand. */
export type ReportStatus = 'loading' | 'ready' | 'error';

export interface ReportQuery {
  readonly range: DateRange;
  readonly page: number;
  readonly pageSize: number;
}

export interface ReportFrameProps extends ListControls {
  title: string;
  /** The period applied; the form starts from it (spec 9: the last 7 days by default). */
  range: DateRange;
  /** Filters beside the dates (a log type). */
  extraFilters?: ReactNode;
  onSubmit: (range: DateRange) => void;
  searchLabel?: string;
  /** What the report offers after Submit (issue 41): its downloads, cancelling the bets it lists. */
  actions?: ReactNode;
  /** The table. */
  children: ReactNode;
}

/**
 * A report page of spec 2: the period and filters with Submit, then the shared TableHeader (page size and
 * search), the table, and the Pagination bar when there are pages.
 */
export function ReportFrame(props: ReportFrameProps) {
  const [draft, setDraft] = useState({ start: props.range.startDate, end: props.range.endDate });
  const bounds = useReportDateBounds();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{props.title}</h1>
      <form
        className={styles.reportFilters}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit({ startDate: draft.start, endDate: draft.end });
        }}
      >
        <DateRangeField
          label="Period"
          className={styles.period}
          value={draft}
          onValueChange={setDraft}
          min={bounds.min}
          max={bounds.max}
          required
        />
        {props.extraFilters}
        <Button type="submit" loading={props.status === 'loading'}>
          Submit
        </Button>
        {props.actions}
      </form>
      <ListFrame {...props} />
    </div>
  );
}

/** Rows whose shown text contains the search (the table header's box filters the page in view). */
export function matchesSearch(search: string, ...texts: readonly string[]): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || texts.some((text) => text.toLowerCase().includes(needle));
}
