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

  it('puts every game in one of the groups, the spec list first', () => {
    const slugs = liveCasinoGroups.map((group) => group.slug);
    for (const game of casinoGameDefinitions) {
      expect(slugs).toContain(groupOfGame({ slug: game.code, category: game.category }));
    }
    expect(groupOfGame({ slug: 'trio', category: 73 })).toBe('live-teenpatti');
    expect(groupOfGame({ slug: 'roulette', category: 31 })).toBe('roulette');
    expect(groupOfGame({ slug: 'lottcard', category: 33 })).toBe('others');
  });

  it('lists every game as a casino type, once', () => {
    expect(new Set(casinoTypes.map((type) => type.matchId)).size).toBe(casinoGameDefinitions.length);
  });
});
