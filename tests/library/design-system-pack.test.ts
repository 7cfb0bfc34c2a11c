import { brandNames } from '@exchange/domain';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandTokens } from '../../packages/design-system/src/theme/defineBrand.ts';
import { packedConsumer, run } from './packedConsumer.ts';

/**
 * What a partner gets from `npm pack`: the built package (with the domain package, which names the brands)
 * installs into an empty project and renders, with its component stylesheet and brand stylesheets present.
 * The library project's global setup built them.
 */
const packageDir = join(import.meta.dirname, '../../packages/design-system');
let projectDir: string;

/** Each brand's tokens (its folder's tokens.ts), by brand name. */
const tokensFiles = import.meta.glob<BrandTokens>('../../packages/design-system/src/brands/*/tokens.ts', {
  eager: true,
  import: 'tokens',
});
const tokensOf = (brand: string) => tokensFiles[`../../packages/design-system/src/brands/${brand}/tokens.ts`];

beforeAll(() => {
  projectDir = packedConsumer('design-system-consumer', ['domain', 'design-system']);
});

afterAll(() => {
  if (projectDir) rmSync(projectDir, { recursive: true, force: true });
});

describe('the packed design system', () => {
  it('renders a themed Button in a project that only installed the tarball', () => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { Button, ThemeProvider } from '@exchange/design-system';
      console.log(renderToString(createElement(ThemeProvider, { brand: 'royal' }, createElement(Button, null, 'Place bet'))));
    `;
    writeFileSync(join(projectDir, 'render.mjs'), script);
    const html = run('node', ['render.mjs'], projectDir);
    expect(html).toContain('exchange-theme-royal-light');
    expect(html).toMatch(/<button type="button" class="[^"]+">Place bet<\/button>/);

    const buttonClasses = /<button type="button" class="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    const installed = join(projectDir, 'node_modules/@exchange/design-system/dist');
    const css = readFileSync(join(installed, 'design-system.css'), 'utf8');
    // Variant classes with empty styles have no rule; the base and the size and tone styles must.
    const styled = buttonClasses.filter((className) => css.includes(`.${className}`));
    expect(styled.length).toBeGreaterThanOrEqual(3);
  });

  it('ships one stylesheet per brand with its tokens and font', () => {
    const brandsDir = join(projectDir, 'node_modules/@exchange/design-system/dist/brands');
    for (const brand of brandNames) {
      const fontFamily = tokensOf(brand)?.fontFamily ?? '';
      // The brand's own font, whose faces the stylesheet carries: the first family its tokens name.
      const font = /^"([^"]+)"/.exec(fontFamily)?.[1];
      expect(font, brand).toBeDefined();
      const css = readFileSync(join(brandsDir, `${brand}.css`), 'utf8');
      expect(css).toContain(fontFamily);
      expect(css).toContain(`.exchange-theme-${brand}-light`);
      expect(css).toContain(`.exchange-theme-${brand}-dark`);
      expect(css).toContain(`font-family:${font}`);
    }
  });

  it('ships type declarations and no sources', () => {
    const files = run('npm', ['pack', '--dry-run', '--json'], packageDir);
    const paths = (JSON.parse(files) as [{ files: { path: string }[] }])[0].files.map((file) => file.path);
    expect(paths).toContain('dist/types/index.d.ts');
    expect(paths.some((path) => path.startsWith('src/'))).toBe(false);
  });
});
