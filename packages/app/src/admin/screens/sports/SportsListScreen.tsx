import { Amount, Badge, Inline, Switch, Table, TextField } from '@exchange/design-system';
import { betSettingField, fromMinor, messages, type SportSettings } from '@exchange/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { fieldErrors } from '../../../screens/formErrors.ts';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import * as styles from '../admin.css.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { LocalList } from './LocalList.tsx';
import { RowButton, RowLink } from './RowControls.tsx';
import { ScreenTitle } from './ScreenTitle.tsx';

/** The screens a sport leads to, as `sports-list/{url}` names them. */
export const sportScreens = [adminPages.series, adminPages.matches, adminPages.activeMatches] as const;
export type SportScreenPath = (typeof sportScreens)[number]['path'];

export interface SportsListScreenProps {
  sports: readonly SportSettings[];
  status: ReportStatus;
  error?: string | undefined;
  /** `sports-list/{url}`: the screen the operator is choosing a sport for (from the menu). */
  next?: SportScreenPath | undefined;
  /** Saves a sport's settings; a rejection's message is shown in the dialog. */
  onSave: (settings: SportSettings) => Promise<void>;
}

/** What the settings dialog types, read by the same rule as a user's stake settings. */
function readSettings(sport: SportSettings, form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  const read = fieldErrors(betSettingField, {
    minBet: text('minBet'),
    maxBet: text('maxBet'),
    delaySeconds: text('delaySeconds'),
  });
  if (!read.ok) return read;
  const settings: SportSettings = {
    ...sport,
    active: form.get('active') === 'on',
    minBet: fromMinor(read.output.minBet),
    maxBet: fromMinor(read.output.maxBet),
    delay: read.output.delaySeconds,
  };
  return { ok: true as const, settings };
}

/** The dialog's fields, named as the stake settings rule reads them. */
const settingFields = [
  { name: 'minBet', label: 'Min Stake', inputMode: 'decimal', value: 'minBet' },
  { name: 'maxBet', label: 'Max Stake', inputMode: 'decimal', value: 'maxBet' },
  { name: 'delaySeconds', label: 'In-play Delay (s)', inputMode: 'numeric', value: 'delay' },
] as const;

function SettingsDialog({
  sport,
  onSave,
  onClose,
}: {
  sport: SportSettings | null;
  onSave: SportsListScreenProps['onSave'];
  onClose: () => void;
}) {
  return (
    <ActionDialog
      open={sport !== null}
      title={`Settings: ${sport?.name ?? ''}`}
      description="Stakes in rupees for every player of this sport; the delay holds in-play bets before they are checked against the price again."
      confirmLabel="Save"
      onClose={onClose}
      onConfirm={async (form) => {
        if (!sport) return undefined;
        const read = readSettings(sport, form);
        if (!read.ok) return read.errors;
        await onSave(read.settings);
        return undefined;
      }}
    >
      {(errors) =>
        sport && (
          <>
            <div className={styles.fieldRow}>
              {settingFields.map((field) => (
                <TextField
                  key={field.name}
                  label={field.label}
                  name={field.name}
                  inputMode={field.inputMode}
                  autoComplete="off"
                  defaultValue={String(sport[field.value])}
                  error={errors[field.name]}
                />
              ))}
            </div>
            <Switch name="active" label="Shown to players" defaultChecked={sport.active} />
          </>
        )
      }
    </ActionDialog>
  );
}

/**
 * `sports-list[/{url}]`: every sport with its settings (stake limits, in-play delay, shown to players) and
 * the way to its series, matches and active matches. From the menu's Active Matches it is the step that
 * picks the sport (`sports-list/active-matches`).
 */
export function SportsListScreen({ sports, status, error, next, onSave }: SportsListScreenProps) {
  const [editing, setEditing] = useState<SportSettings | null>(null);
  const nextPage = sportScreens.find((page) => page.path === next);
  return (
    <div className={screen.page}>
      <ScreenTitle>Sports</ScreenTitle>
      {nextPage && <p className={screen.muted}>Choose a sport to open its {nextPage.label.toLowerCase()}.</p>}
      <LocalList
        rows={sports}
        searchTexts={(sport) => [sport.name]}
        searchLabel="Search By Sport"
        status={status}
        error={error}
      >
        {(rows) => (
          <Table.Root caption="Sports" hideCaption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>Sport</Table.HeaderCell>
                <Table.HeaderCell>Players</Table.HeaderCell>
                <Table.HeaderCell numeric>Min Stake</Table.HeaderCell>
                <Table.HeaderCell numeric>Max Stake</Table.HeaderCell>
                <Table.HeaderCell numeric>In-play Delay</Table.HeaderCell>
                <Table.HeaderCell>Actions</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body emptyText={messages.noDataInTable}>
              {rows.map((sport) => (
                <Table.Row key={sport.sportId}>
                  <Table.Cell>
                    {nextPage ? (
                      <Link to={adminPath(`${nextPage.path}/${sport.sportId}`)}>{sport.name}</Link>
                    ) : (
                      sport.name
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge size="small" tone={sport.active ? 'positive' : 'neutral'}>
                      {sport.active ? 'Shown' : 'Hidden'}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell numeric>
                    <Amount value={sport.minBet} tone="none" />
                  </Table.Cell>
                  <Table.Cell numeric>
                    <Amount value={sport.maxBet} tone="none" />
                  </Table.Cell>
                  <Table.Cell numeric>{sport.delay} s</Table.Cell>
                  <Table.Cell>
                    <Inline as="span" alignY="center" space="xsmall" className={styles.actions}>
                      {sportScreens.map((page) => (
                        <RowLink
                          key={page.path}
                          to={adminPath(`${page.path}/${sport.sportId}`)}
                          label={page.label}
                          of={sport.name}
                        />
                      ))}
                      <RowButton label="Settings" of={`of ${sport.name}`} onClick={() => setEditing(sport)} />
                    </Inline>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </LocalList>
      <SettingsDialog sport={editing} onSave={onSave} onClose={() => setEditing(null)} />
    </div>
  );
}
