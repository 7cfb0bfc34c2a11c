import { Refusal } from '@exchange/domain';
import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { settings } from '../db/schema.ts';
import { parse } from '../parse.ts';
import { isKnownSetting, knownSettingNames, knownSettings, type SettingValue } from './known.ts';

/** Every known setting, saved or not; a saved value that no longer fits its schema shows the default. */
export async function settingList(context: AppContext) {
  const rows = await context.db
    .select({ name: settings.name, value: settings.value })
    .from(settings)
    .where(inArray(settings.name, knownSettingNames));
  const saved = new Map(rows.map((row) => [row.name, row.value]));
  return knownSettingNames.map((name) => {
    const known = knownSettings[name];
    const value = saved.get(name);
    return { name, value: v.is(known.schema, value) ? value : known.defaultValue };
  });
}

/**
 * The checked list to save: every name known and given once, every value within its size limit and its
 * schema. Any fault refuses the whole list, before anything is written.
 */
function checkedSettingList(
  settingList: readonly { name: string; value: unknown }[],
): { name: string; value: SettingValue }[] {
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

/** Saves the list checked whole: all rows or none, in one transaction. */
export async function saveSettingList(
  context: AppContext,
  list: readonly { name: string; value: unknown }[],
): Promise<void> {
  const settingList = checkedSettingList(list);
  await context.db.transaction(async (tx) => {
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
}
