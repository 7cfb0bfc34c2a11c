import {
  liveCasinoGames,
  liveCasinoGroups,
  type CasinoCategoryId,
  type LiveCasinoGroupSlug,
} from '../constants/casino.ts';

/**
 * Spec 2's admin casino groups for every in-house game: the group `liveCasinoGames` names for the
 * spec's example codes, else the one of the game's category. Premium gathers the 1-Day games (back and
 * lay, the premium tables) besides their own group; Tembo is a provider's lobby, so no in-house game is in
 * it (docs/decisions.md, "Agent panel: casino").
 */
const groupOfCategory: Readonly<Record<CasinoCategoryId, LiveCasinoGroupSlug>> = {
  35: 'others',
  31: 'roulette',
  20: 'live-teenpatti',
  21: 'live-poker',
  22: 'baccarat',
  23: 'dragon-tiger',
  24: '32-card',
  26: 'andar-bahar',
  27: 'lucky7',
  28: 'others',
  29: 'others',
  30: 'worli',
  34: 'sport-casino',
  32: 'bollywood',
  33: 'others',
  40: 'others',
  41: 'others',
  73: 'others',
};

const premiumCodes: readonly string[] = ['Tp1Day', 'dragontiger1Day'];

/** The groups a game is listed in: its own, and Premium for the 1-Day tables. */
export function casinoGroupsOf(game: { code: string; category: CasinoCategoryId }): LiveCasinoGroupSlug[] {
  const named = liveCasinoGames.find((listed) => listed.code === game.code)?.group;
  const own = named ?? groupOfCategory[game.category];
  return premiumCodes.includes(game.code) ? ['premium', own] : [own];
}

export function isLiveCasinoGroup(slug: string): slug is LiveCasinoGroupSlug {
  return liveCasinoGroups.some((group) => group.slug === slug);
}
