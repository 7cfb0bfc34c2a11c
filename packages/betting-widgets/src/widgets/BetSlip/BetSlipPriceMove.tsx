import { Checkbox, Stack } from '@exchange/design-system';
import * as styles from './BetSlip.css.ts';
import { useBetSlip, type PriceMoveSettings } from './context.ts';

/**
 * What the in-play delay does with a price that moved meanwhile, where the bet has a price to move: match
 * odds and bookmaker. Only match odds bets can wait unmatched (a bookmaker bet is matched or refused), and
 * a session's line is the bet itself, so a session has neither choice.
 */
export function BetSlipPriceMove() {
  const { selection, laddered, priceMove, onPriceMoveChange, status } = useBetSlip('PriceMove');
  if (!priceMove || selection.betOn !== 'MATCH_ODDS') return null;
  const change = (next: Partial<PriceMoveSettings>) => onPriceMoveChange?.({ ...priceMove, ...next });
  return (
    <Stack as="fieldset" space="xsmall" className={styles.fieldset} disabled={status === 'loading'}>
      <legend className={styles.presetsLegend}>If the price moves during the in-play delay</legend>
      <Checkbox
        label="Accept any better price"
        checked={priceMove.acceptBetterPrice}
        onCheckedChange={(checked) => change({ acceptBetterPrice: checked === true })}
      />
      {laddered && (
        <Checkbox
          label="Keep the bet waiting if the price gets worse"
          checked={priceMove.waitIfPriceWorse}
          onCheckedChange={(checked) => change({ waitIfPriceWorse: checked === true })}
        />
      )}
    </Stack>
  );
}
BetSlipPriceMove.displayName = 'BetSlip.PriceMove';
