import { closedCasinoGamePath } from '@exchange/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { casinoResults } from '../api/casinoTable.ts';
import { CasinoTableScreen } from '../screens/casino/table/CasinoTableScreen.tsx';
import { useServices } from '../services.ts';
import { dataSocketConnectedAtom } from '../state/betting.ts';
import type { CasinoTableData } from './casinoTableData.ts';
import { useBetPlacement } from './useBetPlacement.ts';
import { useCasinoRound } from './useCasinoRound.ts';

/** `casino/{gameCode}/{matchId}`: the live table from the game's room, bets through the bet API. */
export function Component() {
  const data = useLoaderData() as CasinoTableData;
  const { api } = useServices();
  const navigate = useNavigate();
  const matchId = data.game.match_id;
  const [results, setResults] = useState(data.results);
  const betting = useBetPlacement({ matchId });
  const { closeSlip } = betting;
  const readResults = useCallback(
    () => casinoResults(api, matchId).then(setResults, () => undefined),
    [api, matchId],
  );
  const live = useCasinoRound(data.round, data.receivedAt, {
    // A result is out: it joins the strip (the round's settlement moves the balance by its own push).
    onResult: () => void readResults(),
    onNewRound: () => {
      closeSlip();
      void readResults();
    },
  });
  // The game was closed while open here (spec 2: a closed game is not found; the page names it).
  const slug = data.game.slug;
  useEffect(() => {
    if (live.refused) void navigate(closedCasinoGamePath(slug), { replace: true });
  }, [live.refused, navigate, slug]);
  const connected = useAtomValue(dataSocketConnectedAtom);

  return (
    <CasinoTableScreen
      round={live.round}
      closesAt={live.closesAt}
      connected={connected !== false}
      limits={data.limits}
      results={results}
      {...betting.props}
    />
  );
}
