import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useServices } from '../../../services.ts';
import { sportScreens, SportsListScreen } from '../../screens/sports/SportsListScreen.tsx';
import { saveSportSettings, sportList } from '../../sportsApi.ts';
import { Component as NotFound } from '../notFound.tsx';
import { useAction, useSportsData } from './useSportsData.ts';

/** `/admin/sports-list[/{url}]`: get-sport-list (every sport, hidden ones too); save-sport-settings. */
export function Component() {
  const { api } = useServices();
  const { url } = useParams();
  const load = useCallback(() => sportList(api), [api]);
  const sports = useSportsData('sports', load);
  const act = useAction(sports.reload);
  const next = sportScreens.find((page) => page.path === url)?.path;
  if (url !== undefined && next === undefined) return <NotFound />;
  return (
    <SportsListScreen
      sports={sports.value ?? []}
      status={sports.status}
      error={sports.error}
      next={next}
      onSave={(settings) => act(() => saveSportSettings(api, settings))}
    />
  );
}
