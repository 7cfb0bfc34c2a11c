import { fileBytesResponseSchema } from '../../schemas/envelope.ts';
import { privilege } from '../../constants/privileges.ts';
import { emptyResponseSchema } from '../../schemas/envelope.ts';
import { acceptedImageTypes } from '../../constants/payments.ts';
import {
  saveSettingListRequestSchema,
  saveWelcomeImageFieldsSchema,
  settingListResponseSchema,
  welcomeImageField,
  welcomeImageParamsSchema,
  welcomeImagesResponseSchema,
} from '../../schemas/settings.ts';
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
  welcomeImages: endpoint({
    api: 'main',
    method: 'GET',
    path: 'welcome-images',
    summary: "The welcome images players are shown after signing in (spec 3's img_desktop, img_mobile)",
    access: settingsAccess,
    response: welcomeImagesResponseSchema,
    refusals: [],
  }),
  saveWelcomeImage: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-welcome-image',
    summary:
      'Sets a welcome image (multipart {name}, the png or jpeg as the file part image); without a file, removes it',
    access: settingsAccess,
    body: saveWelcomeImageFieldsSchema,
    upload: { file: welcomeImageField },
    response: welcomeImagesResponseSchema,
    refusals: ['image_type_not_accepted', 'image_too_large'],
  }),
  welcomeImage: endpoint({
    api: 'main',
    method: 'GET',
    path: 'welcome-image/:id',
    summary: 'A welcome image now set (an img element fetches it, with no token); any other id is not found',
    access: { kind: 'public' },
    params: welcomeImageParamsSchema,
    fileTypes: acceptedImageTypes,
    // The bytes; a Node Buffer is one.
    response: fileBytesResponseSchema,
    refusals: ['not_found'],
  }),
};
