import type { AccessCases } from '../accessCases.ts';

/**
 * The access matrix entries of the settings routes (src/settings/handlers.ts): the Super Admin's alone (or
 * its multi-login accounts holding General Lock, tested in handlers.test.ts); every other role gets 403.
 */
export const settingsAccessCases: AccessCases = {
  'GET /api/setting-list': { allowed: ['admin'] },
  'POST /api/save-setting-list': { allowed: ['admin'], request: { body: { settingList: [] } } },
  'GET /api/welcome-images': { allowed: ['admin'] },
  // Without a file: removes an image that is not set, which changes nothing.
  'POST /api/save-welcome-image': { allowed: ['admin'], request: { body: { name: 'img_mobile' } } },
  // An img element fetches it without a token; an id that is not a welcome image is not found.
  'GET /api/welcome-image/:id': { allowed: 'public' },
};
