import { privilege } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import type { WelcomeImages } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import {
  saveGeneralSetting,
  saveSiteSettings,
  saveWelcomeImage,
  siteSettings,
  welcomeImages,
} from '../api.ts';
import { settingLabel } from '../screens/settings/GeneralSettingsCard.tsx';
import { SiteSettingsScreen, type GeneralValue } from '../screens/settings/SiteSettingsScreen.tsx';
import { operatorAtom } from '../state.ts';

/**
 * `/admin/site-settings`: setting-list and save-setting-list (maintenance), welcome-images and
 * save-welcome-image, save-general-setting.
 */
export function Component() {
  const { api, toast } = useServices();
  const privileges = useAtomValue(operatorAtom)?.privileges ?? [];
  const [attempt, setAttempt] = useState(0);
  const [general, setGeneral] = useState<Readonly<Record<string, GeneralValue>>>({});
  const load = useCallback(() => siteSettings(api), [api]);
  const loaded = useKeyedLoad(String(attempt), load);
  const maintenance = loaded.value?.find((setting) => setting.name === 'maintenance')?.value;
  const loadImages = useCallback(() => welcomeImages(api), [api]);
  const loadedImages = useKeyedLoad('welcome-images', loadImages);
  // A save answers the images as they now stand.
  const [savedImages, setSavedImages] = useState<WelcomeImages>();

  return (
    <SiteSettingsScreen
      maintenance={loaded.value ? maintenance === true : undefined}
      error={loaded.error ?? loadedImages.error}
      onMaintenanceChange={async (on) => {
        toast.success(await saveSiteSettings(api, [{ name: 'maintenance', value: on }]));
        setAttempt((count) => count + 1);
      }}
      welcomeImages={savedImages ?? loadedImages.value ?? undefined}
      onSaveWelcomeImage={async (name, file) => {
        const answer = await saveWelcomeImage(api, name, file);
        setSavedImages(answer.data);
        toast.success(answer.message);
      }}
      general={general}
      onSaveGeneral={
        // save-general-setting is platform-wide like the catalogue: role admin and Events.
        privileges.includes(privilege.events)
          ? async (name, value) => {
              setGeneral(await saveGeneralSetting(api, { [name]: value }));
              toast.success(`${settingLabel(name)} saved`);
            }
          : undefined
      }
    />
  );
}
