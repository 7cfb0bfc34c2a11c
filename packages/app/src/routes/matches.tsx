import type { PriceSelection } from '@exchange/betting-widgets';
import { casinoGamePath, type Match } from '@exchange/domain';
import { useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { HomeCasino } from '../screens/casino/HomeCasino.tsx';
import { MatchesScreen, type MatchSection } from '../screens/sports/MatchesScreen.tsx';
import { useListingLive, type ListingLive } from '../sockets/liveMatches.ts';
import type { ListingData } from './matchesData.ts';

/** The matches with what their rooms say now: in play or not, closed ones left out, live prices. */
function withLive(matches: readonly Match[], live: ReadonlyMap<number, ListingLive>) {
  return matches.flatMap((match) => {
    const now = live.get(match.matchId);
    if (now?.status === 'closed') return [];
    return [
      { match: { ...match, inPlay: now?.status ? now.status === 'inPlay' : match.inPlay }, odds: now?.odds },
    ];
  });
}

function sectionsOf(data: ListingData, items: ReturnType<typeof withLive>): MatchSection[] {
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
  return (
    <MatchesScreen
      title={sportName ?? 'Sports'}
      sports={data.sports}
      sportId={data.listing.sportId}
      inPlayOnly={data.listing.inPlayOnly}
      sections={sectionsOf(data, items)}
      onSelectMatch={(match) => void navigate(`/odds/${match.matchId}`)}
      // A price in a listing opens the match with that price in the slip.
      onSelectPrice={(selection: PriceSelection) =>
        void navigate(`/odds/${selection.matchId}`, { state: { selection } })
      }
      aside={
        data.casinoGames.length > 0 && (
          <HomeCasino games={data.casinoGames} onOpenGame={(game) => void navigate(casinoGamePath(game))} />
        )
      }
    />
  );
}
