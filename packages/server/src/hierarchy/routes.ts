import type { AppContext } from '../context.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { editRoutes } from './editRoutes.ts';
import { listRoutes } from './listRoutes.ts';
import { loginAccountRoutes } from './loginAccountRoutes.ts';
import { registerUserRoutes } from './register.ts';
import { stakeSettingRoutes } from './stakeSettingRoutes.ts';

export { generalSettingName } from './stakeSettingRoutes.ts';

/**
 * Spec 7, Users: the agent hierarchy (accounts, lists, details, edits, locks, stakes, multi-login), one
 * file per concern.
 */
export function hierarchyRoutes(context: AppContext): RouteDefinition[] {
  return [
    ...registerUserRoutes(context),
    ...listRoutes(context),
    ...editRoutes(context),
    ...stakeSettingRoutes(context),
    ...loginAccountRoutes(context),
  ];
}
