import { describe, expect, it } from 'vitest';
import { maxRequestAmount } from '../../schemas/primitives.ts';
import { casinoDefaultStakeLimits, casinoMaxWinPerBet } from '../definition.ts';
import { quotesOf } from '../../testing/casinoQuotedPrices.ts';
import { casinoGameDefinitions } from './index.ts';

describe("every game's stake limits (issue 37)", () => {
  it('are declared by every game the registry lists, from a minimum up to a maximum a request can stake', () => {
    for (const game of casinoGameDefinitions) {
      const limits = game.stakeLimits;
      expect(limits, game.code).toBeDefined();
      expect(limits?.min, game.code).toBeGreaterThan(0);
      expect(limits?.min, game.code).toBeLessThanOrEqual(limits?.max ?? 0);
      expect(limits?.max, game.code).toBeLessThanOrEqual(maxRequestAmount * 100);
    }
  });

  it('let no single bet win more than Rs 25 lakh at any price its game quotes', () => {
    for (const game of casinoGameDefinitions) {
      const max = game.stakeLimits?.max ?? 0;
      const highest = Math.max(...quotesOf(game, 40).map((quote) => quote.price));
      expect(max * (highest - 1), `${game.code} at ${highest}`).toBeLessThanOrEqual(casinoMaxWinPerBet);
    }
  });

  it('default to Rs 10 up to Rs 50,000 a bet', () => {
    expect(casinoDefaultStakeLimits).toEqual({ min: 1_000, max: 5_000_000 });
  });
});
