import {
  isSportId,
  notFoundPath,
  sportIds,
  sportIdsByName,
  type CasinoGame,
  type Match,
} from '@exchange/domain';
import { redirect, type LoaderFunction, type Params } from 'react-router';
import { casinoGames, matchList, sportList } from '../api/firstPageCalls.ts';
import type { Services } from '../services.ts';

const inPlayStatus = 'in-play';
const casino: number = sportIdsByName.casino;

export interface Listing {
  /** A sport, or null for every sport (`/` and `/dashbaord`). */
  readonly sportId: number | null;
  readonly inPlayOnly: boolean;
}

export interface ListingData {
  listing: Listing;
  sports: { sportId: number; name: string }[];
  matches: Match[];
  /** Spec 3's "home-page casino matches": the casino's tiles beside the sports on `/`; none elsewhere. */
  casinoGames: CasinoGame[];
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
  if (!Number.isInteger(id) || !isSportId(id) || id === casino) return null;
  if (state !== undefined && state !== inPlayStatus) return null;
  return { sportId: id, inPlayOnly: state === inPlayStatus };
}

/**
 * The sports and their matches. Every sport's matches are asked for alongside the sport list (the ids are
 * the spec's few), not after it: one round trip instead of two before the page can show; a sport the list
 * leaves out (inactive) has its matches left out too.
 */
export function makeLoader(services: Services): LoaderFunction {
  return async ({ params }) => {
    const listing = listingOf(params);
    if (!listing) return redirect(notFoundPath);
    const asked = listing.sportId === null ? sportIds.filter((id) => id !== casino) : [listing.sportId];
    const status = listing.inPlayOnly ? 'in-play' : 'all';
    const [allSports, lists, games] = await Promise.all([
      sportList(services.api),
      Promise.all(asked.map((sportId) => matchList(services.api, sportId, status))),
      // The casino is beside the sports, not in their way: without it the page still shows.
      listing.sportId === null ? casinoGames(services.api).catch(() => []) : [],
    ]);
    const sports = allSports.filter((sport) => sport.active && sport.sportId !== casino);
    const shown = new Set(listing.sportId === null ? sports.map((sport) => sport.sportId) : asked);
    return {
      listing,
      sports: sports.map(({ sportId, name }) => ({ sportId, name })),
      matches: lists.flat().filter((match) => shown.has(match.sportId)),
      casinoGames: games,
    } satisfies ListingData;
  };
}
