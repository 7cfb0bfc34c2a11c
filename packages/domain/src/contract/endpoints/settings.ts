import { privilege } from '../../constants/privileges.ts';
import { emptyResponseSchema } from '../../schemas/envelope.ts';
import { saveSettingListRequestSchema, settingListResponseSchema } from '../../schemas/settings.ts';
import type { Access } from '../access.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Site-wide switches are the platform's: the Super Admin, or its multi-login accounts given General Lock.
 * A white-label Admin (sadmin) runs one label and may not shut every label down.
 */
const settingsAccess = {
  kind: 'operator',
  roles: ['admin'],
  privilege: privilege.generalLock,
} as const satisfies Access;

/** Spec 7, Settings: the site-wide settings (maintenance and the like). */
export const settingsEndpoints = {
  settingList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'setting-list',
    summary: 'Every site-wide setting with its value (the default where none is saved)',
    access: settingsAccess,
    response: settingListResponseSchema,
    refusals: [],
  }),
  saveSettingList: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-setting-list',
    summary: 'Saves site-wide settings, all or none: every name known and given once',
    access: settingsAccess,
    body: saveSettingListRequestSchema,
    response: emptyResponseSchema,
    refusals: ['setting_unknown', 'setting_name_repeated', 'setting_too_large'],
  }),
};
