import { brandNames } from '@exchange/domain';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { runnerImport } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceCondition } from '../../vite.config.ts';
import { scratchCopy, type ScratchCopy } from './recipes/scratchCopy.ts';

/**
 * A brand is one folder and one line (ADR 0032). In a copy of the packages, a new brand is a copy of an
 * existing brand's folder under its own name and display name, and its name added to the domain's list;
 * nothing else changes, and the design system's build, Storybook's brand switch and the app's build all
 * have it.
 */
const rootDir = join(import.meta.dirname, '../..');
const newBrand = { name: 'jade', displayName: 'Jade Bet' };
let copy: ScratchCopy;

const inCopy = (...path: string[]) => copy.at(...path);

/** The new brand: an existing brand's folder, renamed, and one line more in the domain's list. */
function addBrand() {
  const model = brandNames[brandNames.length - 1] ?? '';
  const brandsDir = inCopy('packages/design-system/src/brands');
  cpSync(join(brandsDir, model), join(brandsDir, newBrand.name), { recursive: true });
  const tokensFile = join(brandsDir, newBrand.name, 'tokens.ts');
  const tokens = readFileSync(tokensFile, 'utf8')
    .replace(/export const name = '\w+';/, `export const name = '${newBrand.name}';`)
    .replace(/export const displayName = '[^']+';/, `export const displayName = '${newBrand.displayName}';`);
  writeFileSync(tokensFile, tokens);

  const listFile = inCopy('packages/domain/src/brands.ts');
  const list = readFileSync(listFile, 'utf8');
  const withBrand = list.replace(/(export const brandNames = \[[^\]]*)\]/, `$1, '${newBrand.name}']`);
  if (withBrand === list) throw new Error("the domain's brandNames line was not found");
  writeFileSync(listFile, withBrand);
}

const run = (args: string[], cwd: string) =>
  execFileSync(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });

beforeAll(() => {
  copy = scratchCopy(['domain', 'design-system', 'betting-widgets', 'app'], ['.storybook', 'vite.config.ts']);
  addBrand();
  run(['scripts/build.mjs'], inCopy('packages/domain'));
  run(['scripts/build.mjs'], inCopy('packages/design-system'));
  run(
    [join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    inCopy('packages/app'),
  );
});

afterAll(() => copy?.remove());

describe('a new brand: a folder and a line', () => {
  it("is in the domain's rule, which the server's launch URL and the app read", async () => {
    const domain = (await import(pathToFileURL(inCopy('packages/domain/dist/index.js')).href)) as {
      resolveBrand(hostname: string): string;
    };
    expect(domain.resolveBrand(`${newBrand.name}.example.com`)).toBe(newBrand.name);
  });

  it("gets its stylesheet from the design system's build", () => {
    const css = readFileSync(inCopy(`packages/design-system/dist/brands/${newBrand.name}.css`), 'utf8');
    for (const mode of ['light', 'dark']) expect(css).toContain(`.exchange-theme-${newBrand.name}-${mode}{`);
  });

  it("is in Storybook's brand switch, by its display name", async () => {
    const { module } = await runnerImport<{ brandItems: { value: string; title: string }[] }>(
      inCopy('.storybook/brandItems.ts'),
      {
        root: copy.dir,
        logLevel: 'warn',
        environments: { inline: { resolve: { conditions: [sourceCondition] } } },
      },
    );
    expect(module.brandItems).toContainEqual({ value: newBrand.name, title: newBrand.displayName });
  });

  it("shows on its host in the app's build: its stylesheet, then its loading screen", () => {
    const dist = inCopy('packages/app/dist');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    const onHost = (script: string | undefined) => {
      let written = '';
      runInNewContext(script ?? '', {
        location: { hostname: `${newBrand.name}.example.com` },
        matchMedia: () => ({ matches: false }),
        document: { write: (text: string) => (written += text) },
      });
      return written;
    };

    const links = onHost(scripts.find((script) => script.includes('var b=')));
    const stylesheet = /<link rel="stylesheet" href="\/([^"]+)">/.exec(links)?.[1] ?? '';
    expect(existsSync(join(dist, stylesheet)), stylesheet).toBe(true);
    expect(readFileSync(join(dist, stylesheet), 'utf8')).toContain(`.exchange-theme-${newBrand.name}-light{`);

    const loadingScreen = onHost(scripts.find((script) => script.includes('var s=')));
    expect(loadingScreen).toContain(`exchange-theme-${newBrand.name}-light`);
    expect(loadingScreen).toContain(`aria-label="${newBrand.displayName}"`);
  });
});
