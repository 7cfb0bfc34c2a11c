import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { appBudgets, appFigures, overBudget } from '../../scripts/lib/sizeBudgets.mjs';

/**
 * The budget check of npm test (tests/library/size-budgets.test.ts) against a small app built as the player
 * app is (Vite, production): a page whose entry imports a large module, which the build puts in a chunk of
 * its own that index.html links as a modulepreload, must fail it with its figure and its budget.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `bytes` of text that gzip cannot shrink much, the same every run: base64 of a seeded random sequence. */
function incompressible(bytes: number, seed: number): string {
  const data = Buffer.alloc(Math.ceil((bytes * 3) / 4));
  let state = seed;
  for (let index = 0; index < data.length; index += 1) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[index] = state & 0xff;
  }
  return data.toString('base64').slice(0, bytes);
}

/** Builds a page whose entry imports `module.js` (`size` bytes) and lazily a page of `lazySize`. */
async function builtApp({ size, lazySize }: { size: number; lazySize: number }): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'size-budget-'));
  dirs.push(root);
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(root, 'module.js'),
    `export const table = ${JSON.stringify(incompressible(size, 1))};\n`,
  );
  writeFileSync(
    join(root, 'page.js'),
    `export const page = ${JSON.stringify(incompressible(lazySize, 2))};\n`,
  );
  writeFileSync(
    join(root, 'main.js'),
    "import { table } from './module.js';\nconsole.log(table.length);\nimport('./page.js').then(({ page }) => console.log(page.length));\n",
  );
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: 'dist',
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'module', test: /module\.js$/ }] } } },
    },
  });
  return join(root, 'dist');
}

describe("the player app's budget check", () => {
  it('fails an entry whose modulepreloaded import is over the initial budget, saying the figure and the budget', async () => {
    const figures = appFigures(await builtApp({ size: 240_000, lazySize: 1_000 }));
    expect(overBudget(figures)).toEqual([
      expect.stringMatching(
        /^the player app's initial JavaScript \(assets\/index-[\w-]+\.js, assets\/module-[\w-]+\.js\): 1[6-9]\d\.\d kB \([\d,]+ bytes\) min\+gzip, over its budget of 150\.0 kB \(153,600 bytes\)$/,
      ),
    ]);
    // Most of the figure is the preloaded chunk: what index.html links counts, not the entry alone.
    expect(figures[0]?.bytes).toBeGreaterThan(appBudgets.initial);
  }, 60_000);

  it('fails a lazy chunk over its budget, and passes what is within them', async () => {
    const figures = appFigures(await builtApp({ size: 20_000, lazySize: 12_000 }));
    expect(overBudget(figures)).toEqual([
      expect.stringMatching(
        /^the player app's lazy chunk assets\/page-[\w-]+\.js: \d+\.\d kB \([\d,]+ bytes\) min\+gzip, over its budget of 6\.0 kB \(6,144 bytes\)$/,
      ),
    ]);
    expect(overBudget(appFigures(await builtApp({ size: 20_000, lazySize: 1_000 })))).toEqual([]);
  }, 60_000);
});
