import { describe, expect, it } from 'vitest';
import { pageOf, type Page } from './pages.ts';

/** A server holding `total` rows numbered from 1, answering 10 per page as the real one does. */
function server(total: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number): Promise<Page<number>> => {
    asked.push(page);
    const items = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * 10, page * 10);
    return { items, page, totalPages: Math.ceil(total / 10), totalDocs: total };
  };
  return { asked, fetchPage };
}

describe('pageOf', () => {
  it('reads a page of 10 as the server page itself', async () => {
    const { asked, fetchPage } = server(25);
    const page = await pageOf(3, 10, fetchPage);
    expect(page).toEqual({ items: [21, 22, 23, 24, 25], page: 3, totalPages: 3, totalDocs: 25 });
    expect(asked).toEqual([3]);
  });

  it('joins the server pages that make up a larger page', async () => {
    const { asked, fetchPage } = server(75);
    const page = await pageOf(2, 30, fetchPage);
    expect(page.items).toEqual(Array.from({ length: 30 }, (_, index) => index + 31));
    expect(page.totalPages).toBe(3);
    expect(asked).toEqual([4, 5, 6]);
  });

  it('asks for no server page beyond the last one', async () => {
    const { asked, fetchPage } = server(12);
    const page = await pageOf(1, 50, fetchPage);
    expect(page).toEqual({
      items: Array.from({ length: 12 }, (_, index) => index + 1),
      page: 1,
      totalPages: 1,
      totalDocs: 12,
    });
    expect(asked).toEqual([1, 2]);
  });

  it('has no pages when there are no rows', async () => {
    const { fetchPage } = server(0);
    expect(await pageOf(1, 20, fetchPage)).toEqual({ items: [], page: 1, totalPages: 0, totalDocs: 0 });
  });
});
