import { casinoCategories, casinoGameDefinitions, liveCasinoGroups } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { casinoTypes, categoryNamed, categoryOfId, categorySlug, groupOfGame } from './lobby.ts';

describe('the casino lobby addresses', () => {
  it('reads a category by name in any case or spacing, or by id', () => {
    expect(categoryNamed('Dragon Tiger')).toBe(23);
    expect(categoryNamed('dragon-tiger')).toBe(23);
    expect(categoryNamed('LUCKY%207')).toBe(27);
    expect(categoryNamed('3-cards-judgement')).toBe(28);
    expect(categoryNamed('20')).toBe(20);
    expect(categoryNamed('live-dmd')).toBeUndefined();
    expect(categoryNamed('')).toBeUndefined();
  });

  it('writes every category so that it reads back', () => {
    for (const category of casinoCategories)
      expect(categoryNamed(categorySlug(category.name))).toBe(category.id);
  });

  it("knows spec 2's 18 category ids and nothing else", () => {
    expect(casinoCategories.map((category) => categoryOfId(String(category.id)))).toHaveLength(18);
    expect(categoryOfId('25')).toBeUndefined();
    expect(categoryOfId(undefined)).toBeUndefined();
  });

  it('puts every in-house game in its own group, and nothing else in one', () => {
    const slugs = liveCasinoGroups.map((group) => group.slug);
    for (const game of casinoGameDefinitions) expect(slugs).toContain(groupOfGame({ slug: game.code }));
    expect(groupOfGame({ slug: 'trio' })).toBe('live-teenpatti');
    expect(groupOfGame({ slug: 'roulette' })).toBe('roulette');
    expect(groupOfGame({ slug: 'lottcard' })).toBe('others');
    // The 1-Day tables are Premium in the agent panel only; a provider's game is in no in-house group.
    expect(groupOfGame({ slug: 'Tp1Day' })).toBe('live-teenpatti');
    expect(groupOfGame({ slug: 'evo-lightning' })).toBeUndefined();
  });

  it('lists every game as a casino type, once', () => {
    expect(new Set(casinoTypes.map((type) => type.matchId)).size).toBe(casinoGameDefinitions.length);
  });
});
