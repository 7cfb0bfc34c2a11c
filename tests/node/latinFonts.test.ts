import { brandNames } from '@exchange/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  latinCoreRange,
  latinFaces,
  latinRange,
  latinRestRange,
  rangeText,
  subsetFace,
} from '../../scripts/lib/latinFonts.mjs';

describe("the brands' cut-down Latin faces", () => {
  it.each(latinFaces.map((face) => [face.output.split('/').pop(), face]))(
    '%s is what `npm run fonts` makes from fontsource’s file',
    async (_name, face) => {
      const committed = readFileSync(face.output);
      expect(Buffer.compare(committed, await subsetFace(face))).toBe(0);
    },
  );

  it('cover the range fontsource’s Latin face does between core and rest, each code point once', () => {
    expect(rangeText('U+0041-0043,U+20AC')).toBe('ABC€');
    const core = [...rangeText(latinCoreRange)];
    const rest = [...rangeText(latinRestRange)];
    expect(core.filter((character) => rest.includes(character))).toEqual([]);
    expect([...core, ...rest].sort()).toEqual([...rangeText(latinRange)].sort());
    // What the pages write is in the core: a page without accented letters fetches the core alone.
    for (const character of 'Aa0₹·×©«»°–—‘’“”•…−') {
      if (character !== '₹') expect(core).toContain(character);
    }
    expect(rest).toContain('é');
  });

  it('are declared by each brand, core and rest of every file, with their parts’ ranges', () => {
    for (const brand of brandNames) {
      const css = readFileSync(`packages/design-system/src/brands/${brand}/latinFont.css`, 'utf8');
      const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, face = '']) => ({
        part: /\.(core|rest)\.woff2/.exec(face)?.[1],
        range: /unicode-range:([^;]+);/.exec(face)?.[1]?.replace(/\s/g, ''),
      }));
      expect(faces.length).toBeGreaterThan(0);
      expect(faces.filter((face) => face.part === 'core')).toHaveLength(faces.length / 2);
      for (const face of faces)
        expect(face.range).toBe(face.part === 'core' ? latinCoreRange : latinRestRange);
    }
    expect(latinFaces.map((face) => face.part)).toContain('rest');
  });
});
