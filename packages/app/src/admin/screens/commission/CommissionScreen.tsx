import {
  Button,
  Card,
  Inline,
  NumberField,
  Stack,
  Table,
  Text,
  visuallyHidden,
} from '@exchange/design-system';
import { basisPointsLabel, exchangeSportIds, sportName, type CommissionRate } from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { MarketScopeFields, type MarketScope } from '../MarketScopeFields.tsx';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import type { CommissionRateChange } from '../../commissionApi.ts';
import { maxRatePercent, percentToBasisPoints } from './ratePercent.ts';

export interface CommissionScreenProps {
  /** The rates set, as commission-rates lists them; undefined while they load. */
  rates: readonly CommissionRate[] | undefined;
  /** save-commission-rate: sets a rate, or removes it (basisPoints null); rejects with the server's message. */
  onSave: (change: CommissionRateChange) => Promise<void>;
  error?: string | undefined;
}

/** The market type of a sport's own rate, in the form's select (the contract's null). */
const everyType = '*';

const typeLabel = (marketType: string | null) => marketType ?? 'Every other market type';

function RatesTable({
  rates,
  onSave,
}: Required<Pick<CommissionScreenProps, 'onSave'>> & { rates: readonly CommissionRate[] }) {
  const { pending, failure, send } = useSubmission();
  return (
    <Stack space="small">
      <Table.Root caption="Commission rates" hideCaption striped>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Sport</Table.HeaderCell>
            <Table.HeaderCell>Market type</Table.HeaderCell>
            <Table.HeaderCell numeric>Rate</Table.HeaderCell>
            <Table.HeaderCell>
              <span className={visuallyHidden}>Actions</span>
            </Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText="No rate is set: no commission is charged.">
          {rates.map((rate) => {
            const named = `${sportName(rate.sportId) ?? rate.sportId} ${typeLabel(rate.marketType)}`;
            return (
              <Table.Row key={`${rate.sportId}:${rate.marketType ?? everyType}`}>
                <Table.Cell>{sportName(rate.sportId)}</Table.Cell>
                <Table.Cell>{typeLabel(rate.marketType)}</Table.Cell>
                <Table.Cell numeric>{basisPointsLabel(rate.basisPoints)}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="small"
                    variant="ghost"
                    tone="critical"
                    disabled={pending}
                    onClick={() => void send(() => onSave({ ...rate, basisPoints: null }))}
                  >
                    Remove<span className={visuallyHidden}> {named}</span>
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Failure message={failure} />
    </Stack>
  );
}

/** A sport, one of its market types or all of them, and the rate as a percentage. */
function SetRateForm({ onSave }: Pick<CommissionScreenProps, 'onSave'>) {
  const { pending, failure, send } = useSubmission();
  const [scope, setScope] = useState<MarketScope>({ sportId: exchangeSportIds[0], marketType: null });
  const [percent, setPercent] = useState<number | null>(null);
  const [invalid, setInvalid] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rate = percentToBasisPoints(percent);
    setInvalid('error' in rate ? rate.error : undefined);
    if ('error' in rate) return;
    const change = { ...scope, ...rate };
    if (await send(() => onSave(change))) setPercent(null);
  }

  return (
    <Card as="section" aria-labelledby="set-commission-rate">
      <Stack as="form" space="medium" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="set-commission-rate" className={screen.subheading}>
          Set a rate
        </h2>
        {/* Aligned at the top: the rate's hint hangs below its field without lifting it. */}
        <Inline space="medium" alignY="start" collapseBelow="tablet">
          <MarketScopeFields scope={scope} onScopeChange={setScope} everyLabel="Every market type" />
          <NumberField
            label="Rate (%)"
            hint={`0 to ${maxRatePercent}, e.g. 2 or 2.5`}
            min={0}
            max={maxRatePercent}
            step={0.01}
            value={percent}
            onValueChange={setPercent}
            error={invalid}
          />
        </Inline>
        <Inline space="medium">
          <Button type="submit" loading={pending}>
            Save rate
          </Button>
        </Inline>
        <Failure message={failure} />
      </Stack>
    </Card>
  );
}

/**
 * `/admin/commission` (the Super Admin's, issue 41): the exchange's commission on a player's net winnings
 * per market, charged when the market settles. A rate per sport, which its market types pay unless one
 * has its own; none set, none charged. The rates set, each removable, and a form to set one.
 */
export function CommissionScreen({ rates, onSave, error }: CommissionScreenProps) {
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>Commission</h1>
      <Text as="p" tone="secondary">
        The exchange&apos;s commission on a player&apos;s net winnings on a market, charged when the market
        settles: nothing on a loss. A sport&apos;s rate applies to its market types without a rate of their
        own. A new rate applies to markets settled from now on.
      </Text>
      <Failure message={error} />
      <Card as="section" aria-labelledby="commission-rates">
        <Stack space="medium">
          <h2 id="commission-rates" className={screen.subheading}>
            Rates set
          </h2>
          {rates ? <RatesTable rates={rates} onSave={onSave} /> : <Text tone="secondary">Loading…</Text>}
        </Stack>
      </Card>
      <SetRateForm onSave={onSave} />
    </div>
  );
}
