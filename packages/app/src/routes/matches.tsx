import type { PriceSelection } from '@exchange/betting-widgets';
import { casinoGamePath, type MarketBook, type Match } from '@exchange/domain';
import { useCallback, useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { HomeCasino } from '../screens/casino/HomeCasino.tsx';
import { MatchesScreen, type MatchSection } from '../screens/sports/MatchesScreen.tsx';
import { useListingLive, type ListingLive } from '../sockets/liveMatches.ts';
import type { ListingData } from './matchesData.ts';

type ListingItem = { match: Match; odds: MarketBook | undefined };

/** Each listed match's item per live state it was shown with (weakly held: old states drop out). */
const itemsByLive = new WeakMap<Match, WeakMap<ListingLive, ListingItem>>();
const itemsWithoutLive = new WeakMap<Match, ListingItem>();

function itemOf(match: Match, now: ListingLive | undefined): ListingItem {
  const held = now ? itemsByLive.get(match)?.get(now) : itemsWithoutLive.get(match);
  if (held) return held;
  const item = {
    match: { ...match, inPlay: now?.status ? now.status === 'inPlay' : match.inPlay },
    odds: now?.odds,
  };
  if (!now) itemsWithoutLive.set(match, item);
  else {
    const byLive = itemsByLive.get(match) ?? new WeakMap<ListingLive, ListingItem>();
    byLive.set(now, item);
    itemsByLive.set(match, byLive);
  }
  return item;
}

/**
 * The matches with what their rooms say now: in play or not, closed ones left out, live prices. A match
 * whose listing and live state are those of the last frame keeps its item, so its row skips the render.
 */
function withLive(matches: readonly Match[], live: ReadonlyMap<number, ListingLive>): ListingItem[] {
  return matches.flatMap((match) => {
    const now = live.get(match.matchId);
    return now?.status === 'closed' ? [] : [itemOf(match, now)];
  });
}

function sectionsOf(data: ListingData, items: readonly ListingItem[]): MatchSection[] {
  const { listing, sports } = data;
  const inPlay = items.filter((item) => item.match.inPlay);
  const sportName = sports.find((sport) => sport.sportId === listing.sportId)?.name ?? '';
  if (listing.inPlayOnly) return [{ title: `${sportName} in play`, matches: inPlay }];
  const upcoming = items.filter((item) => !item.match.inPlay);
  if (listing.sportId !== null) {
    return [
      { title: 'In-Play', matches: inPlay },
      { title: `Upcoming ${sportName}`, matches: upcoming },
    ];
  }
  return [
    { title: 'In-Play', matches: inPlay },
    ...sports.flatMap((sport) => {
      const matches = upcoming.filter((item) => item.match.sportId === sport.sportId);
      return matches.length > 0 ? [{ title: `Upcoming ${sport.name}`, matches }] : [];
    }),
  ];
}

/** `/`, `/dashbaord`, `match/{sportId}` and `match/{sportId}/in-play`. */
export function Component() {
  const data = useLoaderData() as ListingData;
  const navigate = useNavigate();
  const ids = useMemo(() => data.matches.map((match) => match.matchId), [data.matches]);
  const live = useListingLive(ids);
  const items = withLive(data.matches, live);
  const sportName = data.sports.find((sport) => sport.sportId === data.listing.sportId)?.name;
  // Stable across the frames a price moves in, so the rows and the casino tiles skip those renders.
  const onSelectMatch = useCallback((match: Match) => void navigate(`/odds/${match.matchId}`), [navigate]);
  // A price in a listing opens the match with that price in the slip.
  const onSelectPrice = useCallback(
    (selection: PriceSelection) => void navigate(`/odds/${selection.matchId}`, { state: { selection } }),
    [navigate],
  );
  const aside = useMemo(
    () =>
      data.casinoGames.length > 0 && (
        <HomeCasino games={data.casinoGames} onOpenGame={(game) => void navigate(casinoGamePath(game))} />
      ),
    [data.casinoGames, navigate],
  );
  return (
    <MatchesScreen
      title={sportName ?? 'Sports'}
      sports={data.sports}
      sportId={data.listing.sportId}
      inPlayOnly={data.listing.inPlayOnly}
      sections={sectionsOf(data, items)}
      onSelectMatch={onSelectMatch}
      onSelectPrice={onSelectPrice}
      aside={aside}
    />
  );
}
