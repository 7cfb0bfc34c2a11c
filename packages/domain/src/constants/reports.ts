/**
 * Report screens' fixed choices (spec sections 2, 3, 4 and 9). The wire values are ours where the spec
 * gives only labels.
 */

/** Spec 9: "Default report range: last 7 days (a helper also offers one month back to today)." */
export const defaultReportRangeDays = 7;

/**
 * How far back a report's date inputs go (spec 5 bounds them without saying how): two years, a tax year
 * and its predecessor; older records are a support request, not a screen's query.
 */
export const reportHistoryYears = 2;

/** Spec 2, Activity Logs: "a log type Login or Change Password (default Login)". */
export const activityLogTypes = [
  { value: 'login', label: 'Login' },
  { value: 'changePassword', label: 'Change Password' },
] as const;
export type ActivityLogType = (typeof activityLogTypes)[number]['value'];
export const defaultActivityLogType = 'login' satisfies ActivityLogType;

/** Spec 4: "Deposit and withdrawal status values: approved, pending, rejected." */
export const paymentStatuses = ['approved', 'pending', 'rejected'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Spec 4: "The Type filter offers All plus these three." */
export const paymentStatusFilters = ['all', ...paymentStatuses] as const;
export type PaymentStatusFilter = (typeof paymentStatusFilters)[number];

/** Spec 2, generalreport: "a type select (ALL general report, c2 credit reference report)". */
export const generalReportTypes = [
  { value: 'ALL', label: 'General Report' },
  { value: 'c2', label: 'Credit Reference Report' },
] as const;
export type GeneralReportType = (typeof generalReportTypes)[number]['value'];

/** Spec 3: "In the bets report, bet_status 'deleted' gives status deleted, any other value gives pending." */
export function betReportStatus(betStatus: string): 'deleted' | 'pending' {
  return betStatus === 'deleted' ? 'deleted' : 'pending';
}
