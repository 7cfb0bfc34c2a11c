/** The servers' report pages hold 10 rows (the requests carry no size); larger pages are joined from them. */
export const serverPageSize = 10;

export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalDocs: number;
}

/**
 * Page `page` of `pageSize` rows (a multiple of the server's 10: the spec's sizes 10 to 50), read from the
 * server's pages that make it up. The first answer tells how many exist; the rest are fetched together.
 */
export async function pageOf<T>(
  page: number,
  pageSize: number,
  fetchServerPage: (serverPage: number) => Promise<Page<T>>,
): Promise<Page<T>> {
  const perPage = Math.max(1, Math.round(pageSize / serverPageSize));
  const first = (page - 1) * perPage + 1;
  const head = await fetchServerPage(first);
  const last = Math.min(first + perPage - 1, head.totalPages);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - first) }, (_, index) => fetchServerPage(first + 1 + index)),
  );
  return {
    items: [head, ...rest].flatMap((part) => part.items),
    page,
    totalPages: Math.ceil(head.totalDocs / (perPage * serverPageSize)),
    totalDocs: head.totalDocs,
  };
}
