import type { PriceSelection } from '@exchange/betting-widgets';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { cancelBet, cancelBets, editBetPrice, savePriceMove, saveUserStakes } from '../api/betting.ts';
import { OddsScreen } from '../screens/sports/OddsScreen.tsx';
import { useServices } from '../services.ts';
import { dataSocketOf } from '../sockets/liveMatches.ts';
import { betListAtom } from '../state/atoms.ts';
import { dataSocketConnectedAtom, presetStakesAtom, priceMoveAtom } from '../state/betting.ts';
import { pinnedMarketsAtom } from '../state/pinnedMarkets.ts';
import type { OddsData } from './oddsData.ts';
import { useBetPlacement } from './useBetPlacement.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `odds/{matchId}`: live markets from the match room, bets through the bet API. */
export function Component() {
  const { match, limits, live } = useLoaderData() as OddsData;
  const services = useServices();
  const { api, toast } = services;
  const state = services.store;
  // The room's pushes from when the page shows; its snapshot on joining replaces the loader's.
  useEffect(() => dataSocketOf(services).watch(live.matchId, live), [live, services]);
  // Unknown (null) until the socket first connects or fails: the prices are the snapshot just read.
  const connected = useAtomValue(dataSocketConnectedAtom);
  const [pinnedMarkets, pinMarket] = useAtom(pinnedMarketsAtom);
  const priceMove = useAtomValue(priceMoveAtom) ?? undefined;
  const initialSelection = (useLocation().state as { selection?: PriceSelection } | null)?.selection;
  // The player's in-play price choice goes with every bet of the page: slip, one-click and cash out.
  const betting = useBetPlacement({ matchId: match.matchId, initialSelection, withPriceMove: true });

  return (
    <OddsScreen
      match={match}
      live={live}
      connected={connected !== false}
      limits={limits}
      {...betting.props}
      onCancelBet={async (bet) => {
        await cancelBet(api, bet.id);
        state.set(betListAtom, (list) => list.filter((held) => held.id !== bet.id));
      }}
      onEditPrice={async (bet, odds) => {
        const moved = await editBetPrice(api, bet.id, odds);
        state.set(betListAtom, (list) => list.map((held) => (held.id === bet.id ? moved : held)));
      }}
      onCancelAll={async (waiting) => {
        // The page's Cancel all is its markets': one call per market with a waiting bet listed.
        const markets = new Set(waiting.map((bet) => bet.marketId));
        const cancelled = new Set((await Promise.all([...markets].map((id) => cancelBets(api, id)))).flat());
        state.set(betListAtom, (list) => list.filter((held) => !cancelled.has(held.id)));
      }}
      onCashOut={betting.place}
      ladderStake={betting.oneClickStake}
      onLadderBet={betting.place}
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
