import { describe, expect, it } from 'vitest';
import {
  activityLogTypes,
  betReportStatus,
  defaultActivityLogType,
  defaultReportRangeDays,
  generalReportTypes,
  paymentStatuses,
  paymentStatusFilters,
} from './reports.ts';

describe('report constants', () => {
  it('match spec 2, 4 and 9', () => {
    expect(defaultReportRangeDays).toBe(7);
    expect(activityLogTypes.map((type) => type.label)).toEqual(['Login', 'Change Password']);
    expect(defaultActivityLogType).toBe('login');
    expect(paymentStatuses).toEqual(['approved', 'pending', 'rejected']);
    expect(paymentStatusFilters).toEqual(['all', 'approved', 'pending', 'rejected']);
    expect(generalReportTypes.map((type) => type.value)).toEqual(['ALL', 'c2']);
  });

  it("bet_status 'deleted' is deleted, anything else pending", () => {
    expect(betReportStatus('deleted')).toBe('deleted');
    expect(betReportStatus('open')).toBe('pending');
    expect(betReportStatus('')).toBe('pending');
  });
});
