import { refusalMessages } from '@exchange/domain';
import * as v from 'valibot';

/** What a setting of the settings API may hold (the wire shape of spec 7's settingList). */
export type SettingValue = string | number | boolean;

interface KnownSetting {
  /** Checks a value sent to save-setting-list; its message is the 400's. */
  schema: v.GenericSchema<SettingValue, SettingValue>;
  /** The longest value taken, as JSON text, checked before the schema: every setting has a size limit. */
  maxJsonLength: number;
  /** What setting-list shows while none is saved. */
  defaultValue: SettingValue;
}

/**
 * The settings an admin reads and writes through setting-list and save-setting-list: only these, each
 * with its own schema and size limit. Other rows of the settings table (save-general-setting's `general`,
 * the demo's marker) belong to their own code and are neither listed nor writable here; secrets never
 * live in that table (src/auth/secrets.ts).
 */
export const knownSettings = {
  /** The site-wide maintenance switch the authentication check reads (src/auth/signedIn.ts). */
  maintenance: {
    schema: v.boolean(refusalMessages.maintenanceNotBoolean),
    maxJsonLength: 'false'.length,
    defaultValue: false,
  },
} as const satisfies Record<string, KnownSetting>;

export type KnownSettingName = keyof typeof knownSettings;

/** In name order, as setting-list answers them. */
export const knownSettingNames = (Object.keys(knownSettings) as KnownSettingName[]).sort();

export function isKnownSetting(name: string): name is KnownSettingName {
  return Object.hasOwn(knownSettings, name);
}
