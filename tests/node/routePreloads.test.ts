import { runInNewContext } from 'node:vm';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { routePreloads, routePreloadsScript, type PagePreloads } from '../../packages/app/routePreloads.ts';
import { pathPattern } from '../../packages/app/src/routes/pathPattern.ts';

/** What the built page's script writes into the page at this path. */
function written(script: string, pathname: string): string {
  let html = '';
  runInNewContext(script, { location: { pathname }, document: { write: (text: string) => (html += text) } });
  return html;
}

const pages: PagePreloads[] = [
  { patterns: [pathPattern('/'), pathPattern('/match/:sportId/:status?')], scripts: ['/a.js'], styles: [] },
  { patterns: [pathPattern('/odds/:matchId')], scripts: ['/a.js', '/b.js'], styles: ['/b.css'] },
];

describe("the first page's preloads in index.html", () => {
  it('matches paths as the router does', () => {
    const listing = new RegExp(pathPattern('/match/:sportId/:status?'));
    expect(['/match/4', '/match/4/', '/match/4/in-play'].every((path) => listing.test(path))).toBe(true);
    expect(['/match', '/match/4/in-play/x', '/matches/4'].some((path) => listing.test(path))).toBe(false);
    const home = new RegExp(pathPattern('/'));
    expect(home.test('/')).toBe(true);
    expect(home.test('/rules')).toBe(false);
  });

  it('preloads the chunks and stylesheets of the page at the address, and nothing on other pages', () => {
    const script = routePreloadsScript(pages);
    expect(written(script, '/odds/30000041')).toBe(
      '<link rel="modulepreload" crossorigin href="/a.js">' +
        '<link rel="modulepreload" crossorigin href="/b.js">' +
        '<link rel="preload" as="style" crossorigin href="/b.css">',
    );
    expect(written(script, '/match/4/in-play')).toBe('<link rel="modulepreload" crossorigin href="/a.js">');
    for (const other of ['/login', '/bethistory', '/admin', '/odds/1/more'])
      expect(written(script, other)).toBe('');
  });
});

describe('the preloads the build writes', () => {
  const chunk = (fileName: string, modules: string[], imports: string[] = [], css: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    code: '',
    facadeModuleId: modules[0] ?? null,
    moduleIds: modules,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
  });
  const source = (module: string) => `/repo/packages/app/src/${module}`;
  const bundle = Object.fromEntries(
    [
      chunk('assets/boot.js', [source('main.tsx')]),
      chunk('assets/render.js', [source('render.tsx'), source('App.tsx')], ['assets/boot.js']),
      chunk(
        'assets/home.js',
        [source('routes/layout.tsx'), source('routes/matches.tsx')],
        ['assets/boot.js'],
        ['assets/home.css'],
      ),
      chunk(
        'assets/odds.js',
        [source('routes/odds.tsx')],
        ['assets/home.js', 'assets/boot.js'],
        ['assets/odds.css'],
      ),
    ].map((output) => [output.fileName, output]),
  ) as unknown as OutputBundle;
  const html =
    '<html><head><title>X</title><script type="module" src="/assets/boot.js"></script></head><body></body></html>';

  function built(): string {
    const { handler } = routePreloads().transformIndexHtml as unknown as {
      handler: (html: string, context: { bundle: OutputBundle }) => string;
    };
    return handler(html, { bundle });
  }

  it('links what every page renders with, and writes the first pages’ chunks, less what the page links', () => {
    const page = built();
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/render.js">');
    const script = /<script>(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('<script type="module"'));
    const odds = written(script, '/odds/7');
    for (const file of ['home.js', 'odds.js']) expect(odds).toContain(`href="/assets/${file}"`);
    expect(odds).toContain('as="style" crossorigin href="/assets/odds.css"');
    expect(odds).not.toContain('boot.js');
    expect(written(script, '/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/home.css">',
    );
  });
});
