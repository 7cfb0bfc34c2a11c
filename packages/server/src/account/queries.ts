import { activityLogPageSize, type ActivityLogType } from '@exchange/domain';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { activityLogs } from '../db/schema.ts';

/**
 * Spec 9: "a fixed 50 in activity log paging": the call's pages hold 50; the screen's page-size control
 * (spec 2, default 10) shows parts of them (app/src/api/pages.ts).
 */
export const logsPageSize = activityLogPageSize;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * One page of a user's logs of one type in a period (dates in UTC, inclusive), newest first; of the call's
 * 50 unless an export reads the period whole (`pageSize`).
 */
export async function userLogsPage(
  db: Database,
  userId: string,
  filter: { reportType: ActivityLogType; startDate: string; endDate: string },
  page: number,
  pageSize: number = logsPageSize,
) {
  const where = and(
    eq(activityLogs.userId, userId),
    eq(activityLogs.type, filter.reportType),
    gte(activityLogs.createdAt, new Date(`${filter.startDate}T00:00:00Z`)),
    lt(activityLogs.createdAt, new Date(new Date(`${filter.endDate}T00:00:00Z`).getTime() + dayMs)),
  );
  const [total] = await db.select({ value: count() }).from(activityLogs).where(where);
  const rows = await db
    .select()
    .from(activityLogs)
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const totalDocs = total?.value ?? 0;
  return {
    items: rows.map((row) => ({ createdAt: row.createdAt.toISOString(), logs: { ip: row.ip ?? '' } })),
    page,
    totalPages: Math.ceil(totalDocs / pageSize),
    totalDocs,
  };
}
