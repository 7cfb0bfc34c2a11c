/** The servers' report pages hold 10 rows (the requests carry no size); larger pages are joined from them. */
export const serverPageSize = 10;

export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalDocs: number;
}

/**
 * Page `page` of `pageSize` rows, read from the server's pages of `serverSize` rows that hold it: joined
 * from several when the screen's page is larger, cut from one (or two) when smaller. The first answer
 * tells how many rows exist; the rest are fetched together.
 */
export async function pageFromServerPages<T>(
  page: number,
  pageSize: number,
  serverSize: number,
  fetchServerPage: (serverPage: number) => Promise<Page<T>>,
): Promise<Page<T>> {
  const start = (page - 1) * pageSize;
  const first = Math.floor(start / serverSize) + 1;
  const head = await fetchServerPage(first);
  const end = Math.min(start + pageSize, head.totalDocs);
  const last = Math.min(Math.ceil(end / serverSize), head.totalPages);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - first) }, (_, index) => fetchServerPage(first + 1 + index)),
  );
  const offset = start - (first - 1) * serverSize;
  return {
    items: [head, ...rest].flatMap((part) => part.items).slice(offset, offset + pageSize),
    page,
    totalPages: Math.ceil(head.totalDocs / pageSize),
    totalDocs: head.totalDocs,
  };
}

/** A page of a report whose server pages hold 10 rows (the spec's sizes 10 to 50 join whole ones). */
export function pageOf<T>(
  page: number,
  pageSize: number,
  fetchServerPage: (serverPage: number) => Promise<Page<T>>,
): Promise<Page<T>> {
  return pageFromServerPages(page, pageSize, serverPageSize, fetchServerPage);
}
