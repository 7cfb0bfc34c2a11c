import { defaultPageSize } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { pageOf, type Page } from '../../api/pages.ts';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';

/**
 * A paged list of the panel: page, page size (joined from the server's 10-row pages) and a filter (a
 * search, a report type), fetched again whenever one changes or `reload` is called.
 */
export function usePagedList<T, F>(
  filter: F,
  fetchServerPage: (filter: F, serverPage: number) => Promise<Page<T>>,
) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [attempt, setAttempt] = useState(0);
  const filterKey = JSON.stringify(filter);
  const key = JSON.stringify([filterKey, page, pageSize, attempt]);
  const load = useCallback(
    // The filter is read back from its key, so a caller's new but equal object fetches nothing again.
    () => pageOf(page, pageSize, (serverPage) => fetchServerPage(JSON.parse(filterKey) as F, serverPage)),
    [filterKey, page, pageSize, fetchServerPage],
  );
  const loaded = useKeyedLoad(key, load);

  return {
    status: loaded.status,
    error: loaded.error,
    items: loaded.value?.items ?? [],
    page,
    totalPages: loaded.value?.totalPages ?? 0,
    onPageChange: setPage,
    pageSize,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    /** Back to the first page (a new filter). */
    firstPage: () => setPage(1),
    reload: () => setAttempt((count) => count + 1),
  };
}
