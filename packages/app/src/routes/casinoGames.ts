import { casinoGamePath, closedCasinoGamePath, type CasinoGame } from '@exchange/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { casinoGames } from '../api/casino.ts';
import { useServices } from '../services.ts';
import { useKeyedLoad } from './useKeyedLoad.ts';

/**
 * The casino pages' game list (GET get-casino-games) and where a tile goes: an open game to
 * `/casino/{slug}/{match_id}`, a closed one to /not-found (spec 2), which names it.
 */
export function useCasinoGames() {
  const { api } = useServices();
  const navigate = useNavigate();
  const load = useCallback(() => casinoGames(api), [api]);
  const loaded = useKeyedLoad('casino-games', load);
  return {
    games: loaded.value ?? [],
    loading: loaded.status === 'loading',
    onOpenGame: (game: CasinoGame) => void navigate(casinoGamePath(game)),
    onNotFound: (game: CasinoGame) => void navigate(closedCasinoGamePath(game.slug)),
  };
}
