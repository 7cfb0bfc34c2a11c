import {
  Button,
  Card,
  Inline,
  NumberField,
  Select,
  Stack,
  Switch,
  TextField,
  visuallyHidden,
} from '@exchange/design-system';
import { textLimits } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from './settings.css.ts';

export type GeneralValue = string | number | boolean;
type GeneralKind = 'boolean' | 'number' | 'text';

const kindLabels: Record<GeneralKind, string> = { boolean: 'On or off', number: 'Number', text: 'Text' };
const kindOf = (value: GeneralValue): GeneralKind =>
  typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'text';

/** A stored name as a label: "oneClickBet" and "one_click_bet" read "One click bet". */
export function settingLabel(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Save = (name: string, value: GeneralValue) => Promise<void>;

/** One saved setting as a control of its kind: a switch takes effect at once, a number or text on Save. */
function GeneralSettingField({ name, value, onSave }: { name: string; value: GeneralValue; onSave: Save }) {
  const { pending, failure, send } = useSubmission();
  const [draft, setDraft] = useState<GeneralValue | null>(value);
  const label = settingLabel(name);
  const stored = `Stored as ${name}`;
  const alert = <Failure message={failure} />;
  if (typeof value === 'boolean') {
    return (
      <Stack space="small">
        <Switch
          label={label}
          description={stored}
          labelPosition="start"
          checked={value}
          disabled={pending}
          onCheckedChange={(on) => void send(() => onSave(name, on))}
        />
        {alert}
      </Stack>
    );
  }
  const changed = draft !== null && draft !== '' && draft !== value;
  return (
    <Stack
      as="form"
      space="small"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) void send(() => onSave(name, typeof draft === 'string' ? draft.trim() : draft));
      }}
    >
      <Inline alignY="end" space="small">
        {typeof value === 'number' ? (
          <NumberField
            label={label}
            hint={stored}
            value={typeof draft === 'number' ? draft : null}
            onValueChange={setDraft}
          />
        ) : (
          <TextField
            label={label}
            hint={stored}
            maxLength={textLimits.remark}
            value={String(draft ?? '')}
            onChange={(event) => setDraft(event.target.value)}
          />
        )}
        <Button type="submit" variant="soft" loading={pending} disabled={!changed}>
          Save<span className={visuallyHidden}> {label}</span>
        </Button>
      </Inline>
      {alert}
    </Stack>
  );
}

/** A new setting: its name, its kind, and a value entered with the kind's own control. */
function AddGeneralSetting({ onSave }: { onSave: Save }) {
  const { errors, setErrors, failure, pending, send } = useSubmission();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<GeneralKind>('boolean');
  const [on, setOn] = useState(false);
  const [amount, setAmount] = useState<number | null>(null);
  const [text, setText] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = kind === 'boolean' ? on : kind === 'number' ? amount : text.trim();
    const found = {
      ...(name.trim() === '' && { name: 'Name is required' }),
      ...((value === null || value === '') && { value: 'Value is required' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || value === null) return;
    if (await send(() => onSave(name.trim(), value))) {
      setName('');
      setAmount(null);
      setText('');
      setOn(false);
    }
  }

  return (
    <form
      className={screen.form}
      aria-labelledby="add-general-setting"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id="add-general-setting" className={styles.groupHeading}>
        Add a setting
      </h3>
      <TextField
        label="Name"
        hint="As integrations read it, e.g. supportWhatsapp"
        maxLength={64}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors['name']}
      />
      <Select
        label="Kind"
        options={(Object.keys(kindLabels) as GeneralKind[]).map((value) => ({
          value,
          label: kindLabels[value],
        }))}
        value={kind}
        onValueChange={(value) => setKind(value === 'number' || value === 'text' ? value : 'boolean')}
      />
      {kind === 'boolean' && <Switch label="Value" checked={on} onCheckedChange={setOn} />}
      {kind === 'number' && (
        <NumberField label="Value" value={amount} onValueChange={setAmount} error={errors['value']} />
      )}
      {kind === 'text' && (
        <TextField
          label="Value"
          maxLength={textLimits.remark}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={errors['value']}
        />
      )}
      <Button type="submit" loading={pending}>
        Add setting
      </Button>
      <Failure message={failure} />
    </form>
  );
}

/**
 * The Super Admin's general settings (save-general-setting): site-wide named values that integrations
 * read by name. Each shows with a label and the control of its kind (issue 39: not a raw name/value
 * table); the server has no call that only reads them, so the card lists what this session saved.
 */
export function GeneralSettingsCard({
  general,
  onSave,
}: {
  general: Readonly<Record<string, GeneralValue>>;
  onSave: Save;
}) {
  const entries = Object.entries(general).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card as="section" aria-labelledby="general-settings">
      <div className={screen.form}>
        <h2 id="general-settings" className={screen.subheading}>
          General settings
        </h2>
        <p className={screen.muted}>
          Site-wide values, the same for every label, that integrations read by name. A switch takes effect at
          once; a number or text when you save it.
        </p>
        {entries.length === 0 ? (
          <p className={screen.muted}>None saved in this session yet.</p>
        ) : (
          <Stack space="medium" className={styles.settings}>
            {entries.map(([name, value]) => (
              <GeneralSettingField
                key={`${name}:${kindOf(value)}:${String(value)}`}
                name={name}
                value={value}
                onSave={onSave}
              />
            ))}
          </Stack>
        )}
        <AddGeneralSetting onSave={onSave} />
      </div>
    </Card>
  );
}
