import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useServices } from '../../../services.ts';
import { SeriesScreen } from '../../screens/sports/SeriesScreen.tsx';
import { feedSeries, seriesWithMarkets, type SeriesMarketsWindow } from '../../sportsApi.ts';
import { Component as NotFound } from '../notFound.tsx';
import { sportOfParam, useSportsData } from './useSportsData.ts';

/**
 * `/admin/series/{sportId}`: the data API's get-series of the sport, and the platform's series with their
 * markets (get-series-with-market, or -with-date for those in play or within a day).
 */
export function Component() {
  const { api } = useServices();
  const sportId = sportOfParam(useParams().sportId);
  const [window, setWindow] = useState<SeriesMarketsWindow>('open');
  const load = useCallback(
    async () => (sportId === undefined ? [] : feedSeries(api, sportId)),
    [api, sportId],
  );
  const loadWithMarkets = useCallback(
    async () => (sportId === undefined ? [] : seriesWithMarkets(api, sportId, window)),
    [api, sportId, window],
  );
  const series = useSportsData(`series:${sportId}`, load);
  const withMarkets = useSportsData(`series-markets:${sportId}:${window}`, loadWithMarkets);
  if (sportId === undefined) return <NotFound />;
  return (
    <SeriesScreen
      sportId={sportId}
      series={series.value ?? []}
      status={series.status}
      error={series.error}
      withMarkets={{
        series: withMarkets.value ?? [],
        window,
        onWindowChange: setWindow,
        status: withMarkets.status,
        error: withMarkets.error,
      }}
    />
  );
}
