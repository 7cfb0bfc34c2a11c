import { defaultPageSize, lastSevenDays, type DateRange } from '@exchange/domain';
import { useCallback, useState } from 'react';
import type { Page } from '../api/pages.ts';
import { useKeyedLoad } from './useKeyedLoad.ts';

/**
 * A report's query (period, page, page size) and its rows, fetched again whenever the query changes. The
 * period starts at the last 7 days (spec 9) and changes on Submit; a failure keeps the rows shown and
 * toasts the server's message at the top centre (spec 8).
 */
export function useReport<T>(
  load: (query: { range: DateRange; page: number; pageSize: number }) => Promise<Page<T>>,
) {
  const [range, setRange] = useState(() => lastSevenDays(new Date()));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [search, setSearch] = useState('');
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([range, page, pageSize, attempt]);
  const loadQuery = useCallback(() => load({ range, page, pageSize }), [load, range, page, pageSize]);
  const loaded = useKeyedLoad(key, loadQuery);

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
      status: loaded.status,
      error: loaded.error,
      pageSize,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
      search,
      onSearchChange: setSearch,
      page,
      totalPages: loaded.value?.totalPages ?? 0,
      onPageChange: setPage,
    },
    items: loaded.value?.items ?? [],
    reload: () => setAttempt((count) => count + 1),
  };
}
