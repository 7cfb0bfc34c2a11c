import {
  fromMinor,
  generalSettingRequestSchema,
  generalSettingResponseSchema,
  minor,
  toMinor,
  userStakesResponseSchema,
  userStakesSchema,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { settings, users } from '../db/schema.ts';
import { callerOf, platformAccess } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';

/** The site-wide row save-general-setting merges into (settings table, by name). */
export const generalSettingName = 'general';

/** The caller's own quick-stake buttons and the admin's site-wide general settings. */
export function stakeSettingRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;
  return [
    {
      method: 'POST',
      path: 'save-user-stake',
      response: userStakesResponseSchema,
      access: { kind: 'signed-in' },
      // The caller's own quick-stake buttons (a multi-login account keeps its own).
      handler: async (request) => {
        const caller = callerOf(request);
        const { stakes } = parse(userStakesSchema, request.body);
        await db
          .update(users)
          .set({ stakes: stakes.map((stake) => toMinor(stake)) })
          .where(eq(users.id, caller.userId));
        return ok({ stakes });
      },
    },
    {
      method: 'GET',
      path: 'get-user-stake',
      response: userStakesResponseSchema,
      access: { kind: 'signed-in' },
      handler: async (request) => {
        const caller = callerOf(request);
        const [row] = await db
          .select({ stakes: users.stakes })
          .from(users)
          .where(eq(users.id, caller.userId));
        return ok({ stakes: (row?.stakes ?? []).map((stake) => fromMinor(minor(stake))) });
      },
    },
    {
      method: 'POST',
      path: 'save-general-setting',
      response: generalSettingResponseSchema,
      // Spec 6: "Admin-only calls exist for ... settings". Named site-wide values, merged into one row.
      access: platformAccess,
      handler: async (request) => {
        const values = parse(generalSettingRequestSchema, request.body);
        const saved = await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ value: settings.value })
            .from(settings)
            .where(eq(settings.name, generalSettingName))
            .for('update');
          const merged = { ...(current?.value as Record<string, unknown> | undefined), ...values };
          await tx
            .insert(settings)
            .values({ name: generalSettingName, value: merged })
            .onConflictDoUpdate({ target: settings.name, set: { value: merged, updatedAt: context.now() } });
          return merged;
        });
        return ok(saved);
      },
    },
  ];
}
