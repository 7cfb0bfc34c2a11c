import { shortForm, toMinor, type Bet, type PlacedBet, type Side } from '@exchange/domain';
import { useState } from 'react';
import { formatOdds, runnerSelection, type PriceSelection } from '../../internal/market.ts';
import type { MarketShape } from '../../internal/marketFeedStore.ts';
import { betFromSelection } from '../BetSlip/context.ts';
import { priceAt, waitingBets } from './ladderWindow.ts';

export interface LadderActionsOptions {
  shape: MarketShape;
  selectionId: number;
  runnerName: string;
  bets: readonly PlacedBet[];
  blocked: boolean;
  /** The one-click stake (major units): with `onPlaceBet`, a click places at once. */
  stake: number | undefined;
  onPlaceBet: ((bet: Bet) => unknown) | undefined;
  onSelectPrice: ((selection: PriceSelection) => void) | undefined;
  onCancelBet: ((bet: PlacedBet) => unknown) | undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sideWord = (side: Side) => (side === 'back' ? 'Back' : 'Lay');

/**
 * What a ladder click does, and what the ladder says about it: a place at once with the one-click stake
 * (or, without one, the price handed to the bet slip), a cancel of the user's waiting bets at a price, and
 * the outcome in words for the ladder's polite status line. A price whose placement is on its way ignores
 * more clicks on that side until it is answered.
 */
export function useLadderActions(options: LadderActionsOptions) {
  const { shape, selectionId, runnerName, bets, blocked, stake } = options;
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<ReadonlyMap<number, Side>>(new Map());
  const settle = (index: number) =>
    setBusy((held) => {
      const next = new Map(held);
      next.delete(index);
      return next;
    });

  const place = (index: number, side: Side) => {
    const odds = priceAt(index);
    const words = `${sideWord(side)} ${runnerName} at ${formatOdds(odds)}`;
    if (blocked) return setMessage(`${words}: the market is not taking bets now`);
    if (busy.get(index) === side) return;
    const selection = runnerSelection(shape, { selectionId, runnerName }, side, odds);
    const { onPlaceBet } = options;
    if (stake === undefined || !onPlaceBet) {
      options.onSelectPrice?.(selection);
      return setMessage(`${words} is in the bet slip`);
    }
    const placing = `${words} for ${shortForm(stake)}`;
    setBusy((held) => new Map(held).set(index, side));
    setMessage(`Placing ${placing}…`);
    Promise.resolve(onPlaceBet(betFromSelection(selection, toMinor(stake)))).then(
      () => {
        settle(index);
        setMessage(`${placing} placed`);
      },
      (error: unknown) => {
        settle(index);
        setMessage(`${placing} not placed: ${messageOf(error)}`);
      },
    );
  };

  const cancel = (index: number, side: Side | undefined) => {
    const odds = formatOdds(priceAt(index));
    const waiting = waitingBets(bets, shape.marketId, selectionId, { index, side });
    const { onCancelBet } = options;
    if (!onCancelBet) return;
    if (waiting.length === 0) return setMessage(`No bet of yours waits at ${odds}`);
    const what = `${waiting.length === 1 ? 'your bet' : `your ${waiting.length} bets`} at ${odds}`;
    setMessage(`Cancelling ${what}…`);
    Promise.all(waiting.map((bet) => onCancelBet(bet))).then(
      () => setMessage(`Cancelled ${what}`),
      (error: unknown) => setMessage(`Could not cancel ${what}: ${messageOf(error)}`),
    );
  };

  return { message, busy, place, cancel };
}
