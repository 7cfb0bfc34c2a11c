import type { DateRange } from '@exchange/domain';
import { fn } from 'storybook/test';

/** A fixed period and the frame's callbacks, so report stories render the same every day. */
export const storyRange: DateRange = { startDate: '2026-01-05', endDate: '2026-01-12' };

export const frameArgs = () => ({
  range: storyRange,
  onSubmit: fn(),
  status: 'ready' as const,
  pageSize: 10,
  onPageSizeChange: fn(),
  search: '',
  onSearchChange: fn(),
  page: 1,
  totalPages: 3,
  onPageChange: fn(),
});
