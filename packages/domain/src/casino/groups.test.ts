import { describe, expect, it } from 'vitest';
import { liveCasinoGroups } from '../constants/casino.ts';
import { casinoGameDefinitions } from './games/index.ts';
import { casinoGroupsOf, isLiveCasinoGroup } from './groups.ts';

describe('casinoGroupsOf', () => {
  it("puts every in-house game in one of spec 2's groups, the 1-Day tables in Premium too", () => {
    const groups = casinoGameDefinitions.map((game) => [game.code, casinoGroupsOf(game)]);
    expect(Object.fromEntries(groups)).toMatchObject({
      teen20: ['live-teenpatti'],
      lucky15: ['sport-casino'],
      roulette: ['roulette'],
      Tp1Day: ['premium', 'live-teenpatti'],
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
