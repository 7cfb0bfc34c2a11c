import { betFromSelection, type PriceSelection } from '@exchange/betting-widgets';
import { closedCasinoGamePath, messages, toMinor, type Bet } from '@exchange/domain';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { openBets, placeBet } from '../api/betting.ts';
import { casinoResults } from '../api/casinoTable.ts';
import { CasinoTableScreen } from '../screens/casino/table/CasinoTableScreen.tsx';
import type { SlipState } from '../screens/sports/BetPanel.tsx';
import { useServices } from '../services.ts';
import { withBet } from '../sockets/betEvents.ts';
import { balanceAtom, betListAtom } from '../state/atoms.ts';
import { dataSocketConnectedAtom, oneClickAtom, presetStakesAtom } from '../state/betting.ts';
import type { CasinoTableData } from './casinoTableData.ts';
import { idempotencyKey } from './idempotencyKey.ts';
import { useCasinoRound } from './useCasinoRound.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `casino/{gameCode}/{matchId}`: the live table from the game's room, bets through the bet API. */
export function Component() {
  const data = useLoaderData() as CasinoTableData;
  const services = useServices();
  const { api, toast } = services;
  const state = services.store;
  const navigate = useNavigate();
  const matchId = data.game.match_id;
  const [results, setResults] = useState(data.results);
  const [slip, setSlip] = useState<SlipState | null>(null);
  const slipKeys = useRef(1);
  const readResults = useCallback(
    () => casinoResults(api, matchId).then(setResults, () => undefined),
    [api, matchId],
  );
  const live = useCasinoRound(data.round, data.receivedAt, {
    // A result is out: it joins the strip (the round's settlement moves the balance by its own push).
    onResult: () => void readResults(),
    onNewRound: () => {
      setSlip(null);
      void readResults();
    },
  });
  // The game was closed while open here (spec 2: a closed game is not found; the page names it).
  const slug = data.game.slug;
  useEffect(() => {
    if (live.refused) void navigate(closedCasinoGamePath(slug), { replace: true });
  }, [live.refused, navigate, slug]);
  const connected = useAtomValue(dataSocketConnectedAtom);
  const bets = useAtomValue(betListAtom).filter((bet) => bet.matchId === matchId);
  const stakes = useAtomValue(presetStakesAtom) ?? [];
  const [oneClick, setOneClick] = useAtom(oneClickAtom);

  // Every money change (a bet placed, a round settled) is pushed as a balance: the open bets are read again
  // then, so a settled bet leaves the list without a reload, as on the odds page.
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
    <CasinoTableScreen
      round={live.round}
      closesAt={live.closesAt}
      connected={connected}
      limits={data.limits}
      bets={bets}
      results={results}
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
    />
  );
}
