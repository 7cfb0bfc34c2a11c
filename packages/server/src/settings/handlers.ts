import { contract, Refusal } from '@exchange/domain';
import { checkedImage, imageHeaders } from '../cashier/files.ts';
import type { AppContext } from '../context.ts';
import { loadActingUser } from '../hierarchy/subtree.ts';
import { callerOf } from '../http/access.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import { saveSettingList, settingList } from './service.ts';
import { currentWelcomeImage, saveWelcomeImage, welcomeImages } from './welcomeImages.ts';

/** Spec 7, Settings: GET setting-list; POST save-setting-list {settingList}; the welcome images. */
export function settingsHandlers(context: AppContext) {
  const { db } = context;
  return [
    handler(contract.settingList, async () => ok(await settingList(context))),
    handler(contract.saveSettingList, async ({ body }) => {
      await saveSettingList(context, body.settingList);
      return ok(null, 'Settings saved');
    }),
    handler(contract.welcomeImages, async () => ok(await welcomeImages(db))),
    handler(contract.saveWelcomeImage, async ({ body, file, request }) => {
      // The Super Admin's login accounts store as the Super Admin, whose image it then is.
      const owner = await loadActingUser(db, callerOf(request));
      const image = file ? await checkedImage(file) : null;
      await saveWelcomeImage(db, owner.id, body.name, image, context.now());
      return ok(await welcomeImages(db), image ? 'Welcome image saved' : 'Welcome image removed');
    }),
    handler(contract.welcomeImage, async ({ params, reply }) => {
      const file = await currentWelcomeImage(db, params.id);
      if (!file) throw new Refusal('not_found');
      void reply.headers(imageHeaders(file));
      return file.bytes;
    }),
  ];
}
