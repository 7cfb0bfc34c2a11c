import { Button, Card, Columns, formatAmount, NumberField, Stack } from '@exchange/design-system';
import { formatDateTime } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import * as screen from '../screen.css.ts';
import { limitRule, limitWindowLabels, limitWindows } from './text.ts';
import type { DepositLimit, DepositLimitsRequest, LimitWindow, RgState } from './types.ts';

export interface DepositLimitsCardProps {
  limits: RgState['depositLimits'];
  /** Sends the new limits; a refusal's message (the server's) shows on the card. */
  onSave: (limits: DepositLimitsRequest) => Promise<void>;
}

const failureOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(undefined);
    try {
      await onSave(draft);
    } catch (error) {
      setFailure(failureOf(error));
      setPending(false);
    }
  }

  return (
    <Card title="Deposit limits">
      <Stack as="form" space="medium" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
        <p className={screen.muted}>{limitRule} Leave a box empty for no limit.</p>
        {failure && (
          <p role="alert" className={screen.alert}>
            {failure}
          </p>
        )}
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
