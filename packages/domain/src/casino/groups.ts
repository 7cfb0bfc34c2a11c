import { liveCasinoGroups, type LiveCasinoGroupSlug } from '../constants/casino.ts';
import type { RegisteredCasinoGame } from './definition.ts';
import { casinoGameDefinitions } from './games/index.ts';
import type { CasinoGameGroup } from './presentation.ts';

/**
 * Spec 2's admin casino groups for every in-house game: each game names its own (`presentation.group`);
 * Premium gathers the 1-Day games (back and lay, the premium tables) besides their own group; Tembo is a
 * provider's lobby, so no in-house game is in it (docs/features/casino.md, "The panel").
 */

/** The groups a game is listed in: its own, and Premium for the 1-Day tables. */
export function casinoGroupsOf(game: Pick<RegisteredCasinoGame, 'presentation'>): LiveCasinoGroupSlug[] {
  const { group, premium } = game.presentation;
  return premium ? ['premium', group] : [group];
}

export function isLiveCasinoGroup(slug: string): slug is LiveCasinoGroupSlug {
  return liveCasinoGroups.some((group) => group.slug === slug);
}

export interface LiveCasinoGame {
  readonly code: string;
  readonly name: string;
  readonly group: CasinoGameGroup;
}

/**
 * Every in-house game with its own group, each under `/casino/{gameCode}`, in the registry's order: spec 2's
 * example codes first ("dtl20, AAA, teenmuf, Tp1Day, dragontiger1Day, lucky7, btable, teen20, trio, lucky5,
 * ballbyball, lucky15, goal, race2020, queen, warcasino, Cards3J").
 */
export const liveCasinoGames: readonly LiveCasinoGame[] = casinoGameDefinitions.map((game) => ({
  code: game.code,
  name: game.name,
  group: game.presentation.group,
}));

export function liveCasinoGamesInGroup(group: LiveCasinoGroupSlug): LiveCasinoGame[] {
  return liveCasinoGames.filter((game) => game.group === group);
}
