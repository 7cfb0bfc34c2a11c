import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandNames } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedConsumer, rootDir, run } from './packedConsumer.ts';

/**
 * What a React partner gets from `npm pack`: the widgets, the design system and the domain package install
 * into an empty project (no vanilla-extract, no bundler) and a widget renders with its styles.
 */
const packages = ['domain', 'design-system', 'betting-widgets'];
let projectDir: string;

const installed = (name: string) => join(projectDir, 'node_modules/@exchange', name);

beforeAll(() => {
  projectDir = packedConsumer('partner-site', packages);
});

afterAll(() => {
  if (projectDir) rmSync(projectDir, { recursive: true, force: true });
});

/** The custom properties a stylesheet reads (`var(--x)`) and the ones it sets (`--x:`). */
function customProperties(css: string) {
  const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]));
  const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
  return { read, defined };
}

describe('the packed betting widgets', () => {
  it('renders a themed MarketBook server-side with styled price buttons', () => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { ThemeProvider } from '@exchange/design-system';
      import { MarketBook } from '@exchange/betting-widgets';
      const level = (price, size) => ({ price, size });
      const market = {
        marketId: '1.77', marketName: 'Match Odds', matchId: 77, status: 'OPEN',
        runners: [
          { selectionId: 1, runnerName: 'Mumbai Indians', ex: { availableToBack: [level(1.9, 500)], availableToLay: [level(1.92, 300)] } },
          { selectionId: 2, runnerName: 'Chennai Super Kings', ex: { availableToBack: [level(2.1, 800)], availableToLay: [level(2.12, 150)] } },
        ],
      };
      console.log(renderToString(createElement(ThemeProvider, { brand: 'lotus' }, createElement(MarketBook, { market }))));
    `;
    writeFileSync(join(projectDir, 'render.mjs'), script);
    const html = run('node', ['render.mjs'], projectDir);
    expect(html).toContain('exchange-theme-lotus-light');
    expect(html).toContain('Mumbai Indians');
    expect(html).toContain('Chennai Super Kings');
    const prices = [...html.matchAll(/<button[^>]*>.*?<\/button>/g)].map((match) => match[0]);
    expect(prices.some((button) => button.includes('1.9'))).toBe(true);

    // The widgets' class names must be the ones their shipped stylesheet styles.
    const css = readFileSync(join(installed('betting-widgets'), 'dist/betting-widgets.css'), 'utf8');
    const classes = new Set(
      [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')),
    );
    const styled = [...classes].filter((className) => css.includes(`.${className}`));
    expect(styled.length).toBeGreaterThanOrEqual(5);
  });

  it("reads only CSS variables that the design system's published brand stylesheets define", () => {
    const widgetsCss = readFileSync(join(installed('betting-widgets'), 'dist/betting-widgets.css'), 'utf8');
    const { read, defined: ownVariables } = customProperties(widgetsCss);
    const fromTokens = [...read].filter((name) => !ownVariables.has(name));
    // A widget stylesheet with no token reads would mean the tokens were inlined or lost.
    expect(fromTokens.length).toBeGreaterThan(20);
    for (const brand of brandNames) {
      const brandCss = readFileSync(join(installed('design-system'), `dist/brands/${brand}.css`), 'utf8');
      const { defined } = customProperties(brandCss);
      expect(
        fromTokens.filter((name) => !defined.has(name)),
        `${brand}.css`,
      ).toEqual([]);
    }
  });

  it('ships the embed bundle self-contained: React and every widget inside, nothing to install', () => {
    const bundle = readFileSync(join(installed('betting-widgets'), 'dist/embed/exchange-widgets.js'), 'utf8');
    // Static import statements, as a minifier writes them (`import{a as b}from"react"`): there must be none.
    expect(bundle.match(/(?:^|[;}])\s*import\s*[{*"'\w]/g) ?? []).toEqual([]);
    // Production code: development JSX calls would be undefined in the bundled production React.
    expect(bundle).not.toContain('jsxDEV');
    const script = `
      import { mountWidget, widgetNames } from '@exchange/betting-widgets/embed';
      console.log(JSON.stringify({ mountWidget: typeof mountWidget, widgetNames }));
    `;
    writeFileSync(join(projectDir, 'embed.mjs'), script);
    const exported = JSON.parse(run('node', ['embed.mjs'], projectDir)) as Record<string, unknown>;
    expect(exported).toEqual({
      mountWidget: 'function',
      widgetNames: expect.arrayContaining(['MarketBook']),
    });
  });

  it('ships ES modules, type declarations and no sources', () => {
    const files = run('npm', ['pack', '--dry-run', '--json'], join(rootDir, 'packages/betting-widgets'));
    const paths = (JSON.parse(files) as [{ files: { path: string }[] }])[0].files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'dist/index.js',
        'dist/betting-widgets.css',
        'dist/types/index.d.ts',
        'dist/embed/exchange-widgets.js',
        'dist/embed/exchange-widgets.css',
        'dist/embed/brands/lotus.css',
      ]),
    );
    expect(paths.some((path) => path.startsWith('src/'))).toBe(false);
    // React stays the partner's: the React entry imports it rather than carrying a copy.
    const entry = readFileSync(join(installed('betting-widgets'), 'dist/index.js'), 'utf8');
    expect(entry).toMatch(/from\s*["']react["']/);
    expect(entry).not.toContain('react.transitional.element');
    expect(entry).not.toContain('jsxDEV');
  });
});
