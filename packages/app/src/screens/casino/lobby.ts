import {
  casinoCategories,
  casinoGameDefinition,
  casinoGameDefinitions,
  defaultCasinoReportType,
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
 * The group (spec 2's `/casinol/{groupSlug}`) an in-house game is listed under: its definition's own; none
 * for a code the registry does not list. Premium and Tembo hold no in-house game on the player's pages.
 */
export function groupOfGame(game: Pick<CasinoGame, 'slug'>): LiveCasinoGroupSlug | undefined {
  return casinoGameDefinition(game.slug)?.presentation.group;
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
