import { isLiveCasinoGroup } from '@exchange/domain';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useKeyedLoad } from '../../routes/useKeyedLoad.ts';
import { useServices } from '../../services.ts';
import { casinoGames } from '../../api/casino.ts';
import { panelCasinoGame } from '../casinoGames.ts';
import { adminPages, adminPath } from '../pages.ts';
import { CasinoGroupsScreen } from '../screens/casino/CasinoGroupsScreen.tsx';
import { Component as NotFound } from './notFound.tsx';

/** `/admin/casinol[/{group}]`: get-casino-games as a grid of icons, every group or one. */
export function Component() {
  const { api } = useServices();
  const navigate = useNavigate();
  const { group } = useParams();
  const load = useCallback(async () => (await casinoGames(api)).map(panelCasinoGame), [api]);
  const games = useKeyedLoad('games', load);
  if (group !== undefined && !isLiveCasinoGroup(group)) return <NotFound />;
  return (
    <CasinoGroupsScreen
      games={games.value ?? []}
      group={group}
      status={games.status}
      error={games.error}
      onOpen={(code) => void navigate(adminPath(`${adminPages.casinoTable.path}/${code}`))}
    />
  );
}
