import { privilege } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { saveGeneralSetting, saveSiteSettings, siteSettings } from '../api.ts';
import { SiteSettingsScreen, type GeneralValue } from '../screens/settings/SiteSettingsScreen.tsx';
import { operatorAtom } from '../state.ts';

/** `/admin/site-settings`: setting-list and save-setting-list (maintenance), save-general-setting. */
export function Component() {
  const { api, toast } = useServices();
  const privileges = useAtomValue(operatorAtom)?.privileges ?? [];
  const [attempt, setAttempt] = useState(0);
  const [general, setGeneral] = useState<Readonly<Record<string, GeneralValue>>>({});
  const load = useCallback(() => siteSettings(api), [api]);
  const loaded = useKeyedLoad(String(attempt), load);
  const maintenance = loaded.value?.find((setting) => setting.name === 'maintenance')?.value;

  return (
    <SiteSettingsScreen
      maintenance={loaded.value ? maintenance === true : undefined}
      error={loaded.error}
      onMaintenanceChange={async (on) => {
        toast.success(await saveSiteSettings(api, [{ name: 'maintenance', value: on }]));
        setAttempt((count) => count + 1);
      }}
      general={general}
      onSaveGeneral={
        // save-general-setting is platform-wide like the catalogue: role admin and Events.
        privileges.includes(privilege.events)
          ? async (name, value) => {
              setGeneral(await saveGeneralSetting(api, { [name]: value }));
              toast.success(`${name} saved`);
            }
          : undefined
      }
    />
  );
}
