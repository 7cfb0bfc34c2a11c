import { Button, Card, Inline, Stack, Table, Text, visuallyHidden } from '@exchange/design-system';
import {
  betLimitNames,
  betLimitsFor,
  betLimitsFromWire,
  betLimitsToWire,
  noBetLimits,
  sportName,
  type BetLimitName,
  type BetLimitsWire,
} from '@exchange/domain';
import { useState } from 'react';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import type { BetLimitsChange, BetLimitsView } from '../../betLimitsApi.ts';
import { BetLimitsForm, type LimitScope } from './BetLimitsForm.tsx';
import { limitText } from './limitText.ts';
import { Failure } from '../../../forms/Failure.tsx';

export interface BetLimitsScreenProps {
  /** The operator's own limits and the tightest above it, as bet-limits answers; undefined while loading. */
  limits: BetLimitsView | undefined;
  /** save-bet-limits: rejects with the server's message (a limit wider than the one above, say). */
  onSave: (change: BetLimitsChange) => Promise<void>;
  error?: string | undefined;
}

type Row = BetLimitsView['own'][number];

const columnLabels: Record<BetLimitName, string> = {
  minStake: 'Min stake',
  maxStake: 'Max stake',
  maxProfit: 'Max profit',
  maxLoss: 'Max loss',
  minOdds: 'Min odds',
  maxOdds: 'Max odds',
  inPlayDelay: 'In-play delay',
};

const unset: BetLimitsWire = betLimitsToWire(noBetLimits);
const scopeName = (row: LimitScope) =>
  `${sportName(row.sportId) ?? row.sportId}, ${row.marketType ?? 'every market'}`;
const sameScope = (row: Row, scope: LimitScope) =>
  row.sportId === scope.sportId && row.marketType === scope.marketType;

function LimitsTable({
  rows,
  onEdit,
  onSave,
}: {
  rows: readonly Row[];
  onEdit: (scope: LimitScope) => void;
  onSave: BetLimitsScreenProps['onSave'];
}) {
  const { failure, pending, send } = useSubmission();
  const shown = (row: Row, name: BetLimitName) => {
    const value = row.limits[name];
    return value === null ? '–' : limitText(name, value);
  };
  return (
    <Stack space="small">
      <Table.Root caption="Your limits" hideCaption striped>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Sport</Table.HeaderCell>
            <Table.HeaderCell>Market type</Table.HeaderCell>
            {betLimitNames.map((name) => (
              <Table.HeaderCell key={name} numeric>
                {columnLabels[name]}
              </Table.HeaderCell>
            ))}
            <Table.HeaderCell>
              <span className={visuallyHidden}>Actions</span>
            </Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText="You set no limit: those above you apply as they are.">
          {rows.map((row) => (
            <Table.Row key={`${row.sportId}:${row.marketType ?? ''}`}>
              <Table.Cell>{sportName(row.sportId)}</Table.Cell>
              <Table.Cell>{row.marketType ?? 'Every market'}</Table.Cell>
              {betLimitNames.map((name) => (
                <Table.Cell key={name} numeric>
                  {shown(row, name)}
                </Table.Cell>
              ))}
              <Table.Cell>
                <Inline as="span" space="xsmall" wrap={false}>
                  <Button size="small" variant="ghost" onClick={() => onEdit(row)}>
                    Edit<span className={visuallyHidden}> {scopeName(row)}</span>
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    tone="critical"
                    disabled={pending}
                    onClick={() => void send(() => onSave({ ...row, limits: unset }))}
                  >
                    Remove<span className={visuallyHidden}> {scopeName(row)}</span>
                  </Button>
                </Inline>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Failure message={failure} />
    </Stack>
  );
}

/**
 * `/admin/bet-limits` (issue 41): the limits an operator sets on its downline's bets, per sport and
 * market type, never wider than those set above it; a player's bets meet the tightest on its path.
 */
export function BetLimitsScreen({ limits, onSave, error }: BetLimitsScreenProps) {
  const [scope, setScope] = useState<LimitScope>({ sportId: 1, marketType: null });
  const own = limits?.own.find((row) => sameScope(row, scope))?.limits ?? unset;
  const above = betLimitsToWire(
    betLimitsFor(
      (limits?.above ?? []).map((row) => ({ ...row, limits: betLimitsFromWire(row.limits) })),
      scope,
    ),
  );
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Betting Limits</h1>
      <Text as="p" tone="secondary">
        Limits on your downline&apos;s bets: stakes, odds, what a player may win or lose on one market, and
        the in-play delay. A sport&apos;s limits bind all its markets; a market type&apos;s bind that type
        too. Yours may only narrow those set above you, and a player&apos;s bets meet the tightest on its
        path.
      </Text>
      <Failure message={error} />
      <Card as="section" aria-labelledby="your-bet-limits">
        <Stack space="medium">
          <h2 id="your-bet-limits" className={screen.subheading}>
            Your limits
          </h2>
          {limits ? (
            <LimitsTable rows={limits.own} onEdit={setScope} onSave={onSave} />
          ) : (
            <Text tone="secondary">Loading…</Text>
          )}
        </Stack>
      </Card>
      <BetLimitsForm scope={scope} onScopeChange={setScope} own={own} above={above} onSave={onSave} />
    </div>
  );
}
