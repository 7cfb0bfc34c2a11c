import { betFromSelection, type PriceSelection, type StakeLimits } from '@exchange/betting-widgets';
import { messages, notFoundPath, toMinor, type Bet, type Match, type PlacedBet } from '@exchange/domain';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { redirect, useLoaderData, useLocation, type LoaderFunction } from 'react-router';
import { ApiError } from '../api/api.ts';
import {
  cancelBet,
  matchById,
  openBets,
  placeBet,
  saveUserStakes,
  sportList,
  userStakes,
} from '../api/betting.ts';
import type { SlipState } from '../screens/sports/BetPanel.tsx';
import { OddsScreen } from '../screens/sports/OddsScreen.tsx';
import { useServices, type Services } from '../services.ts';
import { useMatchStore } from '../sockets/liveMatches.ts';
import { balanceAtom, betListAtom, currentMatchAtom } from '../state/atoms.ts';
import { dataSocketConnectedAtom, oneClickAtom, presetStakesAtom } from '../state/betting.ts';

interface LoaderData {
  match: Match;
  limits: StakeLimits | undefined;
}

/** The match, the player's open bets on it, its quick stakes and the sport's stake limits (0 is no limit). */
export function makeLoader(services: Services): LoaderFunction {
  return async ({ params }) => {
    const matchId = Number(params['matchId']);
    if (!Number.isSafeInteger(matchId) || matchId <= 0) return redirect(notFoundPath);
    const { api, store } = services;
    let match: Match;
    try {
      match = await matchById(api, matchId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return redirect(notFoundPath);
      throw error;
    }
    const [bets, stakes, sports] = await Promise.all([
      openBets(api, matchId),
      userStakes(api),
      sportList(api),
    ]);
    store.set(currentMatchAtom, match);
    store.set(betListAtom, bets);
    store.set(presetStakesAtom, stakes);
    const sport = sports.find((candidate) => candidate.sportId === match.sportId);
    const limits = sport && sport.maxBet > 0 ? { min: sport.minBet, max: sport.maxBet } : undefined;
    return { match, limits } satisfies LoaderData;
  };
}

/** A key for placebet's idempotency: random, and available on plain-http hosts where randomUUID is not. */
function idempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The list with the bet added, or replaced when it is there already. */
function withBet(list: readonly PlacedBet[], bet: PlacedBet): readonly PlacedBet[] {
  return list.some((held) => held.id === bet.id)
    ? list.map((held) => (held.id === bet.id ? bet : held))
    : [...list, bet];
}

/** `odds/{matchId}`: live markets from the match room, bets through the bet API. */
export function Component() {
  const { match, limits } = useLoaderData() as LoaderData;
  const services = useServices();
  const { api, toast } = services;
  const state = services.store;
  const live = useMatchStore(match.matchId);
  const connected = useAtomValue(dataSocketConnectedAtom);
  const bets = useAtomValue(betListAtom).filter((bet) => bet.matchId === match.matchId);
  const stakes = useAtomValue(presetStakesAtom) ?? [];
  const [oneClick, setOneClick] = useAtom(oneClickAtom);
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
      const placed = await placeBet(api, bet, idempotencyKey());
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
    />
  );
}
