// The brands' Latin faces cut down to what the pages use (`npm run fonts` writes them; latinFonts.test.ts
// checks the files are what this makes). The Latin face is the one every page's text loads, beside the
// scripts, on the first visit: Inter's is 48 kB as fontsource ships it, with every stylistic set and
// character variant. The faces keep fontsource's Latin range (unicode-range below), every weight, and the
// layout features text needs (kerning, ligatures, the contextual forms, tabular figures, capital forms):
// 39 kB. Narrowing the weight axis to the theme's (400 to 700) made 28 kB, but moved the antialiasing of
// semibold glyphs by a pixel or two, in 82 of the visual baselines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** Fontsource's Latin range, which each brand's face keeps (so the two faces cover the same text). */
export const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const layoutFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'];

/** Each brand's Latin faces: fontsource's file, and where the cut-down one goes. */
export const latinFaces = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' },
  { source: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2' },
  { source: '@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2' },
  { source: '@fontsource/dm-sans/files/dm-sans-latin-600-normal.woff2' },
].map((face) => ({
  ...face,
  output: join(
    repositoryRoot,
    'packages/design-system/src/brands/fonts',
    face.source.split('/').pop().replace('.woff2', '.subset.woff2'),
  ),
}));

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

/** One face cut down: its Latin glyphs and the layout features text needs. */
export async function subsetFace(face) {
  const source = readFileSync(require.resolve(face.source));
  return Buffer.from(
    await subsetFont(source, rangeText(latinRange), { targetFormat: 'woff2', keepFeatures: layoutFeatures }),
  );
}
