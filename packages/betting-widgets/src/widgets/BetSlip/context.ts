import {
  betOutcome,
  casinoBetPnl,
  isCasinoBetOn,
  stakeLimitMessage,
  toMinor,
  type Bet,
  type BetOutcome,
  type Minor,
  type PnlRule,
  type RequestStatus,
} from '@exchange/domain';
import { formatAmount } from '@exchange/design-system';
import { createContext, useContext } from 'react';
import type { PriceSelection } from '../../internal/market.ts';
import type { StakeLimits } from '../../internal/MarketFrame.tsx';

/** Idle until the host places the bet, then the spec's request statuses: loading, done or fail. */
export const betSlipStatuses = ['idle', 'loading', 'done', 'fail'] as const;
export type BetSlipStatus = 'idle' | RequestStatus;

/**
 * What the end of the in-play delay does with a price that moved meanwhile (placebet's fields of the same
 * names): take a better price, and leave a bet waiting, unmatched, when the price got worse.
 */
export interface PriceMoveSettings {
  readonly acceptBetterPrice: boolean;
  readonly waitIfPriceWorse: boolean;
}

export interface BetSlipContextValue {
  selection: PriceSelection;
  rule: PnlRule;
  /** Decimal match odds move along the exchange ladder; bookmaker odds and session lines are as quoted. */
  laddered: boolean;
  odds: number | null;
  setOdds: (odds: number | null) => void;
  /** Major units, as typed. */
  stake: number | null;
  setStake: (stake: number | null) => void;
  presetStakes: readonly number[];
  limits: StakeLimits | undefined;
  status: BetSlipStatus;
  error: string | undefined;
  /** Why the bet cannot be placed now (BetSlipRootProps.unavailable). */
  unavailable?: string | undefined;
  /** Shown once the user has tried to place the bet. */
  stakeError: string | undefined;
  oddsError: string | undefined;
  onCancel: (() => void) | undefined;
  /** The player's price-move settings; none where the host offers no choice (BetSlipRootProps.priceMove). */
  priceMove: PriceMoveSettings | undefined;
  onPriceMoveChange: ((settings: PriceMoveSettings) => void) | undefined;
}

export const BetSlipContext = createContext<BetSlipContextValue | null>(null);

export function useBetSlip(part: string): BetSlipContextValue {
  const context = useContext(BetSlipContext);
  if (!context) throw new Error(`BetSlip.${part} must be inside BetSlip.Root`);
  return context;
}

/** The bet a selection makes at a stake (paisa), at the quoted odds unless others are given. */
export function betFromSelection(selection: PriceSelection, stake: Minor, odds = selection.odds): Bet {
  const { size: _size, ...fields } = selection;
  return { ...fields, odds, stake };
}

/**
 * What the bet wins or loses under its rule of spec 9 (a session bet is priced by its rate); a casino bet
 * as the house settles it, a win rounded toward the house, so the slip never promises a paisa more.
 */
export function outcomeOf(selection: PriceSelection, rule: PnlRule, odds: number, stake: number): BetOutcome {
  const price = rule === 'volumeRate' ? (selection.volume ?? 0) : odds;
  if (isCasinoBetOn(selection.betOn)) {
    const bet = {
      selectionId: selection.selectionId,
      rule,
      side: selection.side,
      stake: toMinor(stake),
      odds: price,
    };
    return { ifWins: casinoBetPnl(bet, { kind: 'win' }), ifLoses: casinoBetPnl(bet, { kind: 'lose' }) };
  }
  return betOutcome({ rule, side: selection.side, stake: toMinor(stake), price });
}

/** Why a stake cannot be placed, or undefined when it can. */
export function stakeProblem(stake: number | null, limits: StakeLimits | undefined): string | undefined {
  if (stake === null || stake <= 0) return 'Enter a stake';
  if (limits && stake < limits.min) return stakeLimitMessage('minimum', formatAmount(limits.min));
  if (limits && stake > limits.max) return stakeLimitMessage('maximum', formatAmount(limits.max));
  return undefined;
}
