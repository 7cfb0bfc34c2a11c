import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { brandStylesScript, latinFonts, loadingShellScript } from '../../packages/app/brandStyles.ts';
import { resolveBrand } from '../../packages/design-system/src/theme/resolveBrand.ts';

const brands = {
  default: { stylesheet: '/assets/default-a.css', fonts: ['/assets/inter-latin-a.woff2'] },
  royal: { stylesheet: '/assets/royal-b.css', fonts: ['/assets/manrope-latin-b.woff2'] },
  lotus: { stylesheet: '/assets/lotus-c.css', fonts: ['/assets/dm-400-c.woff2', '/assets/dm-600-c.woff2'] },
};

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
    const hosts = ['royal.localhost', 'LOTUS.example.com', 'localhost', '127.0.0.1', 'royal', 'nope.example'];
    for (const host of [...hosts, 'constructor.example.com', '[::1]']) {
      const brand = brands[resolveBrand(host)];
      const html = written(host);
      expect(html, host).toContain(`<link rel="stylesheet" href="${brand.stylesheet}">`);
      for (const font of brand.fonts)
        expect(html, host).toContain(`as="font" type="font/woff2" crossorigin href="${font}"`);
      expect(html.match(/rel="stylesheet"/g), host).toHaveLength(1);
    }
    expect(written('royal.localhost')).toContain('royal-b.css');
    expect(written('lotus.example.com')).toContain('dm-600-c.woff2');
  });

  it("preloads only the Latin faces a brand's text uses, served as files", () => {
    const css =
      '@font-face{font-family:X;src:url(/assets/x-cyrillic.woff2)format("woff2");unicode-range:U+400-45F}' +
      '@font-face{font-family:X;src:url(data:font/woff2;base64,AAAA)format("woff2");unicode-range:U+??}' +
      '@font-face{font-family:X;src:url(/assets/x-latin.woff2)format("woff2"),url(/assets/x-latin.woff)format("woff");unicode-range:U+??,U+131}' +
      '@font-face{font-family:X;src:url(/assets/x-latin-ext.woff2)format("woff2");unicode-range:U+100-2BA}';
    expect(latinFonts(css)).toEqual(['/assets/x-latin.woff2']);
  });
});

describe('the loading screen in index.html', () => {
  const shells = {
    default: '<div class="exchange-theme-default-{mode}">Apex</div>',
    royal: '<div class="exchange-theme-royal-{mode}">Royal</div>',
    lotus: '<div class="exchange-theme-lotus-{mode}">Lotus</div>',
  };

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
    for (const host of ['royal.localhost', 'LOTUS.example.com', 'localhost', '127.0.0.1', 'nope.example'])
      expect(shown(host, false), host).toBe(shells[resolveBrand(host)].replace('{mode}', 'light'));
    expect(shown('royal.localhost', true)).toBe('<div class="exchange-theme-royal-dark">Royal</div>');
  });
});
