import { describe, expect, it, vi } from 'vitest';
import { coversLatinText, warmBrandFonts } from './brandFonts.ts';

describe('coversLatinText', () => {
  it.each([
    ['U+0-FF, U+131, U+152-153', true],
    ['U+0000-00FF,U+0131', true],
    ['U+0-10FFFF', true],
    ['U+0??', true],
    ['U+41', true],
    ['U+460-52F, U+1C80-1C8A', false],
    ['U+370-377, U+37A-37F', false],
    ['U+100-2BA', false],
  ])('%s: %s', (range, expected) => {
    expect(coversLatinText(range)).toBe(expected);
  });
});

describe('warmBrandFonts', () => {
  const face = (unicodeRange: string, status: FontFaceLoadStatus = 'unloaded', family = 'Inter') => ({
    family,
    weight: '100 900',
    style: 'normal',
    unicodeRange,
    status,
    load: vi.fn(() => Promise.resolve({} as FontFace)),
  });

  it('loads the faces for Latin text that are not loaded yet, and no other subsets', () => {
    const latin = face('U+0-FF, U+131');
    const cyrillic = face('U+400-45F');
    const loaded = face('U+0-FF', 'loaded', 'Loaded');
    warmBrandFonts([latin, cyrillic, loaded]);
    expect(latin.load).toHaveBeenCalledOnce();
    expect(cyrillic.load).not.toHaveBeenCalled();
    expect(loaded.load).not.toHaveBeenCalled();
  });

  it('loads only the last of faces declared alike: the one the browser uses', () => {
    const shipped = face('U+0-FF, U+131');
    const cutDown = face('U+0-FF, U+131');
    const otherWeight = { ...face('U+0-FF'), weight: '600' };
    warmBrandFonts([shipped, cutDown, otherWeight]);
    expect(shipped.load).not.toHaveBeenCalled();
    expect(cutDown.load).toHaveBeenCalledOnce();
    expect(otherWeight.load).toHaveBeenCalledOnce();
  });

  it('leaves a face that fails to load to the fallback font, without an unhandled rejection', async () => {
    const failing = { ...face('U+0-FF'), load: vi.fn(() => Promise.reject(new Error('offline'))) };
    expect(() => warmBrandFonts([failing])).not.toThrow();
    await expect(failing.load.mock.results[0]?.value).rejects.toThrow('offline');
  });
});
