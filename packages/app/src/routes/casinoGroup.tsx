import { notFoundPath } from '@exchange/domain';
import { Navigate, useParams } from 'react-router';
import { CasinoGroupScreen } from '../screens/casino/CasinoGroupScreen.tsx';
import { casinoGroup, groupOfGame } from '../screens/casino/lobby.ts';
import { useCasinoGames } from './casinoGames.ts';

/** `/casinol/{groupSlug}`: one of spec 2's casino groups and its games; an unknown group is not found. */
export function Component() {
  const group = casinoGroup(useParams().groupSlug);
  const casino = useCasinoGames();
  if (!group) return <Navigate to={notFoundPath} replace />;
  return (
    <CasinoGroupScreen
      {...casino}
      group={group}
      games={casino.games.filter((game) => groupOfGame(game) === group.slug)}
    />
  );
}
