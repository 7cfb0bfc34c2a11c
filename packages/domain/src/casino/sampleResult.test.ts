import { describe, expect, it } from 'vitest';
import { casinoSampleResultRows } from './sampleResult.ts';
import { casinoGameDefinitions } from './games/index.ts';

describe('casinoSampleResultRows', () => {
  it.each(casinoGameDefinitions.map((game) => game.code))(
    '%s: the labels a result of the game has, the same every time',
    (code) => {
      const rows = casinoSampleResultRows(code);
      expect(rows).toBeDefined();
      for (const row of rows ?? []) expect(row.label).not.toBe('');
      expect(casinoSampleResultRows(code)).toEqual(rows);
    },
  );

  it("teen20's are the two hands and the side bets a result lists", () => {
    expect(casinoSampleResultRows('teen20')?.map((row) => row.label)).toEqual([
      'Player A',
      'Player B',
      '3 Baccarat',
      'Total',
      'Pair Plus A',
      'Pair Plus B',
      'Colour A',
      'Colour B',
    ]);
  });

  it('is undefined for a code no game has', () => {
    expect(casinoSampleResultRows('no-such-game')).toBeUndefined();
  });
});
