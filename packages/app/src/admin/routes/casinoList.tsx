import { useCallback, useState } from 'react';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { casinoGames } from '../../api/casino.ts';
import { setCasinoGameClosed } from '../casinoApi.ts';
import { panelCasinoGame } from '../casinoGames.ts';
import { CasinoListScreen } from '../screens/casino/CasinoListScreen.tsx';

/** `/admin/casino-list`: get-casino-games, each opened or closed with update-casino-game-status. */
export function Component() {
  const { api, toast } = useServices();
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(async () => (await casinoGames(api)).map(panelCasinoGame), [api]);
  const games = useKeyedLoad(String(attempt), load);
  return (
    <CasinoListScreen
      games={games.value ?? []}
      status={games.status}
      error={games.error}
      onSetClosed={async (code, closed) => {
        toast.success(await setCasinoGameClosed(api, code, closed));
        setAttempt((count) => count + 1);
      }}
    />
  );
}
