import type { StakeLimits } from '@exchange/betting-widgets';
import { notFoundPath, type Match } from '@exchange/domain';
import { redirect, type LoaderFunction } from 'react-router';
import { ApiError } from '../api/api.ts';
import { matchById, matchSnapshot, openBets, sportList, userStakeSettings } from '../api/firstPageCalls.ts';
import type { Services } from '../services.ts';
import type { MatchStore } from '../sockets/matchStore.ts';
import { betListAtom, currentMatchAtom } from '../state/atoms.ts';
import { presetStakesAtom, priceMoveAtom } from '../state/betting.ts';

export interface OddsData {
  match: Match;
  limits: StakeLimits | undefined;
  /** The match's live store, holding its snapshot; the page joins its room (the socket's pushes). */
  live: MatchStore;
}

/**
 * The match, its whole live state (its room's snapshot, over HTTP), the player's open bets on it, its
 * quick stakes and the sport's stake limits (0 is no limit), all asked for at once: the page shows with
 * its markets in place, rather than the slip and bets below them jumping down as the markets arrive (on
 * a phone they are under the markets, where the thumb is). The socket, which brings what changes after,
 * loads once the page has shown (sockets/typed.ts): its client is no part of the page's first load.
 */
export function makeLoader(services: Services): LoaderFunction {
  return async ({ params }) => {
    const matchId = Number(params['matchId']);
    if (!Number.isSafeInteger(matchId) || matchId <= 0) return redirect(notFoundPath);
    const { api, store } = services;
    // Without the snapshot (a failed read) the page still shows, its markets filling in from the room.
    const snapshot = matchSnapshot(api, matchId).catch(() => null);
    // The live store's module is the shell's (its listing's rows are live too), not the entry's.
    const stores = import('../sockets/matchStore.ts');
    const found = matchById(api, matchId).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'match_not_found') return null;
      throw error;
    });
    const rest = Promise.all([openBets(api, matchId), userStakeSettings(api), sportList(api)]);
    // Awaited once the match is known to exist.
    rest.catch(() => undefined);
    const match = await found;
    if (!match) return redirect(notFoundPath);
    const [bets, { stakes, ...priceMove }, sports] = await rest;
    const live = (await stores).createMatchStore(matchId);
    const first = await snapshot;
    if (first) live.onSnapshot(first);
    store.set(currentMatchAtom, match);
    store.set(betListAtom, bets);
    store.set(presetStakesAtom, stakes);
    store.set(priceMoveAtom, priceMove);
    const sportId = match.sportId;
    const sport = sports.find((candidate) => candidate.sportId === sportId);
    const limits = sport && sport.maxBet > 0 ? { min: sport.minBet, max: sport.maxBet } : undefined;
    return { match, limits, live } satisfies OddsData;
  };
}
