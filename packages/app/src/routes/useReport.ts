import { defaultPageSize, lastSevenDays, type DateRange } from '@exchange/domain';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/api.ts';
import type { Page } from '../api/pages.ts';
import type { ReportStatus } from '../screens/reports/ReportFrame.tsx';
import { useServices } from '../services.ts';

interface ReportState<T> {
  /** The query this answer is for: while it differs from the current one, the report is loading. */
  readonly key: string | null;
  readonly page: Page<T> | null;
  readonly error?: string;
}

/**
 * A report's query (period, page, page size) and its rows, fetched again whenever the query changes. The
 * period starts at the last 7 days (spec 9) and changes on Submit; a failure keeps the rows shown and
 * toasts the server's message at the top centre (spec 8).
 */
export function useReport<T>(
  load: (query: { range: DateRange; page: number; pageSize: number }) => Promise<Page<T>>,
) {
  const { toast } = useServices();
  const [range, setRange] = useState(() => lastSevenDays(new Date()));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [search, setSearch] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ReportState<T>>({ key: null, page: null });
  const key = JSON.stringify([range, page, pageSize, attempt]);

  useEffect(() => {
    let current = true;
    load({ range, page, pageSize }).then(
      (result) => current && setState({ key, page: result }),
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof ApiError ? error.message : String(error);
        toast.error(message);
        setState((previous) => ({ ...previous, key, error: message }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, key, range, page, pageSize, toast]);

  const status: ReportStatus = state.key !== key ? 'loading' : state.error ? 'error' : 'ready';

  const submit = useCallback((next: DateRange) => {
    setRange(next);
    setPage(1);
    // Submitting the same period again still reloads it.
    setAttempt((count) => count + 1);
  }, []);

  return {
    frame: {
      range,
      onSubmit: submit,
      status,
      error: state.error,
      pageSize,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
      search,
      onSearchChange: setSearch,
      page,
      totalPages: state.page?.totalPages ?? 0,
      onPageChange: setPage,
    },
    items: state.page?.items ?? [],
    reload: () => setAttempt((count) => count + 1),
  };
}
