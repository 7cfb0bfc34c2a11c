import { describe, expect, it } from 'vitest';
import { pageFromServerPages, pageOf, type Page } from './pages.ts';

/** A server holding `total` rows numbered from 1, answering `size` per page (10, as the reports do). */
function server(total: number, size = 10) {
  const asked: number[] = [];
  const fetchPage = async (page: number): Promise<Page<number>> => {
    asked.push(page);
    const items = Array.from({ length: total }, (_, index) => index + 1).slice(
      (page - 1) * size,
      page * size,
    );
    return { items, page, totalPages: Math.ceil(total / size), totalDocs: total };
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

describe('pageFromServerPages (the activity log: server pages of 50, spec 9)', () => {
  const rows = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);

  it('cuts a screen page of 10 out of one server page, asking for it once', async () => {
    const { asked, fetchPage } = server(120, 50);
    const page = await pageFromServerPages(7, 10, 50, fetchPage);
    expect(page).toEqual({ items: rows(61, 70), page: 7, totalPages: 12, totalDocs: 120 });
    expect(asked).toEqual([2]);
  });

  it('joins the two server pages a screen page of 30 straddles', async () => {
    const { asked, fetchPage } = server(120, 50);
    const page = await pageFromServerPages(2, 30, 50, fetchPage);
    expect(page.items).toEqual(rows(31, 60));
    expect(page.totalPages).toBe(4);
    expect(asked).toEqual([1, 2]);
  });

  it('reads a page of 50 as the server page itself, and a short last page', async () => {
    const { asked, fetchPage } = server(55, 50);
    expect((await pageFromServerPages(1, 50, 50, fetchPage)).items).toEqual(rows(1, 50));
    expect(await pageFromServerPages(3, 20, 50, fetchPage)).toEqual({
      items: rows(41, 55),
      page: 3,
      totalPages: 3,
      totalDocs: 55,
    });
    expect(asked).toEqual([1, 1, 2]);
  });

  it('has no pages when there are no rows', async () => {
    const { fetchPage } = server(0, 50);
    expect(await pageFromServerPages(1, 10, 50, fetchPage)).toEqual({
      items: [],
      page: 1,
      totalPages: 0,
      totalDocs: 0,
    });
  });
});
