import { Button, Card, Columns, formatAmount, NumberField, Stack } from '@exchange/design-system';
import { formatDateTime } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { Failure } from '../../forms/Failure.tsx';
import { useSubmission } from '../../forms/useSubmission.ts';
import * as screen from '../screen.css.ts';
import { limitRule, limitWindowLabels, limitWindows } from './text.ts';
import type { DepositLimit, DepositLimitsRequest, LimitWindow, RgState } from './types.ts';

export interface DepositLimitsCardProps {
  limits: RgState['depositLimits'];
  /** Sends the new limits; a refusal's message (the server's) shows on the card. */
  onSave: (limits: DepositLimitsRequest) => Promise<void>;
}

function hintOf(window: LimitWindow, limit: DepositLimit): string {
  const used = `Deposited in ${limitWindowLabels[window].window}: ${formatAmount(limit.used)}.`;
  if (!limit.pending) return used;
  const when = formatDateTime(limit.pending.effectiveAt);
  const change =
    limit.pending.amount === null
      ? `No limit from ${when}.`
      : `Goes up to ${formatAmount(limit.pending.amount)} on ${when}.`;
  return `${used} ${change}`;
}

const amountsOf = (limits: RgState['depositLimits']): DepositLimitsRequest => ({
  day: limits.day.amount,
  week: limits.week.amount,
  month: limits.month.amount,
});

/**
 * Deposit limits per day, week and month (rolling windows): an empty box is no limit. The page keys this
 * card by the limits it shows, so a saved change starts it afresh from the server's answer.
 */
export function DepositLimitsCard({ limits, onSave }: DepositLimitsCardProps) {
  const [draft, setDraft] = useState(() => amountsOf(limits));
  // Saved, the card starts afresh from the server's answer: it stays busy until then.
  const { failure, pending, send } = useSubmission({ busyAfterSuccess: true });

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(() => onSave(draft));
  }

  return (
    <Card title="Deposit limits">
      <Stack as="form" space="medium" onSubmit={submit} noValidate aria-busy={pending}>
        <p className={screen.muted}>{limitRule} Leave a box empty for no limit.</p>
        <Failure message={failure} />
        <Columns minColumnWidth="11rem" space="medium" alignY="start">
          {limitWindows.map((window) => (
            <NumberField
              key={window}
              label={limitWindowLabels[window].label}
              hint={hintOf(window, limits[window])}
              min={1}
              step={100}
              autoComplete="off"
              value={draft[window]}
              onValueChange={(value) => setDraft((held) => ({ ...held, [window]: value }))}
            />
          ))}
        </Columns>
        <div>
          <Button type="submit" loading={pending}>
            Save limits
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
