import { Amount, Button, Inline, Stack, tabularNumbers, useControllableState } from '@exchange/design-system';
import { fromMinor, messages, ruleForBet, toMinor, type Bet } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import type { PriceSelection } from '../../internal/market.ts';
import type { StakeLimits } from '../../internal/MarketFrame.tsx';
import * as styles from './BetSlip.css.ts';
import { BetSlipOdds, BetSlipStake } from './BetSlipFields.tsx';
import { BetSlipPriceMove } from './BetSlipPriceMove.tsx';
import {
  BetSlipContext,
  betFromSelection,
  outcomeOf,
  stakeProblem,
  useBetSlip,
  type BetSlipStatus,
  type PriceMoveSettings,
} from './context.ts';

/** Quick stakes when the user has not set their own (major units). */
export const defaultPresetStakes: readonly number[] = [100, 500, 1000, 5000, 10000, 25000];

/**
 * The form's attributes, less `onSubmit` (the slip's own) and `color`: the HTML attribute, which browsers
 * ignore, is a colour token's name on the layout primitive the form is drawn with.
 */
export interface BetSlipRootProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'color'> {
  /** The price the user clicked. Give the root a `key` per selection, so a new click starts afresh. */
  selection: PriceSelection;
  odds?: number | null | undefined;
  defaultOdds?: number | null | undefined;
  onOddsChange?: ((odds: number | null) => void) | undefined;
  /** Major units, as typed. */
  stake?: number | null | undefined;
  defaultStake?: number | null | undefined;
  onStakeChange?: ((stake: number | null) => void) | undefined;
  /** The user's quick-stake buttons (major units). */
  presetStakes?: readonly number[] | undefined;
  limits?: StakeLimits | undefined;
  /**
   * The host's placement: idle, then loading, then done or fail with the server's `error`. The slip sends
   * a bet once: not again while it is loading or once it is done, only after a `fail` or once the player
   * has changed the odds or stake (or picked a price again: a new slip).
   */
  status?: BetSlipStatus | undefined;
  error?: string | undefined;
  /**
   * Why the bet cannot be placed now (its market closed or suspended, its match over): the slip says so
   * and Place bet is disabled until the host clears it, so the player is not left to learn it from a refusal.
   */
  unavailable?: string | undefined;
  onPlaceBet?: ((bet: Bet) => void) | undefined;
  onCancel?: (() => void) | undefined;
  /**
   * The player's choice of what the in-play delay does with a moved price, shown as the slip's options on
   * match odds and bookmaker bets; the host remembers it and sends it with the bet. Left out, the slip
   * offers no choice (a casino bet has no delay).
   */
  priceMove?: PriceMoveSettings | undefined;
  onPriceMoveChange?: ((settings: PriceMoveSettings) => void) | undefined;
  /** The slip's parts; the whole slip when left out. */
  children?: ReactNode;
}

const Root = forwardRef<HTMLFormElement, BetSlipRootProps>(function BetSlipRoot(
  {
    selection,
    odds: oddsProp,
    defaultOdds = selection.odds,
    onOddsChange,
    stake: stakeProp,
    defaultStake = null,
    onStakeChange,
    presetStakes = defaultPresetStakes,
    limits,
    status = 'idle',
    error,
    unavailable,
    onPlaceBet,
    onCancel,
    priceMove,
    onPriceMoveChange,
    className,
    children,
    'aria-label': ariaLabel = 'Bet slip',
    ...rest
  },
  ref,
) {
  const [odds, setOdds] = useControllableState({
    value: oddsProp,
    defaultValue: defaultOdds,
    onChange: onOddsChange,
  });
  const [stake, setStake] = useControllableState({
    value: stakeProp,
    defaultValue: defaultStake,
    onChange: onStakeChange,
  });
  const [attempted, setAttempted] = useState(false);
  // Set at the press itself, not when the host renders its loading status: a second press (Enter held,
  // a double click) before that render must not send the bet again.
  const sent = useRef(false);
  useEffect(() => {
    if (status === 'idle' || status === 'fail') sent.current = false;
  }, [status, odds, stake]);
  const rule = ruleForBet(selection);
  const stakeError = attempted ? stakeProblem(stake, limits) : undefined;
  const oddsError = attempted && (odds === null || odds <= 0) ? 'Enter the odds' : undefined;

  return (
    <BetSlipContext.Provider
      value={{
        selection,
        rule,
        laddered: selection.betOn === 'MATCH_ODDS' && rule === 'decimalOdds',
        odds,
        // Only a change reaches the host: the odds field leaves a price already on the ladder as it is,
        // and a placed slip stays placed (the app starts a new bet on any change).
        setOdds: (next) => {
          if (next !== odds) setOdds(next);
        },
        stake,
        setStake: (next) => {
          if (next !== stake) setStake(next);
        },
        presetStakes,
        limits,
        status,
        error,
        unavailable,
        stakeError,
        oddsError,
        onCancel,
        priceMove,
        onPriceMoveChange,
      }}
    >
      <Stack
        as="form"
        ref={ref}
        aria-label={ariaLabel}
        noValidate
        className={clsx(styles.root, className)}
        data-side={selection.side}
        data-state={status}
        onSubmit={(event) => {
          event.preventDefault();
          if (unavailable !== undefined) return;
          setAttempted(true);
          if (sent.current || status === 'loading' || status === 'done') return;
          if (odds === null || odds <= 0 || stakeProblem(stake, limits)) return;
          sent.current = true;
          onPlaceBet?.(betFromSelection(selection, toMinor(stake ?? 0), odds));
        }}
        {...rest}
      >
        {children ?? (
          <>
            <Selection />
            <Stack space="medium" padding="medium">
              <BetSlipOdds />
              <BetSlipStake />
              <Preview />
              <BetSlipPriceMove />
              <Actions />
            </Stack>
          </>
        )}
      </Stack>
    </BetSlipContext.Provider>
  );
});
Root.displayName = 'BetSlip.Root';

/** The side, the runner and the market, in the side's colour. */
function Selection() {
  const { selection } = useBetSlip('Selection');
  return (
    <div className={styles.selection}>
      <span className={styles.side}>{selection.side === 'back' ? 'Back' : 'Lay'}</span>
      <p className={styles.runner}>{selection.runnerName}</p>
      <p className={styles.market}>{selection.marketName}</p>
    </div>
  );
}
Selection.displayName = 'BetSlip.Selection';

/** A back's profit or a lay's liability at the current odds and stake, by the domain's rules. */
function Preview() {
  const { selection, rule, odds, stake } = useBetSlip('Preview');
  const ready = odds !== null && odds > 0 && stake !== null && stake > 0;
  const outcome = ready ? outcomeOf(selection, rule, odds, stake) : undefined;
  const back = selection.side === 'back';
  return (
    <Inline
      as="p"
      align="between"
      space="small"
      wrap={false}
      margin="none"
      fontWeight="semibold"
      className={tabularNumbers}
      aria-live="polite"
    >
      <span>{back ? 'Profit' : 'Liability'}</span>
      <Amount value={outcome ? fromMinor(outcome.ifWins) : 0} tone={outcome ? 'auto' : 'none'} />
    </Inline>
  );
}
Preview.displayName = 'BetSlip.Preview';

/**
 * Cancel and Place bet, and what became of the bet: placed, or the server's refusal. A placed bet leaves
 * no Place bet to press again: the slip shows it placed, with Close (which takes the focus Place bet had).
 */
function Actions() {
  const { status, error, unavailable, onCancel } = useBetSlip('Actions');
  const close = useRef<HTMLButtonElement>(null);
  const placing = useRef(false);
  useEffect(() => {
    // Just placed, Place bet has gone from under the focus (the body has it), unless the player has moved
    // on. A slip shown placed from the start (remounted) takes no focus.
    if (placing.current && status === 'done' && document.activeElement === document.body) {
      close.current?.focus();
    }
    placing.current = status === 'loading';
  }, [status]);
  return (
    <Inline align="end" space="small">
      {status === 'done' && (
        <p className={styles.message} data-tone="done" role="status">
          {messages.betPlaced}
        </p>
      )}
      {status === 'fail' && unavailable === undefined && (
        <p className={styles.message} data-tone="fail" role="alert">
          {error ?? 'The bet was not placed. Please try again.'}
        </p>
      )}
      {unavailable !== undefined && status !== 'done' && (
        <p className={styles.message} data-tone="fail" role="alert">
          {unavailable}
        </p>
      )}
      <Button
        ref={close}
        type="button"
        tone="neutral"
        variant="outline"
        onClick={onCancel}
        disabled={status === 'loading'}
      >
        {status === 'done' ? 'Close' : 'Cancel'}
      </Button>
      {status !== 'done' && (
        <Button
          type="submit"
          tone="accent"
          loading={status === 'loading'}
          disabled={unavailable !== undefined}
        >
          Place bet
        </Button>
      )}
    </Inline>
  );
}
Actions.displayName = 'BetSlip.Actions';

/** The bet slip as a compound: `BetSlip.Root` holds the state, the parts lay it out. */
export const BetSlip = {
  Root,
  Selection,
  Odds: BetSlipOdds,
  Stake: BetSlipStake,
  Preview,
  PriceMove: BetSlipPriceMove,
  Actions,
};
