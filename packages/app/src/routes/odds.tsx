import { betFromSelection, type PriceSelection } from '@exchange/betting-widgets';
import { messages, toMinor, type Bet } from '@exchange/domain';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { cancelBet, openBets, placeBet, savePriceMove, saveUserStakes } from '../api/betting.ts';
import type { SlipState } from '../screens/sports/BetPanel.tsx';
import { OddsScreen } from '../screens/sports/OddsScreen.tsx';
import { useServices } from '../services.ts';
import { withBet } from '../sockets/betEvents.ts';
import { dataSocketOf } from '../sockets/liveMatches.ts';
import { balanceAtom, betListAtom } from '../state/atoms.ts';
import { dataSocketConnectedAtom, oneClickAtom, presetStakesAtom, priceMoveAtom } from '../state/betting.ts';
import { pinnedMarketsAtom } from '../state/pinnedMarkets.ts';
import { idempotencyKey } from './idempotencyKey.ts';
import type { OddsData } from './oddsData.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `odds/{matchId}`: live markets from the match room, bets through the bet API. */
export function Component() {
  const { match, limits, room } = useLoaderData() as OddsData;
  const services = useServices();
  const { api, toast } = services;
  const state = services.store;
  const live = room.store;
  // The page keeps the room the loader joined (taking over its hold), or joins it again after a remount.
  useEffect(() => room.claim() ?? dataSocketOf(services).watch(live.matchId, live), [room, live, services]);
  // Connected by now unless the socket did not open in the time the loader waited: then prices are stale.
  const connected = useAtomValue(dataSocketConnectedAtom);
  const bets = useAtomValue(betListAtom).filter((bet) => bet.matchId === match.matchId);
  const stakes = useAtomValue(presetStakesAtom) ?? [];
  const [oneClick, setOneClick] = useAtom(oneClickAtom);
  const [pinnedMarkets, pinMarket] = useAtom(pinnedMarketsAtom);
  const priceMove = useAtomValue(priceMoveAtom) ?? undefined;
  const initial = (useLocation().state as { selection?: PriceSelection } | null)?.selection;
  const [slip, setSlip] = useState<SlipState | null>(() =>
    initial ? { key: 1, selection: initial, odds: initial.odds, stake: null, status: 'idle' } : null,
  );
  const slipKeys = useRef(1);

  // Every money change (a bet placed, matched, cancelled, lapsed or settled) is pushed as a balance: the
  // open bets are read again then, so they follow the exchange without polling or reloading.
  useEffect(() => {
    let current = true;
    const stop = state.sub(balanceAtom, () => {
      openBets(api, match.matchId).then(
        (fresh) => current && state.set(betListAtom, fresh),
        () => undefined,
      );
    });
    return () => {
      current = false;
      stop();
    };
  }, [state, api, match.matchId]);

  const place = useCallback(
    async (bet: Bet) => {
      // The player's in-play price choice goes with every bet of the page: slip, one-click and cash out.
      const placed = await placeBet(api, bet, idempotencyKey(), state.get(priceMoveAtom) ?? undefined);
      state.set(balanceAtom, (held) => ({ ...held, exposure: toMinor(placed.exposure) }));
      state.set(betListAtom, (list) => withBet(list, placed.bet));
      toast.success(messages.betPlaced);
      return placed.bet;
    },
    [api, state, toast],
  );

  const selectPrice = (selection: PriceSelection) => {
    if (oneClick.enabled) {
      const stake = oneClick.stake ?? stakes[0] ?? 100;
      // The bet API's refusal is toasted by the app's error handling (spec 8).
      place(betFromSelection(selection, toMinor(stake))).catch(() => undefined);
      return;
    }
    slipKeys.current += 1;
    setSlip({ key: slipKeys.current, selection, odds: selection.odds, stake: null, status: 'idle' });
  };

  const placeFromSlip = (bet: Bet) => {
    const key = slip?.key;
    const update = (change: Partial<SlipState>) =>
      setSlip((held) => (held && held.key === key ? { ...held, ...change } : held));
    update({ status: 'loading', error: undefined });
    place(bet).then(
      () => update({ status: 'done' }),
      (error: unknown) => update({ status: 'fail', error: messageOf(error) }),
    );
  };

  return (
    <OddsScreen
      match={match}
      live={live}
      connected={connected}
      limits={limits}
      bets={bets}
      slip={slip}
      presetStakes={stakes}
      oneClick={oneClick}
      onOneClickChange={setOneClick}
      onSelectPrice={selectPrice}
      onSlipChange={(change) =>
        setSlip((held) => held && { ...held, ...change, status: 'idle', error: undefined })
      }
      onPlaceBet={placeFromSlip}
      onCloseSlip={() => setSlip(null)}
      onCancelBet={async (bet) => {
        await cancelBet(api, bet.id);
        state.set(betListAtom, (list) => list.filter((held) => held.id !== bet.id));
      }}
      onCashOut={place}
      onSaveStakes={async (next) => state.set(presetStakesAtom, await saveUserStakes(api, next))}
      pinnedMarkets={pinnedMarkets}
      onPinMarket={(name, pinned) => pinMarket([name, pinned])}
      priceMove={priceMove}
      onPriceMoveChange={(next) => {
        // Shown at once and saved with the stake settings; a failed save puts the last saved choice back.
        const saved = state.get(priceMoveAtom);
        state.set(priceMoveAtom, next);
        savePriceMove(api, next).then(
          (answer) => state.set(priceMoveAtom, answer),
          (error: unknown) => {
            state.set(priceMoveAtom, saved);
            toast.error(messageOf(error));
          },
        );
      }}
    />
  );
}
