import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { casinoGameDefinitions } from '../../packages/domain/src/casino/games/index.ts';
import { newGamePlan, registryPath } from '../../scripts/lib/newGame.mjs';
import { applyStep, StaleRecipe } from './recipes/apply.ts';
import { recipeSteps, type RecipeStep } from './recipes/steps.ts';

/**
 * Issue 42: docs/recipes.md says how to add a route, a brand, a casino game, a payment method and a casino
 * provider, and none of it may go stale quietly. Here: the document names what exists, the brand and game
 * recipes describe what their own checks do (newBrand.test.ts, newGame.test.ts), and a tagged step that
 * no longer fits the code is refused. recipesCarriedOut.test.ts carries the tagged steps out.
 */
const rootDir = join(import.meta.dirname, '../..');
const markdown = readFileSync(join(rootDir, 'docs/recipes.md'), 'utf8');
const steps = recipeSteps(markdown);

/** The headings docs/README.md links to, and the tag of each recipe carried out here. */
const headings = {
  route: 'A new API route',
  brand: 'A new brand',
  game: 'A new casino game',
  'payment-method': 'A new payment method',
  provider: 'A new casino provider',
};
const carriedOut = ['route', 'payment-method', 'provider'] as const;

const sectionOf = (heading: string) =>
  markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
const fileOf = (step: RecipeStep) => ('file' in step.action ? step.action.file : undefined);

describe('docs/recipes.md', () => {
  it('has the five recipes under the headings docs/README.md links to, the three carried out here tagged', () => {
    const found = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(found).toEqual(expect.arrayContaining(Object.values(headings)));
    for (const recipe of carriedOut) {
      const own = steps.filter((step) => step.recipe === recipe);
      expect(own.length, recipe).toBeGreaterThan(0);
      for (const step of own) expect(step.heading, `docs/recipes.md:${step.line}`).toBe(headings[recipe]);
    }
    expect(new Set(steps.map((step) => step.recipe))).toEqual(new Set(carriedOut));
  });

  it('names, in the words of each step, the file its code goes into', () => {
    for (const step of steps) {
      const file = fileOf(step);
      if (file) expect(step.prose, `docs/recipes.md:${step.line}`).toContain(`\`${file}\``);
    }
  });

  it('names only files and folders that exist, or that one of its steps creates', () => {
    const created = new Set(
      steps.flatMap((step) => (step.action.kind === 'create' ? [step.action.file] : [])),
    );
    const named = [...markdown.matchAll(/`((?:packages|scripts|tests|docs|examples)\/[^`\s]+)`/g)].map(
      (match) => match[1] ?? '',
    );
    expect(named.length).toBeGreaterThan(20);
    for (const path of named) {
      // A path with a placeholder (`brands/<name>/`) names the folder it goes in.
      const concrete = path.split('<')[0] ?? '';
      if (created.has(path)) continue;
      expect(existsSync(join(rootDir, concrete)), path).toBe(true);
    }
  });

  it('describes the steps the brand and game checks take', () => {
    const brand = sectionOf(headings.brand);
    for (const named of [
      'tests/node/newBrand.test.ts',
      'packages/design-system/src/brands/<name>/',
      'tokens.ts',
      'displayName',
      'brandNames',
      'packages/domain/src/brands.ts',
    ])
      expect(brand).toContain(named);
    const game = sectionOf(headings.game);
    const registry = readFileSync(join(rootDir, registryPath), 'utf8');
    const plan = newGamePlan({ code: 'someGame', games: casinoGameDefinitions, registry });
    expect(game).toContain('`npm run new-game -- <code>`');
    expect(game).toContain('tests/node/newGame.test.ts');
    for (const file of plan.files) expect(game).toContain(`\`${file.path.replace('someGame', '<code>')}\``);
    expect(game).toContain(`\`${registryPath}\``);
  });

  it('fails a step whose file or anchor line is not as it says, naming the recipe and the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'recipe-step-'));
    try {
      writeFileSync(join(dir, 'a.ts'), 'export const a = 1;\nexport const b = 2;\n');
      const tagged = (tag: string) =>
        recipeSteps(
          `## X\n\n1. Step\n\n   <!-- recipe r: ${tag} -->\n\n   \`\`\`ts\n   // added\n   \`\`\`\n`,
        )[0];
      const apply = (tag: string) => () => applyStep(dir, tagged(tag) as RecipeStep);
      expect(apply('after "export const c" in a.ts')).toThrow(StaleRecipe);
      expect(apply('after "export const c" in a.ts')).toThrow('recipe r (docs/recipes.md:5)');
      expect(apply('replace "export const" in a.ts')).toThrow('is on 2 lines of the file, not one');
      expect(apply('append b.ts')).toThrow('there is no b.ts');
      expect(apply('create a.ts')).toThrow('a.ts exists already');
      apply('after "export const a" in a.ts')();
      apply('replace "export const b" to "2;" in a.ts')();
      expect(readFileSync(join(dir, 'a.ts'), 'utf8')).toBe('export const a = 1;\n// added\n// added\n');
      expect(() => recipeSteps('<!-- recipe r: move a.ts -->\n```ts\n```\n')).toThrow('is not a step');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
