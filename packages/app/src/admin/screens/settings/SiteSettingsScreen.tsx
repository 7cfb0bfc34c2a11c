import { Button, Card, Switch, Table, TextField } from '@exchange/design-system';
import { messages } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from '../admin.css.ts';
import { WelcomeImagesCard, type WelcomeImagesCardProps } from './WelcomeImagesCard.tsx';

export type GeneralValue = string | number | boolean;

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

/** A typed value: true/false and numbers as such, anything else as text (the three kinds the server keeps). */
export function parseGeneralValue(text: string): GeneralValue {
  const trimmed = text.trim();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  if (trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return trimmed;
}

function GeneralSettings({
  general,
  onSave,
}: {
  general: SiteSettingsScreenProps['general'];
  onSave: NonNullable<SiteSettingsScreenProps['onSaveGeneral']>;
}) {
  const [errors, setErrors] = useState<{ name?: string; value?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const value = String(data.get('value') ?? '');
    const found = {
      ...(name === '' && { name: 'Name is required' }),
      ...(value.trim() === '' && { value: 'Value is required' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(undefined);
    try {
      await onSave(name, parseGeneralValue(value));
      form.reset();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  const entries = Object.entries(general).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card as="section" aria-labelledby="general-settings">
      <div className={screen.form}>
        <h2 id="general-settings" className={screen.subheading}>
          General settings
        </h2>
        <p className={screen.muted}>
          Named values for every label (save-general-setting): a saved name is replaced, others are kept.
        </p>
        <Table.Root caption="General settings" hideCaption striped>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Name</Table.HeaderCell>
              <Table.HeaderCell>Value</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body emptyText={messages.noDataInTable}>
            {entries.map(([name, value]) => (
              <Table.Row key={name}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell>{String(value)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <form
          className={styles.fieldRow}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-busy={pending}
        >
          <TextField name="name" label="Name" maxLength={64} error={errors.name} />
          <TextField
            name="value"
            label="Value"
            maxLength={200}
            error={errors.value}
            hint="true, false, a number or text"
          />
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </form>
        {failure && (
          <p role="alert" className={screen.alert}>
            {failure}
          </p>
        )}
      </div>
    </Card>
  );
}

/**
 * `/admin/site-settings` (the Super Admin's): the maintenance switch that shuts players out of every
 * label ('Under Main') while operators still sign in, the players' welcome images, and the general settings.
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
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const change = async (on: boolean) => {
    setPending(true);
    setFailure(undefined);
    try {
      await onMaintenanceChange(on);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Site Settings</h1>
      {error && (
        <p role="alert" className={screen.alert}>
          {error}
        </p>
      )}
      <Card as="section" aria-labelledby="maintenance">
        <div className={screen.form}>
          <h2 id="maintenance" className={screen.subheading}>
            Maintenance
          </h2>
          <Switch
            label="Maintenance mode"
            description="Players of every label see 'Under Main' and are signed out; operators still sign in."
            labelPosition="start"
            checked={maintenance ?? false}
            disabled={maintenance === undefined || pending}
            onCheckedChange={(on) => void change(on)}
          />
          {failure && (
            <p role="alert" className={screen.alert}>
              {failure}
            </p>
          )}
        </div>
      </Card>
      <WelcomeImagesCard images={welcomeImages} onSave={onSaveWelcomeImage} />
      {onSaveGeneral && <GeneralSettings general={general} onSave={onSaveGeneral} />}
    </div>
  );
}
