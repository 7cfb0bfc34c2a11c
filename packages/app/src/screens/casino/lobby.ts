import {
  casinoCategories,
  casinoGameDefinitions,
  defaultCasinoReportType,
  liveCasinoGames,
  liveCasinoGroups,
  type CasinoGame,
  type LiveCasinoGroupSlug,
} from '@exchange/domain';

/** The lobby's addresses (spec 2) and the fixed lists its screens choose from. */

/** 'Dragon Tiger' -> 'dragon-tiger': how a category is written in `?category=` and `/casino-in/{type}`. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The category a `?category={name}` or `/casino-in/{type}` names: its display name in any case, with
 * spaces or hyphens ("Dragon Tiger", "dragon-tiger"), or its id. Undefined for anything else.
 */
export function categoryNamed(name: string): number | undefined {
  const wanted = categorySlug(decoded(name).replace(/-/g, ' '));
  return casinoCategories.find(
    (category) => categorySlug(category.name) === wanted || String(category.id) === wanted,
  )?.id;
}

/** A path segment as written, when it is not valid percent-encoding. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `/casino-list/LC/4/{categoryId}`: one of spec 2's 18 ids, else undefined. */
export function categoryOfId(text: string | undefined): number | undefined {
  return casinoCategories.find((category) => String(category.id) === text)?.id;
}

export function categoryName(id: number): string {
  return casinoCategories.find((category) => category.id === id)?.name ?? '';
}

/** The lobby type of spec 2's `/casino-in/live-dmd`: the in-house live games, every category. */
export const liveLobbyType = 'live-dmd';

/**
 * The group (spec 2's `/casinol/{groupSlug}`) of the in-house games: the spec's list where it names the
 * game, else by the game's category; premium and tembo hold no in-house game.
 */
const groupByCategory: Readonly<Record<number, LiveCasinoGroupSlug>> = {
  20: 'live-teenpatti',
  21: 'live-poker',
  22: 'baccarat',
  23: 'dragon-tiger',
  24: '32-card',
  26: 'andar-bahar',
  27: 'lucky7',
  30: 'worli',
  31: 'roulette',
  32: 'bollywood',
  34: 'sport-casino',
};

export function groupOfGame(game: Pick<CasinoGame, 'slug' | 'category'>): LiveCasinoGroupSlug {
  const listed = liveCasinoGames.find((known) => known.code === game.slug);
  return listed?.group ?? groupByCategory[game.category] ?? 'others';
}

export function casinoGroup(slug: string | undefined) {
  return liveCasinoGroups.find((group) => group.slug === slug);
}

/**
 * The casino types the results and reports choose from: every game the engine runs, by its match id
 * (spec 2: "a casino type from a fixed list"). A closed game stays listed: its results and bets remain.
 */
export const casinoTypes: readonly {
  readonly matchId: number;
  readonly code: string;
  readonly name: string;
}[] = casinoGameDefinitions.map((game) => ({ matchId: game.matchId, code: game.code, name: game.name }));

export function casinoTypeOfMatch(matchId: number) {
  return casinoTypes.find((type) => type.matchId === matchId);
}

/** Live Casino Bets' "All" choice: spec 9's default report type, every game. */
export const allCasinoTypes = { value: String(defaultCasinoReportType), label: 'All Casino' } as const;
