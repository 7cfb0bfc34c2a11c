import type { StakeLimits } from '@exchange/betting-widgets';
import { notFoundPath, type Match } from '@exchange/domain';
import { redirect, type LoaderFunction } from 'react-router';
import { ApiError } from '../api/api.ts';
import { matchById, openBets, sportList, userStakeSettings } from '../api/firstPageCalls.ts';
import type { Services } from '../services.ts';
import { betListAtom, currentMatchAtom } from '../state/atoms.ts';
import { presetStakesAtom, priceMoveAtom } from '../state/betting.ts';
import type { MatchRoom } from './matchRoom.ts';

/**
 * How long the page waits for the match room's first snapshot before showing without it (its markets then
 * arrive as skeletons fill in). Over a working connection the snapshot comes in one round trip.
 */
const snapshotWaitMs = 2_000;

export interface OddsData {
  match: Match;
  limits: StakeLimits | undefined;
  room: MatchRoom;
}

/**
 * The match, the player's open bets on it, its quick stakes and the sport's stake limits (0 is no limit),
 * all asked for at once, and the match room joined meanwhile: the page shows with its markets in place,
 * rather than the slip and bets below them jumping down as the markets arrive (on a phone they are under
 * the markets, where the thumb is).
 */
export function makeLoader(services: Services): LoaderFunction {
  return async ({ params, request }) => {
    const matchId = Number(params['matchId']);
    if (!Number.isSafeInteger(matchId) || matchId <= 0) return redirect(notFoundPath);
    const { api, store } = services;
    const joined = import('./matchRoom.ts').then((module) =>
      module.joinMatchRoom(services, matchId, request.signal),
    );
    const found = matchById(api, matchId).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'match_not_found') return null;
      throw error;
    });
    const rest = Promise.all([openBets(api, matchId), userStakeSettings(api), sportList(api)]);
    // Both are awaited below, once the room is joined (and `rest` once the match is known to exist).
    found.catch(() => undefined);
    rest.catch(() => undefined);
    const room = await joined;
    let match: Match | null;
    let answers: Awaited<typeof rest>;
    try {
      match = await found;
      if (!match) {
        room.leave();
        return redirect(notFoundPath);
      }
      answers = await rest;
    } catch (error) {
      room.leave();
      throw error;
    }
    const [bets, { stakes, ...priceMove }, sports] = answers;
    await room.firstSnapshot(snapshotWaitMs);
    store.set(currentMatchAtom, match);
    store.set(betListAtom, bets);
    store.set(presetStakesAtom, stakes);
    store.set(priceMoveAtom, priceMove);
    const sportId = match.sportId;
    const sport = sports.find((candidate) => candidate.sportId === sportId);
    const limits = sport && sport.maxBet > 0 ? { min: sport.minBet, max: sport.maxBet } : undefined;
    return { match, limits, room } satisfies OddsData;
  };
}
