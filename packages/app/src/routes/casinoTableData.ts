import type { StakeLimits } from '@exchange/betting-widgets';
import {
  casinoGameDefinition,
  casinoGamePath,
  closedCasinoGamePath,
  fromMinor,
  isCasinoGameClosed,
  notFoundPath,
  sportIdsByName,
  type CasinoGame,
  type CasinoResult,
  type CasinoRound,
} from '@exchange/domain';
import { redirect, type LoaderFunction } from 'react-router';
import { ApiError } from '../api/api.ts';
import { openBets, sportList, userStakes } from '../api/betting.ts';
import { casinoGames, casinoMarket, casinoResults } from '../api/casinoTable.ts';
import type { Services } from '../services.ts';
import { betListAtom } from '../state/atoms.ts';
import { presetStakesAtom } from '../state/betting.ts';

export interface CasinoTableData {
  game: CasinoGame;
  round: CasinoRound;
  /** When the round was read (epoch ms): its countdown counts from then. */
  receivedAt: number;
  results: readonly CasinoResult[];
  limits: StakeLimits | undefined;
}

/**
 * What one bet on the table may stake, in rupees: the game's own limits (its definition, which the server
 * enforces) narrowed by the casino sport's row where an operator set one.
 */
export function tableLimits(
  slug: string,
  sport: { minBet: number; maxBet: number } | undefined,
): StakeLimits | undefined {
  const game = casinoGameDefinition(slug)?.stakeLimits;
  if (!game) return sport ? { min: sport.minBet, max: sport.maxBet } : undefined;
  const [min, max] = [fromMinor(game.min), fromMinor(game.max)];
  return sport ? { min: Math.max(min, sport.minBet), max: Math.min(max, sport.maxBet) } : { min, max };
}

/** Refusals that mean the table cannot be opened (spec 2: a closed game goes to /not-found). */
const notOpen = new Set(['casino_game_not_found', 'casino_game_disabled', 'casino_round_not_found']);

/** The game the casino lists by this code, open or closed. */
async function listedGame(services: Services, gameCode: string): Promise<CasinoGame | undefined> {
  const games = await casinoGames(services.api);
  return games.find((candidate) => candidate.slug === gameCode);
}

/** /not-found naming the game when the casino has one by this code (it is closed), plain otherwise. */
const closedOrUnknown = (gameCode: string) =>
  casinoGameDefinition(gameCode) ? closedCasinoGamePath(gameCode) : notFoundPath;

/**
 * `casino/{gameCode}`: opens the game's table at its match id; a closed game goes to the page saying so
 * (spec 2's /not-found, naming it), a code no game has to /not-found.
 */
export function makeGameLoader(services: Services): LoaderFunction {
  return async ({ params }) => {
    const gameCode = params['gameCode'] ?? '';
    const game = await listedGame(services, gameCode);
    return redirect(game ? casinoGamePath(game) : closedOrUnknown(gameCode));
  };
}

/**
 * `casino/{gameCode}/{matchId}`: the game (open, and this match id), its current round, the player's open
 * bets on it, the latest results, the quick stakes and casino's stake limits, all asked for at once.
 */
export function makeLoader(services: Services): LoaderFunction {
  return async ({ params }) => {
    const matchId = Number(params['matchId']);
    const gameCode = params['gameCode'] ?? '';
    if (!Number.isSafeInteger(matchId) || matchId <= 0) return redirect(notFoundPath);
    const { api, store } = services;
    const round = casinoMarket(api, matchId).catch((error: unknown) => {
      if (error instanceof ApiError && notOpen.has(error.code ?? '')) return null;
      throw error;
    });
    const rest = Promise.all([
      listedGame(services, gameCode),
      openBets(api, matchId),
      userStakes(api),
      sportList(api),
      casinoResults(api, matchId),
    ]);
    rest.catch(() => undefined);
    const current = await round;
    const [game, bets, stakes, sports, results] = await rest;
    if (!game || isCasinoGameClosed(game)) return redirect(closedOrUnknown(gameCode));
    // An old link of an open game (its match id since changed) opens the table as it is now.
    if (game.match_id !== matchId) return redirect(casinoGamePath(game));
    if (!current || current.gameType !== game.slug) return redirect(closedCasinoGamePath(gameCode));
    store.set(betListAtom, bets);
    store.set(presetStakesAtom, stakes);
    const sport = sports.find((candidate) => candidate.sportId === sportIdsByName.casino);
    const limits = tableLimits(game.slug, sport && sport.maxBet > 0 ? sport : undefined);
    return { game, round: current, receivedAt: Date.now(), results, limits } satisfies CasinoTableData;
  };
}
