import { Button, Columns, NumberField } from '@exchange/design-system';
import { shortForm } from '@exchange/domain';
import { LadderStepper } from '../../internal/LadderStepper.tsx';
import { formatOdds } from '../../internal/market.ts';
import * as styles from './BetSlip.css.ts';
import { useBetSlip } from './context.ts';

/**
 * The odds. Match odds step along the exchange ladder (the buttons and ArrowUp / ArrowDown) and snap to
 * it when the field is left; bookmaker odds and session lines are taken as quoted.
 */
export function BetSlipOdds() {
  const { selection, laddered, odds, setOdds, status, oddsError } = useBetSlip('Odds');
  if (!laddered) {
    const rate = selection.volume === undefined ? '' : ` (rate ${selection.volume})`;
    return (
      <p className={styles.fixedOdds}>
        {selection.betOn === 'FANCY' ? 'Runs' : 'Odds'}: {formatOdds(selection.odds)}
        {rate}
      </p>
    );
  }
  return (
    <div className={styles.odds}>
      <LadderStepper
        labels={{ field: 'Odds', lower: 'Lower odds', raise: 'Raise odds' }}
        value={odds}
        onValueChange={setOdds}
        from={selection.odds}
        busy={status === 'loading'}
        error={oddsError}
      />
    </div>
  );
}
BetSlipOdds.displayName = 'BetSlip.Odds';

/** The stake, typed or taken from the user's preset stake buttons. */
export function BetSlipStake() {
  const { stake, setStake, presetStakes, stakeError, status, limits } = useBetSlip('Stake');
  const busy = status === 'loading';
  return (
    <>
      <NumberField
        label="Stake"
        value={stake}
        onValueChange={setStake}
        min={0}
        error={stakeError}
        hint={limits && `Min ${shortForm(limits.min)}, max ${shortForm(limits.max)}`}
        readOnly={busy}
      />
      <Columns
        as="fieldset"
        minColumnWidth={styles.presetWidth}
        space="xsmall"
        className={styles.fieldset}
        disabled={busy}
      >
        <legend className={styles.presetsLegend}>Quick stakes</legend>
        {presetStakes.map((preset) => (
          <Button
            key={preset}
            size="small"
            tone="neutral"
            variant="outline"
            aria-pressed={stake === preset}
            onClick={() => setStake(preset)}
          >
            {shortForm(preset)}
          </Button>
        ))}
      </Columns>
    </>
  );
}
BetSlipStake.displayName = 'BetSlip.Stake';
