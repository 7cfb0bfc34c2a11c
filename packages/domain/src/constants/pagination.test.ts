import { describe, expect, it } from 'vitest';
import {
  activityLogPageSize,
  canGoToPage,
  defaultPageSize,
  pageSizes,
  paginationRanges,
  unwiredPageSizeOptions,
} from './pagination.ts';

describe('pagination (spec 5 and 9)', () => {
  it('page sizes 10 to 50, default 10, 50 for activity logs', () => {
    expect(pageSizes).toEqual([10, 20, 30, 40, 50]);
    expect(defaultPageSize).toBe(10);
    expect(activityLogPageSize).toBe(50);
    expect(unwiredPageSizeOptions).toEqual([25, 50, 100, 250, 500, 750, 1000]);
    expect(paginationRanges).toEqual({ casinoResult: 1, generalReport: 5 });
  });

  it.each([
    [1, 5, true],
    [5, 5, true],
    [0, 5, false],
    [6, 5, false],
    [2.5, 5, false],
    [1, 0, false],
    [Number.NaN, 5, false],
  ])('go to page %s of %s: %s', (page, pageCount, allowed) => {
    expect(canGoToPage(page, pageCount)).toBe(allowed);
  });
});
