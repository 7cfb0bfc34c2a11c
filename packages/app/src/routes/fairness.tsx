import { casinoGameDefinitions, notFoundPath, type CasinoSeedChain } from '@exchange/domain';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../api/api.ts';
import { casinoRoundProof, casinoSeedChains } from '../api/casino.ts';
import {
  FairnessCheckScreen,
  type RoundProofState,
} from '../screens/casino/fairness/FairnessCheckScreen.tsx';
import { useServices } from '../services.ts';

/** Every in-house table, in lobby order: the page needs no account, so not the signed-in game list. */
const games = casinoGameDefinitions.map((game) => ({ code: game.code, name: game.name }));

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * `/fairness[/{gameCode}][?round={mid}]`, outside the sign-in guard: the table's seed chains, and the
 * round named in the box (or by `round`, so a check can be shared as a link) checked in the browser.
 */
export function Component() {
  const { api } = useServices();
  const navigate = useNavigate();
  const { gameCode: named } = useParams();
  const [search, setSearch] = useSearchParams();
  const game = named === undefined ? games[0] : games.find((candidate) => candidate.code === named);
  const gameCode = game?.code;
  const asked = search.get('round') ?? '';
  const [roundId, setRoundId] = useState(asked);
  const [chains, setChains] = useState<{ code: string; chains: CasinoSeedChain[] } | null>(null);
  const [chainsError, setChainsError] = useState<{ code: string; message: string } | null>(null);

  useEffect(() => {
    if (gameCode === undefined) return;
    let current = true;
    casinoSeedChains(api, gameCode).then(
      (answer) => current && setChains({ code: gameCode, chains: answer.chains }),
      (error: unknown) => current && setChainsError({ code: gameCode, message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, gameCode]);

  // Checking the same round again (Check pressed twice) is a new attempt: its own key, its own answer.
  const [attempt, setAttempt] = useState(0);
  const key = `${asked}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; proof: RoundProofState } | null>(null);
  useEffect(() => {
    if (!asked) return;
    let current = true;
    casinoRoundProof(api, asked).then(
      ({ result, chain }) => current && setAnswer({ key, proof: { status: 'loaded', result, chain } }),
      (error: unknown) =>
        current && setAnswer({ key, proof: { status: 'error', message: messageOf(error) } }),
    );
    return () => {
      current = false;
    };
  }, [api, asked, key]);
  const proof: RoundProofState | null = !asked
    ? null
    : answer?.key === key
      ? answer.proof
      : { status: 'loading', mid: asked };

  if (!gameCode) return <Navigate to={notFoundPath} replace />;
  return (
    <FairnessCheckScreen
      games={games}
      gameCode={gameCode}
      onGameChange={(code) => void navigate({ pathname: `/fairness/${code}`, search: search.toString() })}
      chains={chains?.code === gameCode ? chains.chains : null}
      chainsError={chainsError?.code === gameCode ? chainsError.message : undefined}
      roundId={roundId}
      onRoundIdChange={setRoundId}
      onCheck={(mid) => {
        if (mid === asked) setAttempt((count) => count + 1);
        else setSearch({ round: mid });
      }}
      proof={proof}
    />
  );
}
