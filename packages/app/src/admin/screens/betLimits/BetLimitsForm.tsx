import { Button, Card, Columns, Inline, NumberField, Stack } from '@exchange/design-system';
import {
  betLimitBound,
  betLimitLabels,
  betLimitNames,
  sportName,
  type BetLimitName,
  type BetLimitsWire,
  type ExchangeSportId,
} from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import type { BetLimitsChange } from '../../betLimitsApi.ts';
import { limitText } from './limitText.ts';
import { MarketScopeFields } from '../MarketScopeFields.tsx';
import { Failure } from '../../../forms/Failure.tsx';

/** A sport, and one of its market types or (null) every market of it. */
export interface LimitScope {
  readonly sportId: ExchangeSportId;
  readonly marketType: string | null;
}

/** Odds move by the ladder's smallest step; amounts (rupees) and the delay (seconds) by one. */
const stepOf = (name: BetLimitName) => (name === 'minOdds' || name === 'maxOdds' ? 0.01 : 1);
const labelOf = (name: BetLimitName) => `${betLimitLabels[name]}${name === 'inPlayDelay' ? ' (s)' : ''}`;

function boundHint(name: BetLimitName, above: BetLimitsWire): string {
  const bound = above[name];
  return bound === null ? 'No limit above you' : `Above you: ${betLimitBound(name, limitText(name, bound))}`;
}

export interface BetLimitsFormProps {
  scope: LimitScope;
  onScopeChange: (scope: LimitScope) => void;
  /** The operator's own limits for the scope (each null where none is set): the form starts from them. */
  own: BetLimitsWire;
  /** The tightest set above the operator for the scope: its own may not be wider. */
  above: BetLimitsWire;
  onSave: (change: BetLimitsChange) => Promise<void>;
}

/**
 * The operator's limits for one scope: each field empty for no limit of its own, with the bound set above
 * it as its hint; the server refuses a wider one and says why, shown here.
 */
export function BetLimitsForm({ scope, onScopeChange, own, above, onSave }: BetLimitsFormProps) {
  const [values, setValues] = useState(own);
  // Another scope, or the limits saved, start the fields again from what is set (the selects keep focus).
  const [startedFrom, setStartedFrom] = useState({ ...scope, own });
  const changed =
    startedFrom.sportId !== scope.sportId ||
    startedFrom.marketType !== scope.marketType ||
    startedFrom.own !== own;
  if (changed) {
    setStartedFrom({ ...scope, own });
    setValues(own);
  }
  const { failure, pending, send } = useSubmission();
  const sport = sportName(scope.sportId) ?? String(scope.sportId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(() => onSave({ ...scope, limits: values }));
  }

  return (
    <Card as="section" aria-labelledby="set-bet-limits">
      <Stack as="form" space="medium" onSubmit={submit} noValidate>
        <h2 id="set-bet-limits" className={screen.subheading}>
          Set limits
        </h2>
        <Inline space="medium" alignY="start" collapseBelow="tablet">
          <MarketScopeFields
            scope={scope}
            onScopeChange={onScopeChange}
            everyLabel={`Every ${sport} market`}
          />
        </Inline>
        <Columns minColumnWidth={200} space="medium" alignY="start">
          {betLimitNames.map((name) => (
            <NumberField
              key={name}
              label={labelOf(name)}
              hint={boundHint(name, above)}
              min={0}
              step={stepOf(name)}
              value={values[name]}
              onValueChange={(value) => setValues((held) => ({ ...held, [name]: value }))}
            />
          ))}
        </Columns>
        <Inline space="medium">
          <Button type="submit" loading={pending}>
            Save limits
          </Button>
        </Inline>
        <Failure message={failure} />
      </Stack>
    </Card>
  );
}
