import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { casinoGameDefinitions } from '../../packages/domain/src/casino/games/index.ts';
import type * as Domain from '../../packages/domain/src/index.ts';
import { newGamePlan, registryPath, scaffoldMark } from '../../scripts/lib/newGame.mjs';

const root = join(import.meta.dirname, '../..');
const registry = readFileSync(join(root, registryPath), 'utf8');
const games = casinoGameDefinitions;

/**
 * Issue 40: `npm run new-game -- <code>` writes a game's definition, its test and its registry entry. Run
 * into a copy of the domain, its output must type-check and play a round, so a scaffold left behind by a
 * change to the definition's type or the registry fails here rather than in the next author's hands.
 */
describe('npm run new-game', () => {
  const copy = mkdtempSync(join(tmpdir(), 'new-game-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("writes a definition that type-checks and plays, its test, and the registry's entry", async () => {
    for (const path of [
      'package.json',
      'tsconfig.base.json',
      'packages/domain/package.json',
      'packages/domain/tsconfig.json',
      'packages/domain/src',
      'scripts/new-game.mjs',
      'scripts/lib/newGame.mjs',
    ])
      cpSync(join(root, path), join(copy, path), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

    const scaffold = spawnSync('npm', ['run', '--silent', 'new-game', '--', 'scaffoldCheck'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(scaffold.stderr).toBe('');
    const nextMatchId = Math.max(...games.map((game) => game.matchId)) + 1;
    expect(scaffold.stdout).toContain(`Wrote scaffoldCheck on match ${nextMatchId}`);

    const typecheck = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/typescript-native/bin/tsc'),
        ...['-p', join(copy, 'packages/domain/tsconfig.json'), '--noEmit'],
        ...['--composite', 'false', '--declaration', 'false', '--emitDeclarationOnly', 'false'],
      ],
      { encoding: 'utf8' },
    );
    expect(typecheck.stdout + typecheck.stderr).toBe('');

    const domain = (await import(join(copy, 'packages/domain/src/index.ts'))) as typeof Domain;
    const game = domain.casinoGameDefinition('scaffoldCheck');
    if (!game) throw new Error("the scaffolded game is not in the copy's registry");
    expect(game.matchId).toBe(nextMatchId);
    expect(domain.casinoGameDefinitions.at(-1)).toBe(game);
    const key = { serverSeed: 'ab'.repeat(32), publicSeed: 'salt', roundId: `${nextMatchId}1` };
    const round = domain.casinoRoundSnapshot(game, key, { status: 'result', shown: 1 });
    expect(round.result?.winnerName).toMatch(/^(Red|Black)$/);
    expect(domain.casinoTableHands('scaffoldCheck', round.cards)).toEqual([
      { label: 'Card', slots: round.cards },
    ]);
    expect(domain.casinoGroupsOf(game)).toEqual(['others']);
    // Its test is written, and holds the scaffold's rules back until the game's own replace them.
    const test = readFileSync(join(copy, 'packages/domain/src/casino/games/scaffoldCheck.test.ts'), 'utf8');
    expect(test).toContain(`not.toContain('${scaffoldMark}')`);
    expect(domain.casinoGameRules.scaffoldCheck?.join(' ')).toContain(scaffoldMark);
  });

  it('takes the next match id, writes formatted code, and refuses a code that is taken or is not one', async () => {
    const plan = newGamePlan({ code: 'newOne', games, registry });
    expect(plan.matchId).toBe(Math.max(...games.map((game) => game.matchId)) + 1);
    expect(plan.files.map((file) => file.path)).toEqual([
      'packages/domain/src/casino/games/newOne.ts',
      'packages/domain/src/casino/games/newOne.test.ts',
      registryPath,
    ]);
    // Written as the repository's formatter would: the author's first commit passes \`npm run lint\`.
    for (const file of plan.files) {
      const options = await prettier.resolveConfig(join(root, file.path));
      expect(await prettier.check(file.text, { ...options, filepath: file.path }), file.path).toBe(true);
    }
    expect(() => newGamePlan({ code: 'CARDS3J', games, registry })).toThrow('is taken: Cards3J');
    for (const code of ['9lives', 'dragon-tiger', 'x', ''])
      expect(() => newGamePlan({ code, games, registry })).toThrow('is not a game code');
    expect(() => newGamePlan({ code: 'newOne', games, registry: 'export const games = [];' })).toThrow(
      'update scripts/lib/newGame.mjs',
    );
  });
});
