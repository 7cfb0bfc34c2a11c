import { describe, expect, it } from 'vitest';
import { liveCasinoGroups } from '../constants/casino.ts';
import { casinoGameDefinitions } from './games/index.ts';
import { casinoGroupsOf, isLiveCasinoGroup, liveCasinoGames, liveCasinoGamesInGroup } from './groups.ts';

describe('casinoGroupsOf', () => {
  it("puts every in-house game in one of spec 2's groups, the 1-Day tables in Premium too", () => {
    const groups = casinoGameDefinitions.map((game) => [game.code, casinoGroupsOf(game)]);
    expect(Object.fromEntries(groups)).toMatchObject({
      teen20: ['live-teenpatti'],
      trio: ['live-teenpatti'],
      lucky15: ['sport-casino'],
      roulette: ['roulette'],
      lottcard: ['others'],
      Tp1Day: ['premium', 'live-teenpatti'],
      dragontiger1Day: ['premium', 'dragon-tiger'],
      Cards3J: ['others'],
    });
    for (const [, slugs] of groups) {
      for (const slug of slugs as string[]) expect(isLiveCasinoGroup(slug)).toBe(true);
    }
    // Every group but the provider's (Tembo) has a game.
    const used = new Set(groups.flatMap(([, slugs]) => slugs as string[]));
    expect(liveCasinoGroups.map((group) => group.slug).filter((slug) => !used.has(slug))).toEqual(['tembo']);
  });
});

describe('liveCasinoGames', () => {
  it("lists spec 2's example codes first, each game under its own group", () => {
    expect(liveCasinoGames.slice(0, 17).map((game) => game.code)).toEqual([
      'dtl20',
      'AAA',
      'teenmuf',
      'Tp1Day',
      'dragontiger1Day',
      'lucky7',
      'btable',
      'teen20',
      'trio',
      'lucky5',
      'ballbyball',
      'lucky15',
      'goal',
      'race2020',
      'queen',
      'warcasino',
      'Cards3J',
    ]);
    expect(liveCasinoGames).toHaveLength(casinoGameDefinitions.length);
    expect(liveCasinoGamesInGroup('bollywood').map((game) => game.code)).toEqual(['AAA', 'btable']);
    // Premium is a second listing: no game has it as its own group.
    expect(liveCasinoGamesInGroup('premium')).toEqual([]);
  });
});
