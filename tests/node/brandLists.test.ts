import { brandNames, defaultBrand } from '@exchange/domain';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A brand is its folder in the design system and its name in the domain's list (ADR 0032). A file that
 * keeps its own list of brands is one a new brand passes by: the build, a harness or a test that never
 * sees it.
 */
const rootDir = join(import.meta.dirname, '../..');
const brandsDir = 'packages/design-system/src/brands';
const theList = 'packages/domain/src/brands.ts';

/** Files that may still name the brands one by one, and why. */
const allowed: Record<string, string> = {};

const scannedDirs = ['packages', 'tests', 'scripts', '.storybook', 'examples'];
const skippedDirs = new Set(['node_modules', 'dist', '__screenshots__', '__snapshots__', 'storybook-static']);
const codeFile = /\.(ts|tsx|mts|js|mjs|html)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(join(rootDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    // Dot folders hold builds and caches (the server's .bundle), not sources.
    if (entry.isDirectory())
      return skippedDirs.has(entry.name) || entry.name.startsWith('.') ? [] : codeFiles(path);
    return codeFile.test(entry.name) ? [path] : [];
  });
}

const names = brandNames.join('|');
const quote = '[\'"`]';
/** Two brand names side by side, as in a list: two quoted names and a comma, or two words and a comma. */
const sideBySide = [
  new RegExp(`(${quote})(${names})\\1\\s*,\\s*(${quote})(${names})\\3`),
  new RegExp(`\\b(${names}), (${names})\\b`),
];
/** A brand named on its own: a string that is its name, or an object key. */
const namedAlone = (brand: string) => new RegExp(`(${quote})${brand}\\1|^\\s*${brand}\\s*:`, 'm');

/** Whether a file lists brands: two side by side, or two brands other than the default anywhere in it. */
function listsBrands(text: string): boolean {
  const named = brandNames.filter((brand) => brand !== defaultBrand && namedAlone(brand).test(text));
  return sideBySide.some((pattern) => pattern.test(text)) || named.length >= 2;
}

const ownedByABrand = (path: string) =>
  path === theList || brandNames.some((brand) => path.startsWith(`${brandsDir}/${brand}/`));

describe('the one list of brands', () => {
  it("is the domain's: no other file lists the brands", () => {
    const listing = scannedDirs
      .flatMap(codeFiles)
      .filter((path) => !ownedByABrand(path) && !(path in allowed))
      .filter((path) => listsBrands(readFileSync(join(rootDir, path), 'utf8')));
    expect(listing).toEqual([]);
  });

  it('allows only files that still list brands', () => {
    for (const path of Object.keys(allowed)) {
      expect(listsBrands(readFileSync(join(rootDir, path), 'utf8')), path).toBe(true);
    }
  });

  it('has a folder for each brand, and no folder that is not a brand', () => {
    const folders = readdirSync(join(rootDir, brandsDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...brandNames].sort());
    for (const brand of brandNames) {
      for (const file of ['tokens.ts', 'logo.tsx', 'theme.css.ts', 'index.ts']) {
        expect(existsSync(join(rootDir, brandsDir, brand, file)), `${brand}/${file}`).toBe(true);
      }
    }
  });
});
