import type { PriceSelection } from '@exchange/betting-widgets';
import { isSportId, notFoundPath, sportIdsByName, type Match } from '@exchange/domain';
import { useMemo } from 'react';
import { redirect, useLoaderData, useNavigate, type LoaderFunction, type Params } from 'react-router';
import { matchList, sportList } from '../api/betting.ts';
import { MatchesScreen, type MatchSection } from '../screens/sports/MatchesScreen.tsx';
import type { Services } from '../services.ts';
import { useListingLive, type ListingLive } from '../sockets/liveMatches.ts';

const inPlayStatus = 'in-play';

interface Listing {
  /** A sport, or null for every sport (`/` and `/dashbaord`). */
  readonly sportId: number | null;
  readonly inPlayOnly: boolean;
}

/**
 * The listing a path names: `match/{sportId}`, `match/{sportId}/in-play`, and `match/in-play/{sportId}`, the
 * order spec 2 sends phones to after signing in ("match/in-play/4"). Null for anything else.
 */
export function listingOf(params: Params): Listing | null {
  const { sportId, status } = params;
  if (sportId === undefined) return { sportId: null, inPlayOnly: false };
  const [sport, state] = sportId === inPlayStatus ? [status, inPlayStatus] : [sportId, status];
  const id = Number(sport);
  const casino: number = sportIdsByName.casino;
  if (!Number.isInteger(id) || !isSportId(id) || id === casino) return null;
  if (state !== undefined && state !== inPlayStatus) return null;
  return { sportId: id, inPlayOnly: state === inPlayStatus };
}

export function makeLoader(services: Services): LoaderFunction {
  return async ({ params }) => {
    const listing = listingOf(params);
    if (!listing) return redirect(notFoundPath);
    const sports = (await sportList(services.api)).filter(
      (sport) => sport.active && sport.sportId !== sportIdsByName.casino,
    );
    const shown = listing.sportId === null ? sports.map((sport) => sport.sportId) : [listing.sportId];
    const lists = await Promise.all(
      shown.map((sportId) => matchList(services.api, sportId, listing.inPlayOnly ? 'in-play' : 'all')),
    );
    return { listing, sports: sports.map(({ sportId, name }) => ({ sportId, name })), matches: lists.flat() };
  };
}

type LoaderData = {
  listing: Listing;
  sports: { sportId: number; name: string }[];
  matches: Match[];
};

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

function sectionsOf(data: LoaderData, items: ReturnType<typeof withLive>): MatchSection[] {
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
  const data = useLoaderData() as LoaderData;
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
    />
  );
}
