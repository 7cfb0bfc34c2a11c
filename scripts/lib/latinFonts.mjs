// The brands' Latin faces cut down to what the pages use (`npm run fonts` writes them; latinFonts.test.ts
// checks the files are what this makes). The Latin face is the one every page's text loads, beside the
// scripts, on the first visit: Inter's is 48 kB as fontsource ships it, with every stylistic set and
// character variant. The faces keep fontsource's Latin range (unicode-range below), every weight, and the
// layout features text needs (kerning, ligatures, the contextual forms, tabular figures, capital forms):
// 39 kB. Narrowing the weight axis to the theme's (400 to 700) made 28 kB, but moved the antialiasing of
// semibold glyphs by a pixel or two, in 82 of the visual baselines. So each face is cut in two along its
// range instead: the core (ASCII, the punctuation and symbols the pages write) that every page's text
// uses and index.html preloads (27 kB of Inter's 39), and the accented letters, which a browser fetches
// only for a page that shows one (a name, a team). The glyphs are the same, so the pages look the same.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Fontsource's Latin range, which each brand's face keeps (so the two faces cover the same text). */
export const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The part of the Latin range every page's text draws from: ASCII, the no-break space, the Latin-1 symbols
 * the pages write (© « ° · » ×), the general punctuation (dashes, quotes, bullets, the ellipsis, the narrow
 * spaces of formatted times) and the few symbols of fontsource's range.
 */
export const latinCoreRange =
  'U+0000-00A0,U+00A9,U+00AB,U+00B0,U+00B7,U+00BB,U+00D7,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The rest of the Latin range: the accented letters and the Latin-1 signs the pages do not write. */
export const latinRestRange =
  'U+00A1-00A8,U+00AA,U+00AC-00AF,U+00B1-00B6,U+00B8-00BA,U+00BC-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329';

const layoutFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'];

const brandsDir = join(repositoryRoot, 'packages/design-system/src/brands');

/** fontsource's file of that name, in whichever of its packages ships it. */
function fontsourceFile(name) {
  for (const scope of ['@fontsource', '@fontsource-variable']) {
    const scopeDir = join(repositoryRoot, 'node_modules', scope);
    if (!existsSync(scopeDir)) continue;
    for (const family of readdirSync(scopeDir)) {
      const file = join(scopeDir, family, 'files', name);
      if (existsSync(file)) return file;
    }
  }
  throw new Error(`no fontsource package ships ${name}`);
}

/** The file name's part that says which part of the range a face holds, and that part. */
const parts = { core: latinCoreRange, rest: latinRestRange };

/**
 * Each brand's Latin faces, read from its folder's latinFont.css (a brand is its folder, ADR 0032): the
 * cut-down file each `url(./<name>.<part>.woff2)` names, made from fontsource's `<name>.woff2`, with the
 * range its rule declares.
 */
export const latinFaces = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'latinFont.css')))
  .flatMap((entry) =>
    [
      ...readFileSync(join(brandsDir, entry.name, 'latinFont.css'), 'utf8').matchAll(
        /url\(\.\/([\w-]+)\.(core|rest)\.woff2\)/g,
      ),
    ].map(([, name, part]) => ({
      brand: entry.name,
      part,
      range: parts[part],
      source: fontsourceFile(`${name}.woff2`),
      output: join(brandsDir, entry.name, `${name}.${part}.woff2`),
    })),
  );

/** The characters of a unicode-range. */
export function rangeText(range) {
  return range
    .split(',')
    .flatMap((part) => {
      const [start, end = start] = part.replace('U+', '').split('-');
      const from = Number.parseInt(start, 16);
      return Array.from({ length: Number.parseInt(end, 16) - from + 1 }, (_, index) => from + index);
    })
    .filter((code) => code >= 0x20)
    .map((code) => String.fromCodePoint(code))
    .join('');
}

/** One face cut down: the glyphs of its part of the Latin range and the layout features text needs. */
export async function subsetFace(face) {
  const source = readFileSync(face.source);
  return Buffer.from(
    await subsetFont(source, rangeText(face.range), { targetFormat: 'woff2', keepFeatures: layoutFeatures }),
  );
}
