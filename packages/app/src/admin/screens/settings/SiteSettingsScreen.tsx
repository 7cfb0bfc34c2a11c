import { Card, Switch } from '@exchange/design-system';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import { GeneralSettingsCard, type GeneralValue } from './GeneralSettingsCard.tsx';
import { WelcomeImagesCard, type WelcomeImagesCardProps } from './WelcomeImagesCard.tsx';

export type { GeneralValue } from './GeneralSettingsCard.tsx';

export interface SiteSettingsScreenProps {
  /** The maintenance switch as setting-list reports it; undefined while it loads. */
  maintenance: boolean | undefined;
  /** save-setting-list {maintenance}; rejects with the server's message. */
  onMaintenanceChange: (on: boolean) => Promise<void>;
  /** The general settings as the last save answered them (the server has no call that only reads them). */
  general: Readonly<Record<string, GeneralValue>>;
  /** save-general-setting: merges one named value; resolves with the settings as they now stand. */
  onSaveGeneral: ((name: string, value: GeneralValue) => Promise<void>) | undefined;
  /** The welcome images set now; undefined while they load. */
  welcomeImages: WelcomeImagesCardProps['images'];
  onSaveWelcomeImage: WelcomeImagesCardProps['onSave'];
  error?: string | undefined;
}

/**
 * `/admin/site-settings` (the Super Admin's), in groups: players' access (the maintenance switch that
 * shuts players out of every label, 'Under Main', while operators still sign in), the welcome message's
 * images, and the general settings, each with a label, help and the control of its kind.
 */
export function SiteSettingsScreen({
  maintenance,
  onMaintenanceChange,
  general,
  onSaveGeneral,
  welcomeImages,
  onSaveWelcomeImage,
  error,
}: SiteSettingsScreenProps) {
  const { failure, pending, send } = useSubmission();

  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Site Settings</h1>
      <Failure message={error} />
      <Card as="section" aria-labelledby="maintenance">
        <div className={screen.form}>
          <h2 id="maintenance" className={screen.subheading}>
            Players&apos; access
          </h2>
          <Switch
            label="Maintenance mode"
            description="On: players of every label are signed out and see 'Under Main' until you switch it off. Operators still sign in."
            labelPosition="start"
            checked={maintenance ?? false}
            disabled={maintenance === undefined || pending}
            onCheckedChange={(on) => void send(() => onMaintenanceChange(on))}
          />
          <Failure message={failure} />
        </div>
      </Card>
      <WelcomeImagesCard images={welcomeImages} onSave={onSaveWelcomeImage} />
      {onSaveGeneral && <GeneralSettingsCard general={general} onSave={onSaveGeneral} />}
    </div>
  );
}
