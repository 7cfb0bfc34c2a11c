import { brandNames } from '@exchange/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { latinFaces, latinRange, rangeText, subsetFace } from '../../scripts/lib/latinFonts.mjs';

describe("the brands' cut-down Latin faces", () => {
  it.each(latinFaces.map((face) => [face.output.split('/').pop(), face]))(
    '%s is what `npm run fonts` makes from fontsource’s file',
    async (_name, face) => {
      const committed = readFileSync(face.output);
      expect(Buffer.compare(committed, await subsetFace(face))).toBe(0);
    },
  );

  it('cover the range fontsource’s Latin face does, which their @font-face rules declare', () => {
    expect(rangeText('U+0041-0043,U+20AC')).toBe('ABC€');
    for (const brand of brandNames) {
      const css = readFileSync(`packages/design-system/src/brands/${brand}/latinFont.css`, 'utf8');
      const ranges = [...css.matchAll(/unicode-range:([^;]+);/g)].map((match) =>
        match[1]?.replace(/\s/g, ''),
      );
      expect(ranges.length).toBeGreaterThan(0);
      for (const range of ranges) expect(range).toBe(latinRange);
    }
  });
});
