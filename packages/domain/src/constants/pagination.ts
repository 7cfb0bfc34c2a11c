/** Spec 2 and 5: "Page sizes: 10, 20, 30, 40, 50." */
export const pageSizes = [10, 20, 30, 40, 50] as const;
export type PageSize = (typeof pageSizes)[number];

/** Spec 9: "default 10 in report screens; a fixed 50 in activity log paging." */
export const defaultPageSize = 10 satisfies PageSize;
export const activityLogPageSize = 50;

/** Spec 9: "Options shown but not wired: 25, 50, 100, 250, 500, 750, 1000." */
export const unwiredPageSizeOptions = [25, 50, 100, 250, 500, 750, 1000] as const;

/** Spec 9: "Casino result pagination range 1; general report 5": page links either side of the current. */
export const paginationRanges = { casinoResult: 1, generalReport: 5 } as const;

/** Spec 5: "Go-to-page moves only if the number is between 1 and the page count." Pages are 1-based. */
export function canGoToPage(page: number, pageCount: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount;
}
