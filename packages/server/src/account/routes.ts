import type { AppContext } from '../context.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { activityLogRoutes } from './activityLogs.ts';
import { passwordRoutes } from './passwords.ts';

/** The caller's own account: passwords and activity logs. */
export function accountRoutes(context: AppContext): RouteDefinition[] {
  return [...passwordRoutes(context), ...activityLogRoutes(context)];
}
