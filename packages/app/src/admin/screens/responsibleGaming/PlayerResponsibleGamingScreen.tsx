import { Badge, Button, Card, Columns, formatAmount, Select, Table } from '@exchange/design-system';
import { coolOffPeriods, formatDateTime, messages, type CoolOffPeriod } from '@exchange/domain';
import { useState } from 'react';
import * as screen from '../../../screens/screen.css.ts';
import {
  eventLabels,
  jurisdictionLabels,
  limitWindows,
  periodLabel,
  statusLabels,
  statusTones,
} from '../../../screens/responsibleGaming/text.ts';
import type { PlayerRgState, RgPeriod } from '../../../screens/responsibleGaming/types.ts';
import * as styles from '../admin.css.ts';
import * as own from './responsibleGaming.css.ts';
import { errorMessage } from '../../../forms/useSubmission.ts';
import { Failure } from '../../../forms/Failure.tsx';

export interface PlayerResponsibleGamingScreenProps {
  /** null while the first answer is on its way. */
  player: PlayerRgState | null;
  /** The operator holds User Lock: the changes are offered (the server checks it again). */
  mayChange: boolean;
  onCoolOff: (period: CoolOffPeriod) => Promise<void>;
  onReactivate: () => Promise<void>;
  onEnableRealityCheck: () => Promise<void>;
}

const spanOf = (period: RgPeriod | null) =>
  period
    ? `${periodLabel(period.period)}: ${formatDateTime(period.from)} to ${formatDateTime(period.until)}`
    : 'None';

function realityCheckText(player: PlayerRgState): string {
  const check = player.realityCheck;
  if (!check.applies) return 'Not for UK players';
  if (!check.enabled) return 'Stopped by the player';
  return check.dueAt ? `On, next due ${formatDateTime(check.dueAt)}` : 'On';
}

const windowNames = { day: 'Day', week: 'Week', month: 'Month' } as const;

const limitText = (amount: number | null) => (amount === null ? 'No limit' : formatAmount(amount));

/**
 * `/admin/responsible-gaming/{userId}`: a player's jurisdiction, state, deposit limits and history; an
 * operator with User Lock sets a cool-off (UK), reactivates a UK self-exclusion that is over, and turns
 * the reminders back on. Nothing here shortens a self-exclusion: the server refuses it too.
 */
export function PlayerResponsibleGamingScreen({
  player,
  mayChange,
  onCoolOff,
  onReactivate,
  onEnableRealityCheck,
}: PlayerResponsibleGamingScreenProps) {
  const [period, setPeriod] = useState<CoolOffPeriod | ''>('');
  const [periodError, setPeriodError] = useState<string>();
  const [pending, setPending] = useState<string>();
  const [failure, setFailure] = useState<string>();

  async function run(name: string, action: () => Promise<void>) {
    setPending(name);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(undefined);
    }
  }

  if (player === null) {
    return (
      <div className={screen.page}>
        <h1 className={screen.heading}>Responsible Gaming</h1>
        <p className={screen.muted} role="status">
          Loading…
        </p>
      </div>
    );
  }
  const uk = player.jurisdiction === 'uk';
  const mayCoolOff = mayChange && uk && player.status === 'active';
  const mayReactivate = mayChange && player.status === 'awaiting_reactivation';
  const mayEnable = mayChange && player.realityCheck.applies && !player.realityCheck.enabled;

  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Responsible Gaming: {player.username}</h1>
      <Failure message={failure} />
      <Columns minColumnWidth={340} space="large" alignY="start">
        <Card title="State">
          <dl className={styles.figures}>
            <dt>Jurisdiction</dt>
            <dd>{jurisdictionLabels[player.jurisdiction]}</dd>
            <dt>Status</dt>
            <dd>
              <Badge tone={statusTones[player.status]}>{statusLabels[player.status]}</Badge>
            </dd>
            <dt>Self-exclusion</dt>
            <dd>{spanOf(player.selfExclusion)}</dd>
            <dt>Cool-off</dt>
            <dd>{spanOf(player.coolOff)}</dd>
            <dt>Reality check</dt>
            <dd>{realityCheckText(player)}</dd>
          </dl>
        </Card>
        {(mayCoolOff || mayReactivate || mayEnable || (uk && player.status === 'self_excluded')) && (
          <Card title="Support actions">
            <div className={screen.form}>
              {uk && player.status === 'self_excluded' && player.selfExclusion && (
                <p className={screen.muted}>
                  The self-exclusion cannot be shortened: it can be reactivated after{' '}
                  {formatDateTime(player.selfExclusion.until)}.
                </p>
              )}
              {mayReactivate && (
                <div>
                  <Button
                    loading={pending === 'reactivate'}
                    onClick={() => void run('reactivate', onReactivate)}
                  >
                    Reactivate account
                  </Button>
                </div>
              )}
              {mayCoolOff && (
                <>
                  <Select
                    label="Cool-off period"
                    placeholder="Select period"
                    hint="At the player's request. The account reopens by itself at the end."
                    options={coolOffPeriods.map((value) => ({ value, label: periodLabel(value) }))}
                    value={period}
                    onValueChange={(value) =>
                      setPeriod(coolOffPeriods.find((offered) => offered === value) ?? '')
                    }
                    error={periodError}
                  />
                  <div>
                    <Button
                      tone="critical"
                      loading={pending === 'cool-off'}
                      onClick={() => {
                        setPeriodError(period === '' ? 'Choose a period' : undefined);
                        if (period !== '') void run('cool-off', () => onCoolOff(period));
                      }}
                    >
                      Start cool-off
                    </Button>
                  </div>
                </>
              )}
              {mayEnable && (
                <div>
                  <Button
                    variant="soft"
                    loading={pending === 'reality-check'}
                    onClick={() => void run('reality-check', onEnableRealityCheck)}
                  >
                    Turn reality check back on
                  </Button>
                </div>
              )}
            </div>
          </Card>
        )}
      </Columns>
      <Card title="Deposit limits">
        <div className={own.tableBox}>
          <Table.Root caption={`Deposit limits of ${player.username}`} hideCaption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>Window</Table.HeaderCell>
                <Table.HeaderCell numeric>Limit</Table.HeaderCell>
                <Table.HeaderCell numeric>Used</Table.HeaderCell>
                <Table.HeaderCell>Pending</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {limitWindows.map((window) => {
                const limit = player.depositLimits[window];
                return (
                  <Table.Row key={window}>
                    <Table.Cell>{windowNames[window]}</Table.Cell>
                    <Table.Cell numeric>{limitText(limit.amount)}</Table.Cell>
                    <Table.Cell numeric>{formatAmount(limit.used)}</Table.Cell>
                    <Table.Cell>
                      {limit.pending
                        ? `${limitText(limit.pending.amount)} from ${formatDateTime(limit.pending.effectiveAt)}`
                        : 'None'}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </div>
      </Card>
      <Card title="History">
        <div className={own.tableBox}>
          <Table.Root caption={`Responsible gaming history of ${player.username}`} hideCaption striped>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>Date</Table.HeaderCell>
                <Table.HeaderCell>What</Table.HeaderCell>
                <Table.HeaderCell>Detail</Table.HeaderCell>
                <Table.HeaderCell>By</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body emptyText={messages.noResultFound}>
              {player.history.map((event) => (
                <Table.Row key={`${event.at}-${event.kind}-${event.detail}`}>
                  <Table.Cell>{formatDateTime(event.at)}</Table.Cell>
                  <Table.Cell>{eventLabels[event.kind]}</Table.Cell>
                  <Table.Cell>{event.detail}</Table.Cell>
                  <Table.Cell>{event.by}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      </Card>
    </div>
  );
}
