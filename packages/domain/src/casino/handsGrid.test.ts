import { describe, expect, it } from 'vitest';
import type { CasinoGameDefinition } from './definition.ts';
import { casinoGameDefinition } from './games/index.ts';
import { casinoHandsGrid } from './handsGrid.ts';
import { casinoRoundSnapshot } from './snapshot.ts';

/** The markets of an open round of the game, as the engine offers them. */
function marketsOf(code: string) {
  const definition = casinoGameDefinition(code) as CasinoGameDefinition;
  const key = { serverSeed: '07'.repeat(32), publicSeed: `${code}-salt`, roundId: '5002261126080000' };
  return casinoRoundSnapshot(definition, key, { status: 'open', shown: 0, secondsLeft: 15 }).markets;
}

/** The grid as text: each row's label and its runners' names, a hand a column. */
function gridOf(code: string) {
  const grid = casinoHandsGrid(code, marketsOf(code));
  return (
    grid && {
      hands: grid.hands,
      rows: grid.rows.map((row) => [row.label, ...row.cells.map((cell) => cell?.runner.runnerName)]),
      rest: grid.rest.map((market) => [
        market.marketName,
        ...market.runners.map((runner) => runner.runnerName),
      ]),
      restBefore: grid.restBefore,
    }
  );
}

describe('casinoHandsGrid', () => {
  it("puts teen patti's two hands side by side: six rows of two for its twelve runners", () => {
    expect(gridOf('teen20')).toEqual({
      hands: ['Player A', 'Player B'],
      rows: [
        ['Main', 'Player A', 'Player B'],
        ['3 Baccarat', '3 Baccarat A', '3 Baccarat B'],
        ['Total', 'Total A', 'Total B'],
        ['Pair Plus', 'Pair Plus A', 'Pair Plus B'],
        ['Red', 'Red A', 'Red B'],
        ['Black', 'Black A', 'Black B'],
      ],
      rest: [],
      restBefore: 0,
    });
  });

  it("keeps a bet on neither hand in its market, where the grid's first market stood", () => {
    const grid = gridOf('dt20');
    expect(grid?.hands).toEqual(['Dragon', 'Tiger']);
    expect(grid?.rows.slice(0, 5)).toEqual([
      ['Winner', 'Dragon', 'Tiger'],
      ['Even', 'Dragon Even', 'Tiger Even'],
      ['Odd', 'Dragon Odd', 'Tiger Odd'],
      ['Red', 'Dragon Red', 'Tiger Red'],
      ['Black', 'Dragon Black', 'Tiger Black'],
    ]);
    expect(grid?.rows).toHaveLength(5 + 13);
    expect(grid?.rows.at(-1)).toEqual(['Card K', 'Dragon Card K', 'Tiger Card K']);
    expect(grid?.rest).toEqual([
      ['Tie', 'Tie'],
      ['Pair', 'Pair'],
    ]);
    // Main comes first: the grid stands before the tie and the pair.
    expect(grid?.restBefore).toBe(0);
  });

  it("leaves a market's runners of neither hand in what is left of it", () => {
    const grid = gridOf('baccarat');
    expect(grid?.rows).toEqual([
      ['Winner', 'Player', 'Banker'],
      ['Pairs', 'Player Pair', 'Banker Pair'],
    ]);
    expect(grid?.rest).toEqual([
      ['Tie', 'Tie'],
      ['Pairs', 'Perfect Pair', 'Either Pair'],
      ['Big / Small', 'Big', 'Small'],
    ]);
  });

  it("reads a hand from a name's first word or its last letter, three hands side by side", () => {
    const grid = gridOf('dtl20');
    expect(grid?.hands).toEqual(['Dragon', 'Tiger', 'Lion']);
    expect(grid?.rows.slice(0, 2)).toEqual([
      ['Winner', 'Winner D', 'Winner T', 'Winner L'],
      ['Even', 'Even D', 'Even T', 'Even L'],
    ]);
    expect(grid?.rows).toContainEqual(['A', 'Dragon A', 'Tiger A', 'Lion A']);
    expect(grid?.rest).toEqual([]);
  });

  it('has no grid for a game of one card or of many hands', () => {
    expect(casinoHandsGrid('lucky7', marketsOf('lucky7'))).toBeUndefined();
    expect(casinoHandsGrid('warcasino', marketsOf('warcasino'))).toBeUndefined();
    expect(casinoHandsGrid('teen20', [])).toBeUndefined();
  });
});
