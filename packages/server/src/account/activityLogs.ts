import { pageQuerySchema, userLogsRequestSchema, userLogsResponseSchema } from '@exchange/domain';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { activityLogs } from '../db/schema.ts';
import { callerOf } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';

/** Spec 2: "a page-size control (default 10)"; the request schema has no size, so the server uses 10. */
export const logsPageSize = 10;
const dayMs = 24 * 60 * 60 * 1000;

/** POST get-user-logs?page: the caller's own logins or password changes in a period (dates in UTC, inclusive). */
export function activityLogRoutes(context: AppContext): RouteDefinition[] {
  return [
    {
      method: 'POST',
      path: 'get-user-logs',
      response: userLogsResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const { page } = parse(pageQuerySchema, request.query);
        const body = parse(userLogsRequestSchema, request.body);
        const where = and(
          eq(activityLogs.userId, callerOf(request).userId),
          eq(activityLogs.type, body.reportType),
          gte(activityLogs.createdAt, new Date(`${body.startDate}T00:00:00Z`)),
          lt(activityLogs.createdAt, new Date(new Date(`${body.endDate}T00:00:00Z`).getTime() + dayMs)),
        );
        const [total] = await context.db.select({ value: count() }).from(activityLogs).where(where);
        const rows = await context.db
          .select()
          .from(activityLogs)
          .where(where)
          .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
          .limit(logsPageSize)
          .offset((page - 1) * logsPageSize);
        const totalDocs = total?.value ?? 0;
        return ok({
          items: rows.map((row) => ({ createdAt: row.createdAt.toISOString(), logs: { ip: row.ip ?? '' } })),
          page,
          totalPages: Math.ceil(totalDocs / logsPageSize),
          totalDocs,
        });
      },
    },
  ];
}
