import type { ProviderGame } from '@exchange/wallet-protocol';

/** The provider's games, as `GET /games` lists them (the protocol's ProviderGame). */
export const providerGames = [
  {
    gameCode: 'lucky-reels',
    name: 'Lucky Reels',
    category: 'Slots',
    image: '/art/lucky-reels.svg',
    type: 'slot',
  },
  {
    gameCode: 'lucky-zero',
    name: 'Lucky Zero Roulette',
    category: 'Table Games',
    image: '/art/lucky-zero.svg',
    type: 'table',
  },
] as const satisfies readonly ProviderGame[];

export type GameCode = (typeof providerGames)[number]['gameCode'];

export function findGame(gameCode: string) {
  return providerGames.find((game) => game.gameCode === gameCode);
}
