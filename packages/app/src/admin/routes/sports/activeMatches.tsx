import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useServices } from '../../../services.ts';
import { adminPages, adminPath } from '../../pages.ts';
import { ActiveMatchesScreen } from '../../screens/sports/ActiveMatchesScreen.tsx';
import { activeMatches, setMatchActive, type ActiveMatchFilter } from '../../sportsApi.ts';
import { Component as NotFound } from '../notFound.tsx';
import { sportOfParam, useSportsData, useSwitchAction } from './useSportsData.ts';

const matchTypes: readonly (string | undefined)[] = ['in-play', 'upcoming', 'closed'];

/**
 * `/admin/active-matches/{sportId}/{matchType?}`: get-active-matches by status; update-match-active. From the
 * menu, without a sport, the sports list asks for one first.
 */
export function Component() {
  const { api } = useServices();
  const navigate = useNavigate();
  const params = useParams();
  const sportId = sportOfParam(params.sportId);
  const filter = (params.matchType ?? 'open') as ActiveMatchFilter;
  const load = useCallback(
    async () => (sportId === undefined ? [] : activeMatches(api, sportId, filter)),
    [api, sportId, filter],
  );
  const matches = useSportsData(`active:${sportId}:${filter}`, load);
  const flip = useSwitchAction(matches.reload);
  const base = adminPath(`${adminPages.activeMatches.path}/${params.sportId ?? ''}`);
  if (params.sportId === undefined) {
    return (
      <Navigate replace to={adminPath(`${adminPages.sportsList.path}/${adminPages.activeMatches.path}`)} />
    );
  }
  if (sportId === undefined || (params.matchType !== undefined && !matchTypes.includes(params.matchType))) {
    return <NotFound />;
  }
  return (
    <ActiveMatchesScreen
      sportId={sportId}
      filter={filter}
      onFilterChange={(next) => void navigate(next === 'open' ? base : `${base}/${next}`)}
      matches={matches.value ?? []}
      status={matches.status}
      error={matches.error}
      onSetActive={(match, active) => flip(() => setMatchActive(api, match.matchId, active))}
    />
  );
}
