import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RecipeStep } from './steps.ts';

/** A step that no longer fits the code: the recipe is stale. */
export class StaleRecipe extends Error {
  override readonly name = 'StaleRecipe';
}

/** The index of the one line holding `anchor`; a stale recipe when there is none or several. */
function lineOf(lines: readonly string[], anchor: string, what: string): number {
  const found = lines.flatMap((line, index) => (line.includes(anchor) ? [index] : []));
  if (found.length === 1) return found[0] ?? 0;
  throw new StaleRecipe(`${what}: "${anchor}" is on ${found.length} lines of the file, not one`);
}

/**
 * Does what the step says in the tree at `root`: writes, inserts or replaces its code, or runs its
 * commands there. Throws StaleRecipe, naming the step, when the file or the anchor is not as it says.
 */
export function applyStep(root: string, step: RecipeStep): void {
  const { action } = step;
  const what = `recipe ${step.recipe} (docs/recipes.md:${step.line})`;
  if (action.kind === 'run') {
    for (const command of step.code.split('\n').filter((line) => line.trim() !== '')) {
      try {
        execFileSync('sh', ['-c', command], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new StaleRecipe(`${what}: \`${command}\` failed\n${stdout}${stderr}`);
      }
    }
    return;
  }
  const path = join(root, action.file);
  if (action.kind === 'create') {
    if (existsSync(path)) throw new StaleRecipe(`${what}: ${action.file} exists already`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, step.code);
    return;
  }
  if (!existsSync(path)) throw new StaleRecipe(`${what}: there is no ${action.file}`);
  const text = readFileSync(path, 'utf8');
  if (action.kind === 'append') {
    appendFileSync(path, `${text.endsWith('\n') ? '' : '\n'}\n${step.code}`);
    return;
  }
  const lines = text.split('\n');
  const code = step.code.replace(/\n$/, '').split('\n');
  const where = `${what} in ${action.file}`;
  const at = lineOf(lines, action.anchor, where);
  if (action.kind === 'replace') {
    const end = action.through === undefined ? at : lineAfter(lines, action.through, at, where);
    lines.splice(at, end - at + 1, ...code);
  } else {
    lines.splice(action.kind === 'after' ? at + 1 : at, 0, ...code);
  }
  writeFileSync(path, lines.join('\n'));
}

/** The first line at or after `from` holding `anchor`, which ends a replaced span. */
function lineAfter(lines: readonly string[], anchor: string, from: number, what: string): number {
  const index = lines.findIndex((line, at) => at >= from && line.includes(anchor));
  if (index < 0) throw new StaleRecipe(`${what}: no line after the first anchor holds "${anchor}"`);
  return index;
}
