import { Button, Columns, IconButton, MinusIcon, NumberField, PlusIcon } from '@exchange/design-system';
import { maximumOdds, minimumOdds, nextTick, previousTick, shortForm, snapToLadder } from '@exchange/domain';
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
  const busy = status === 'loading';
  const tick = (direction: 'up' | 'down') => {
    const from = odds ?? selection.odds;
    const next = direction === 'up' ? nextTick(from) : previousTick(from);
    if (next !== null) setOdds(next);
  };
  return (
    <div className={styles.odds}>
      <IconButton
        label="Lower odds"
        variant="outline"
        icon={<MinusIcon />}
        disabled={busy || (odds !== null && odds <= minimumOdds)}
        onClick={() => tick('down')}
      />
      <NumberField
        label="Odds"
        value={odds}
        onValueChange={setOdds}
        min={minimumOdds}
        max={maximumOdds}
        error={oddsError}
        readOnly={busy}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          // The ladder, not NumberField's even steps.
          event.preventDefault();
          tick(event.key === 'ArrowUp' ? 'up' : 'down');
        }}
        onBlur={() => {
          if (odds !== null) setOdds(snapToLadder(odds));
        }}
      />
      <IconButton
        label="Raise odds"
        variant="outline"
        icon={<PlusIcon />}
        disabled={busy || (odds !== null && odds >= maximumOdds)}
        onClick={() => tick('up')}
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
