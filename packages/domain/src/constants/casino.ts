/**
 * Casino constants of spec sections 2, 3 and 9. Where the spec gives keys or codes but no display names,
 * the names here are ours (see the package decisions).
 */

/**
 * Spec 2: "Category ids: all casino 35, roulette 31, teenpatti 20, poker 21, baccarat 22, dragon tiger 23,
 * 32 cards 24, andar bahar 26, lucky 7 27, 3 cards judgement 28, casino war 29, worli 30, sports 34,
 * bollywood 32, lottery 33, queen 40, race 41, others 73. The casino tab list has 18 categories."
 * In tab order, All Casino first.
 */
export const casinoCategories = [
  { id: 35, name: 'All Casino' },
  { id: 31, name: 'Roulette' },
  { id: 20, name: 'Teenpatti' },
  { id: 21, name: 'Poker' },
  { id: 22, name: 'Baccarat' },
  { id: 23, name: 'Dragon Tiger' },
  { id: 24, name: '32 Cards' },
  { id: 26, name: 'Andar Bahar' },
  { id: 27, name: 'Lucky 7' },
  { id: 28, name: '3 Cards Judgement' },
  { id: 29, name: 'Casino War' },
  { id: 30, name: 'Worli' },
  { id: 34, name: 'Sports' },
  { id: 32, name: 'Bollywood' },
  { id: 33, name: 'Lottery' },
  { id: 40, name: 'Queen' },
  { id: 41, name: 'Race' },
  { id: 73, name: 'Others' },
] as const;

export type CasinoCategoryId = (typeof casinoCategories)[number]['id'];
export const allCasinoCategoryId = 35 satisfies CasinoCategoryId;

/** The lobby list of one category (spec 2: "/casino-list/LC/4/{categoryId}"). */
export function casinoCategoryPath(categoryId: CasinoCategoryId): string {
  return `/casino-list/LC/4/${categoryId}`;
}

/** Spec 3, "Casino provider keys ... Each has a display name." */
export const casinoProviders = [
  { key: 'ezugi', name: 'Ezugi' },
  { key: 'ss', name: 'Super Spade' },
  { key: 'qt', name: 'QTech' },
  { key: 'evo', name: 'Evolution' },
  { key: 'cockfight', name: 'Cock Fight' },
  { key: 'ludo', name: 'Ludo' },
  { key: 'pop-the-ball', name: 'Pop The Ball' },
  { key: 'binary', name: 'Binary' },
  { key: 'tgs', name: 'TGS' },
  { key: 'slot', name: 'Slot' },
  { key: 'tgslive', name: 'TGS Live' },
  { key: 'rummy', name: 'Rummy' },
  { key: 'ludo-lands', name: 'Ludo Lands' },
  { key: 'vivo', name: 'Vivo' },
  { key: 'snakes-and-ladders', name: 'Snakes And Ladders' },
  { key: 'bc', name: 'BC' },
  { key: 'smart', name: 'Smart Soft' },
  { key: 'astar', name: 'Astar' },
  { key: 'ds', name: 'DS' },
  { key: 'tembo', name: 'Tembo' },
  { key: 'av', name: 'AV' },
  { key: 'bcslot', name: 'BC Slot' },
  { key: 'lottery', name: 'Lottery' },
  { key: 'scratch', name: 'Scratch' },
  { key: 'darwin', name: 'Darwin' },
  { key: 'pg', name: 'PG Soft' },
  { key: 'bet', name: 'Bet Games' },
  { key: 'jilli', name: 'Jili' },
  { key: 'win', name: 'Win' },
  { key: 'gemini1', name: 'Gemini' },
  { key: 'amigo', name: 'Amigo' },
] as const;

export type CasinoProviderKey = (typeof casinoProviders)[number]['key'];
export const casinoProviderKeys: readonly CasinoProviderKey[] = casinoProviders.map(
  (provider) => provider.key,
);

/** The provider's display name; an unknown key is shown as it is. */
export function casinoProviderName(key: string): string {
  return casinoProviders.find((provider) => provider.key === key)?.name ?? key;
}

/**
 * Spec 2: admin casino game groups ("premium, tembo, roulette, baccarat, sport casino, worli, 32 card,
 * live teenpatti, live poker, andar bahar, lucky7, dragon tiger, bollywood and others"); the slug is the
 * `/casinol/{groupSlug}` segment.
 */
export const liveCasinoGroups = [
  { slug: 'premium', name: 'Premium' },
  { slug: 'tembo', name: 'Tembo' },
  { slug: 'roulette', name: 'Roulette' },
  { slug: 'baccarat', name: 'Baccarat' },
  { slug: 'sport-casino', name: 'Sport Casino' },
  { slug: 'worli', name: 'Worli' },
  { slug: '32-card', name: '32 Card' },
  { slug: 'live-teenpatti', name: 'Live Teenpatti' },
  { slug: 'live-poker', name: 'Live Poker' },
  { slug: 'andar-bahar', name: 'Andar Bahar' },
  { slug: 'lucky7', name: 'Lucky7' },
  { slug: 'dragon-tiger', name: 'Dragon Tiger' },
  { slug: 'bollywood', name: 'Bollywood' },
  { slug: 'others', name: 'Others' },
] as const;

export type LiveCasinoGroupSlug = (typeof liveCasinoGroups)[number]['slug'];

/**
 * The motifs a lobby tile draws for the games that deal no cards (a game's `presentation.art`). Here, not
 * beside the presentation, because the lobby's wire schema checks them and loads with the first page.
 */
export const casinoArtGlyphs = ['wheel', 'cricket', 'football', 'matka', 'ticket', 'balls'] as const;
export type CasinoArtGlyph = (typeof casinoArtGlyphs)[number];

/** Spec 9: "Default casino report type code 50001." */
export const defaultCasinoReportType = 50001;

/** Spec 2, Live Casino Bets: "report type Settled (completed) or Un-Settled (pending)". */
export const casinoBetReportStatuses = [
  { value: 'completed', label: 'Settled' },
  { value: 'pending', label: 'Un-Settled' },
] as const;
export type CasinoBetReportStatus = (typeof casinoBetReportStatuses)[number]['value'];

/** Spec 2: a casino game "goes to /not-found if the game is disabled or its match id is -1". */
export const closedCasinoMatchId = -1;
