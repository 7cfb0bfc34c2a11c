import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useServices } from '../../../services.ts';
import { SeriesScreen } from '../../screens/sports/SeriesScreen.tsx';
import { feedSeries } from '../../sportsApi.ts';
import { Component as NotFound } from '../notFound.tsx';
import { sportOfParam, useSportsData } from './useSportsData.ts';

/** `/admin/series/{sportId}`: the data API's get-series of the sport. */
export function Component() {
  const { api } = useServices();
  const sportId = sportOfParam(useParams().sportId);
  const load = useCallback(
    async () => (sportId === undefined ? [] : feedSeries(api, sportId)),
    [api, sportId],
  );
  const series = useSportsData(`series:${sportId}`, load);
  if (sportId === undefined) return <NotFound />;
  return (
    <SeriesScreen sportId={sportId} series={series.value ?? []} status={series.status} error={series.error} />
  );
}
