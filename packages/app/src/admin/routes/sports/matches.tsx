import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useServices } from '../../../services.ts';
import { FeedMatchesScreen } from '../../screens/sports/FeedMatchesScreen.tsx';
import { feedMatches, feedSeries, saveMatch } from '../../sportsApi.ts';
import { Component as NotFound } from '../notFound.tsx';
import { sportOfParam, useSportsData, useSwitchAction } from './useSportsData.ts';

/**
 * `/admin/matches/{sportId}[?series=]`: the sport's series (get-series), then the open events of each (or of
 * the one chosen) from the data API's get-matches; save-match activates them.
 */
export function Component() {
  const { api } = useServices();
  const sportId = sportOfParam(useParams().sportId);
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('series'));
  const seriesId = Number.isSafeInteger(chosen) && chosen > 0 ? chosen : undefined;
  const load = useCallback(async () => {
    if (sportId === undefined) return { series: [], matches: [] };
    const series = await feedSeries(api, sportId);
    const shown = series.filter((row) => seriesId === undefined || row.seriesId === seriesId);
    const lists = await Promise.all(shown.map((row) => feedMatches(api, sportId, row.seriesId)));
    return { series, matches: lists.flat() };
  }, [api, sportId, seriesId]);
  const feed = useSportsData(`matches:${sportId}:${seriesId}`, load);
  const flip = useSwitchAction(feed.reload);
  if (sportId === undefined) return <NotFound />;
  return (
    <FeedMatchesScreen
      sportId={sportId}
      series={feed.value?.series ?? []}
      seriesId={seriesId}
      onSeriesChange={(next) => setSearch(next === undefined ? {} : { series: String(next) })}
      matches={feed.value?.matches ?? []}
      status={feed.status}
      error={feed.error}
      onActivate={(match, active, syncData) => flip(() => saveMatch(api, match, active, syncData))}
    />
  );
}
