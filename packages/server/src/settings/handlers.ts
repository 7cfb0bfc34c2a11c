import { contract } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { saveSettingList, settingList } from './service.ts';

/** Spec 7, Settings: GET setting-list; POST save-setting-list {settingList}. */
export function settingsHandlers(context: AppContext) {
  return [
    handler(contract.settingList, async () => ok(await settingList(context))),
    handler(contract.saveSettingList, async ({ body }) => {
      await saveSettingList(context, body.settingList);
      return ok(null, 'Settings saved');
    }),
  ];
}
