import {
  emptyResponseSchema,
  privilege,
  saveSettingListRequestSchema,
  settingListResponseSchema,
  Refusal,
} from '@exchange/domain';
import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { settings } from '../db/schema.ts';
import type { Access } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { isKnownSetting, knownSettingNames, knownSettings, type SettingValue } from './known.ts';

/**
 * Site-wide switches are the platform's: the Super Admin, or its multi-login accounts given General Lock.
 * A white-label Admin (sadmin) runs one label and may not shut every label down.
 */
const settingsAccess: Access = { kind: 'operator', roles: ['admin'], privilege: privilege.generalLock };

/**
 * The checked list to save: every name known and given once, every value within its size limit and its
 * schema. Any fault refuses the whole list, before anything is written.
 */
function checkedSettingList(input: unknown): { name: string; value: SettingValue }[] {
  const { settingList } = parse(saveSettingListRequestSchema, input);
  const seen = new Set<string>();
  return settingList.map(({ name, value }) => {
    if (!isKnownSetting(name)) throw new Refusal('setting_unknown');
    if (seen.has(name)) throw new Refusal('setting_name_repeated');
    seen.add(name);
    const known = knownSettings[name];
    if (JSON.stringify(value).length > known.maxJsonLength) {
      throw new Refusal('setting_too_large');
    }
    return { name, value: parse(known.schema, value) };
  });
}

/** Spec 7, Settings: GET setting-list; POST save-setting-list {settingList}. */
export function settingsRoutes(context: AppContext): RouteDefinition[] {
  const { db } = context;
  return [
    {
      method: 'GET',
      path: 'setting-list',
      response: settingListResponseSchema,
      access: settingsAccess,
      handler: async () => {
        const rows = await db
          .select({ name: settings.name, value: settings.value })
          .from(settings)
          .where(inArray(settings.name, knownSettingNames));
        const saved = new Map(rows.map((row) => [row.name, row.value]));
        // Every known setting, saved or not; a saved value that no longer fits its schema shows the default.
        return ok(
          knownSettingNames.map((name) => {
            const known = knownSettings[name];
            const value = saved.get(name);
            return { name, value: v.is(known.schema, value) ? value : known.defaultValue };
          }),
        );
      },
    },
    {
      method: 'POST',
      path: 'save-setting-list',
      response: emptyResponseSchema,
      access: settingsAccess,
      handler: async (request) => {
        const settingList = checkedSettingList(request.body);
        // All rows or none: one transaction.
        await db.transaction(async (tx) => {
          for (const setting of settingList) {
            await tx
              .insert(settings)
              .values({ name: setting.name, value: setting.value })
              .onConflictDoUpdate({
                target: settings.name,
                set: { value: setting.value, updatedAt: context.now() },
              });
          }
        });
        return ok(null, 'Settings saved');
      },
    },
  ];
}
