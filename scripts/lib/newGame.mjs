// What `npm run new-game -- <code>` writes (issue 40): a casino game is one definition file, its test and
// its entry in the registry. The definition is a working placeholder (one card, Red or Black) with every
// part of its presentation written out, so the author replaces each in the game's own file; its rules say
// "scaffold" until they are written, which the generated test refuses.

export const gamesDir = 'packages/domain/src/casino/games';
export const registryPath = `${gamesDir}/index.ts`;

/** Marks the placeholder rules: the generated test fails until the game's own rules replace them. */
export const scaffoldMark = '(scaffold)';

/**
 * @param {{ code: string, games: readonly { code: string, matchId: number }[], registry: string }} input
 *   `games` the registry's games, `registry` the text of games/index.ts
 * @returns {{ matchId: number, files: { path: string, text: string }[] }} each path from the repository root
 */
export function newGamePlan({ code, games, registry }) {
  if (!/^[A-Za-z][A-Za-z0-9]{1,31}$/.test(code))
    throw new Error(`"${code}" is not a game code: a letter, then letters and digits (2 to 32 in all)`);
  // Case-insensitive: the code names a file, and Cards3J.ts and cards3j.ts are one file on macOS.
  const taken = games.find((game) => game.code.toLowerCase() === code.toLowerCase());
  if (taken) throw new Error(`"${code}" is taken: ${taken.code} is a game already`);
  // The next free id after the registry's highest: a game's match id never changes once its rounds exist.
  const matchId = Math.max(...games.map((game) => game.matchId)) + 1;
  return {
    matchId,
    files: [
      { path: `${gamesDir}/${code}.ts`, text: definitionSource(code, matchId) },
      { path: `${gamesDir}/${code}.test.ts`, text: testSource(code) },
      { path: registryPath, text: registered(registry, code) },
    ],
  };
}

/** The registry with the game's import (in the imports' order, case aside) and its entry, last. */
function registered(registry, code) {
  const imports = [...registry.matchAll(/^import \{ \w+ \} from '\.\/(\w+)\.ts';\n/gm)];
  const entries =
    /(export const casinoGameDefinitions: readonly RegisteredCasinoGame\[\] = \[\n(?: {2}\w+,\n)*)\];/;
  if (imports.length === 0 || !entries.test(registry))
    throw new Error(`${registryPath} is not as the scaffold knows it: update scripts/lib/newGame.mjs`);
  const after = imports.find((line) => line[1].toLowerCase() > code.toLowerCase());
  const at = after ? after.index : imports.at(-1).index + imports.at(-1)[0].length;
  const withImport = `${registry.slice(0, at)}import { ${code} } from './${code}.ts';\n${registry.slice(at)}`;
  return withImport.replace(entries, `$1  ${code},\n];`);
}

function definitionSource(code, matchId) {
  return `import { canonicalDeck, isRedCard, type CasinoCard } from '../cards.ts';
import { casinoDefaultStakeLimits } from '../definition.ts';
import { oneSlotTable, type CasinoGamePresentation } from '../presentation.ts';
import { colorMarket } from '../rules/cardBets.ts';
import { oneCardGame, oneCardRows } from '../rules/fixedPriceGame.ts';

/**
 * ${code} (CASINO.md 7): written by \`npm run new-game\`, still its placeholder: one card from one deck, Red
 * or Black at 1.98. Replace the deal, markets, settlement and result with the game's own (the other games
 * show the shared helpers), and each part of the presentation below.
 */

const presentation: CasinoGamePresentation = {
  // What the table shows a player, condensed from CASINO.md 7.
  rules: ['${scaffoldMark} One card from one deck: Red or Black pays 1.98.'],
  // The table's slots as named hands (presentation.ts: slotsAt, everySlot, rowTable, teenPattiTable ...).
  table: oneSlotTable('Card'),
  // The lobby tile: the cards the table deals, or a motif ({ glyph: 'wheel' }) for a game without cards.
  art: { cards: ['AH'] },
  // Spec 2's group (/casinol/{group}); premium: true lists it under Premium too.
  group: 'others',
};

export const ${code} = oneCardGame({
  code: '${code}',
  name: '${code}',
  // Spec 2's category (constants/casino.ts): the lobby tab and the tile's colour.
  category: 73,
  // Allocated by the scaffold: the next after the registry's highest. Never change it once rounds exist.
  matchId: ${matchId},
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  deck: canonicalDeck({ copies: 1 }),
  markets: [colorMarket('color', 'Red / Black', (card: CasinoCard) => card, 1, 1.98)],
  result: (card) => ({ winnerName: isRedCard(card) ? 'Red' : 'Black', rows: oneCardRows(card) }),
});
`;
}

function testSource(code) {
  return `import { describe, expect, it } from 'vitest';
import { card } from '../../testing/casinoCards.ts';
import { ${code} } from './${code}.ts';
import { casinoGameDefinition } from './index.ts';

describe('${code}', () => {
  it('is a game of the registry, on its own match', () => {
    expect(casinoGameDefinition('${code}')).toBe(${code});
  });

  it('pays Red on a heart and Black on a spade', () => {
    expect(${code}.settle(card('AHH'), 'color', 1).kind).toBe('win');
    expect(${code}.settle(card('ASS'), 'color', 1).kind).toBe('lose');
    expect(${code}.settle(card('ASS'), 'color', 2).kind).toBe('win');
  });

  it("shows the players its own rules, not the scaffold's", () => {
    expect(${code}.presentation.rules.join(' ')).not.toContain('${scaffoldMark}');
  });
});
`;
}
