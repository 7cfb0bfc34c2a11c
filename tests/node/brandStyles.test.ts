import { brandNames, resolveBrand, type BrandName } from '@exchange/domain';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { brandStylesScript, latinFonts, loadingShellScript } from '../../packages/app/brandStyles.ts';

/** A table by brand name, as the build makes them (for every brand). */
const byBrand = <T>(entry: (brand: BrandName, index: number) => T) =>
  Object.fromEntries(brandNames.map((brand, index) => [brand, entry(brand, index)])) as Record<BrandName, T>;

// The brands' stylesheets as a build names them; the second brand has two font files.
const brands = byBrand((brand, index) => ({
  stylesheet: `/assets/${brand}-${index}.css`,
  fonts: Array.from({ length: index === 1 ? 2 : 1 }, (_, face) => `/assets/${brand}-font-${face}.woff2`),
}));

/** What the built page's script writes into the page on this host. */
function written(hostname: string): string {
  let html = '';
  runInNewContext(brandStylesScript(brands), {
    location: { hostname },
    document: { write: (text: string) => (html += text) },
  });
  return html;
}

describe('the brand stylesheet in index.html', () => {
  it("links the brand resolveBrand picks for the host, and preloads that brand's fonts", () => {
    const hosts = [
      'ROYAL.example.com',
      'localhost',
      '127.0.0.1',
      'royal',
      'nope.example',
      'constructor.example.com',
    ];
    for (const host of [...hosts, '[::1]', ...brandNames.map((brand) => `${brand}.localhost`)]) {
      const brand = brands[resolveBrand(host)];
      const html = written(host);
      expect(html, host).toContain(`<link rel="stylesheet" href="${brand.stylesheet}">`);
      for (const font of brand.fonts)
        expect(html, host).toContain(`as="font" type="font/woff2" crossorigin href="${font}"`);
      expect(html.match(/rel="stylesheet"/g), host).toHaveLength(1);
    }
    expect(written('royal.localhost')).toContain(brands.royal.stylesheet);
  });

  it("preloads only the Latin faces a brand's text uses, served as files", () => {
    const css =
      '@font-face{font-family:X;src:url(/assets/x-cyrillic.woff2)format("woff2");unicode-range:U+400-45F}' +
      '@font-face{font-family:X;src:url(data:font/woff2;base64,AAAA)format("woff2");unicode-range:U+??}' +
      '@font-face{font-family:X;src:url(/assets/x-latin.woff2)format("woff2"),url(/assets/x-latin.woff)format("woff");unicode-range:U+??,U+131}' +
      '@font-face{font-family:X;src:url(/assets/x-latin-ext.woff2)format("woff2");unicode-range:U+100-2BA}';
    expect(latinFonts(css)).toEqual(['/assets/x-latin.woff2']);
  });

  it('preloads only the last of Latin faces declared alike, which is the one the browser fetches', () => {
    const face = (file: string, weight: string) =>
      `@font-face{font-family:X;font-style:normal;font-weight:${weight};src:url(/assets/${file}.woff2)format("woff2");unicode-range:U+0-FF}`;
    const css = face('shipped', '400') + face('shipped-600', '600') + face('cut-down', '400');
    expect(latinFonts(css)).toEqual(['/assets/shipped-600.woff2', '/assets/cut-down.woff2']);
  });
});

describe('the loading screen in index.html', () => {
  const shells = byBrand((brand) => `<div class="exchange-theme-${brand}-{mode}">${brand}</div>`);

  function shown(hostname: string, dark: boolean): string {
    let html = '';
    runInNewContext(loadingShellScript(shells), {
      location: { hostname },
      matchMedia: (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }),
      document: { write: (text: string) => (html += text) },
    });
    return html;
  }

  it("shows the host's brand in the reader's colour mode", () => {
    const hosts = [
      'localhost',
      '127.0.0.1',
      'nope.example',
      ...brandNames.map((brand) => `${brand}.localhost`),
    ];
    for (const host of hosts)
      expect(shown(host, false), host).toBe(shells[resolveBrand(host)].replace('{mode}', 'light'));
    expect(shown('royal.localhost', true)).toBe('<div class="exchange-theme-royal-dark">royal</div>');
  });
});
