import { betFromSelection, type PriceSelection } from '@exchange/betting-widgets';
import { messages, toMinor, type Bet, type PlacedBet } from '@exchange/domain';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openBets, placeBet } from '../api/betting.ts';
import type { BetPanelProps, SlipState } from '../screens/sports/BetPanel.tsx';
import { useServices } from '../services.ts';
import { withBet } from '../sockets/betEvents.ts';
import { balanceAtom, betListAtom } from '../state/atoms.ts';
import { oneClickAtom, presetStakesAtom, priceMoveAtom } from '../state/betting.ts';
import { idempotencyKey } from './idempotencyKey.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface BetPlacementOptions {
  matchId: number;
  /** A price the page was opened with (a link from another page): its slip is open at once. */
  initialSelection?: PriceSelection | undefined;
  /** Sends the player's in-play price choice with every bet (sports; a casino table has no in-play delay). */
  withPriceMove?: boolean | undefined;
}

/** What a bet screen takes from the placement: its open bets, the slip, one-click and the price clicks. */
export type BetPlacementProps = Pick<
  BetPanelProps,
  'slip' | 'presetStakes' | 'oneClick' | 'onOneClickChange' | 'onSlipChange' | 'onPlaceBet' | 'onCloseSlip'
> & {
  bets: readonly PlacedBet[];
  onSelectPrice: (selection: PriceSelection) => void;
};

/**
 * The bet flow of every bet screen (odds page, casino table): a price click opens a fresh slip, or places
 * at once with one-click betting on; the slip shows its placement's progress and the refusal's words; a
 * placed bet joins the open bets and moves the exposure. The match's open bets are read again on every
 * balance push (a bet matched, cancelled, lapsed or settled), so they follow the exchange without polling.
 */
export function useBetPlacement({ matchId, initialSelection, withPriceMove = false }: BetPlacementOptions) {
  const services = useServices();
  const { api, toast } = services;
  const state = services.store;
  const bets = useAtomValue(betListAtom).filter((bet) => bet.matchId === matchId);
  const stakes = useAtomValue(presetStakesAtom) ?? [];
  const [oneClick, setOneClick] = useAtom(oneClickAtom);
  const [slip, setSlip] = useState<SlipState | null>(() =>
    initialSelection
      ? { key: 1, selection: initialSelection, odds: initialSelection.odds, stake: null, status: 'idle' }
      : null,
  );
  const slipKeys = useRef(1);

  useEffect(() => {
    let current = true;
    const stop = state.sub(balanceAtom, () => {
      openBets(api, matchId).then(
        (fresh) => current && state.set(betListAtom, fresh),
        () => undefined,
      );
    });
    return () => {
      current = false;
      stop();
    };
  }, [state, api, matchId]);

  const place = useCallback(
    async (bet: Bet) => {
      const priceMove = withPriceMove ? (state.get(priceMoveAtom) ?? undefined) : undefined;
      const placed = await placeBet(api, bet, idempotencyKey(), priceMove);
      state.set(balanceAtom, (held) => ({ ...held, exposure: toMinor(placed.exposure) }));
      state.set(betListAtom, (list) => withBet(list, placed.bet));
      toast.success(messages.betPlaced);
      return placed.bet;
    },
    [api, state, toast, withPriceMove],
  );

  const closeSlip = useCallback(() => setSlip(null), []);
  /** The stake a price click places at once; undefined while one-click betting is off. */
  const oneClickStake = oneClick.enabled ? (oneClick.stake ?? stakes[0] ?? 100) : undefined;

  const onSelectPrice = (selection: PriceSelection) => {
    if (oneClickStake !== undefined) {
      // The bet API's refusal is toasted by the app's error handling (spec 8).
      place(betFromSelection(selection, toMinor(oneClickStake))).catch(() => undefined);
      return;
    }
    slipKeys.current += 1;
    setSlip({ key: slipKeys.current, selection, odds: selection.odds, stake: null, status: 'idle' });
  };

  const onPlaceBet = (bet: Bet) => {
    const key = slip?.key;
    // A later price click opened another slip: the answer is for this one only.
    const update = (change: Partial<SlipState>) =>
      setSlip((held) => (held && held.key === key ? { ...held, ...change } : held));
    update({ status: 'loading', error: undefined });
    place(bet).then(
      () => update({ status: 'done' }),
      (error: unknown) => update({ status: 'fail', error: messageOf(error) }),
    );
  };

  const props: BetPlacementProps = {
    bets,
    slip,
    presetStakes: stakes,
    oneClick,
    onOneClickChange: setOneClick,
    onSelectPrice,
    onSlipChange: (change) =>
      setSlip((held) => held && { ...held, ...change, status: 'idle', error: undefined }),
    onPlaceBet,
    onCloseSlip: closeSlip,
  };
  return { props, place, closeSlip, oneClickStake };
}
