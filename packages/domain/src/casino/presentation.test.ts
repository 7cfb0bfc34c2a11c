import { describe, expect, it } from 'vitest';
import type { RegisteredCasinoGame } from './definition.ts';
import { casinoGameDefinitions } from './games/index.ts';
import { lucky7 } from './games/lucky7.ts';

describe("a registered game's presentation", () => {
  it('is required: a game without its rules, table, tile and group is not one the registry takes', () => {
    const { presentation: _presentation, ...bare } = lucky7;
    // @ts-expect-error A definition without a presentation does not type-check as a registered game.
    const registered: RegisteredCasinoGame = bare;
    expect(registered).not.toHaveProperty('presentation');
  });

  it("draws each game's tile from real cards or a motif", () => {
    for (const { code, presentation } of casinoGameDefinitions) {
      const { art } = presentation;
      if ('glyph' in art) continue;
      expect(art.cards.length, code).toBeGreaterThan(0);
      expect(new Set(art.cards).size, code).toBe(art.cards.length);
    }
  });
});
