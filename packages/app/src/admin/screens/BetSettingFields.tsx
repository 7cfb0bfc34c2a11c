import { Stack, TextField } from '@exchange/design-system';
import { sports } from '@exchange/domain';
import * as styles from './admin.css.ts';

/** Per sport index (spec 1's order): min and max stake in rupees and the in-play delay in seconds. */
export type BetSettingValues = readonly {
  readonly minBet: number;
  readonly maxBet: number;
  readonly delay: number;
}[];

const fields = [
  { key: 'minBet', label: 'Min Bet', inputMode: 'decimal' },
  { key: 'maxBet', label: 'Max Bet', inputMode: 'decimal' },
  { key: 'delaySeconds', label: 'Delay (s)', inputMode: 'numeric' },
] as const;

const fieldName = (index: number, key: string) => `betSettings.${index}.${key}`;

/** The typed settings of every sport, in the shape of the domain's bet setting rule. */
export function betSettingsFromForm(form: FormData) {
  return sports.map((_, index) =>
    Object.fromEntries(fields.map(({ key }) => [key, String(form.get(fieldName(index, key)) ?? '')])),
  );
}

/**
 * Spec 6: "per-index minBet, maxBet and delay", one group per sport. Named as the rule's issues are
 * (`betSettings.0.minBet`), so each message lands under its field.
 */
export function BetSettingFields({
  settings,
  errors,
}: {
  settings: BetSettingValues;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <p>Stakes in rupees; 0 sets no limit and no delay.</p>
      {sports.map((sport, index) => {
        const setting = settings[index];
        const initial = {
          minBet: setting?.minBet ?? 0,
          maxBet: setting?.maxBet ?? 0,
          delaySeconds: setting?.delay ?? 0,
        };
        return (
          <Stack as="fieldset" key={sport.id} space="small" className={styles.fieldset}>
            <legend className={styles.legend}>{sport.name}</legend>
            <div className={styles.fieldRow}>
              {fields.map(({ key, label, inputMode }) => (
                <TextField
                  key={key}
                  label={label}
                  name={fieldName(index, key)}
                  inputMode={inputMode}
                  autoComplete="off"
                  defaultValue={String(initial[key])}
                  error={errors[fieldName(index, key)]}
                />
              ))}
            </div>
          </Stack>
        );
      })}
    </>
  );
}
