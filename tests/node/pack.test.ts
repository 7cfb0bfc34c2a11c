import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What a partner gets from `npm pack`: the built package installs into an empty project and renders,
 * with its component stylesheet and brand stylesheets present.
 */
const packageDir = join(import.meta.dirname, '../../packages/design-system');
const rootDir = join(import.meta.dirname, '../..');
let projectDir: string;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => {
  projectDir = mkdtempSync(join(tmpdir(), 'design-system-consumer-'));
  run('npm', ['run', 'build', '--workspace=@exchange/design-system'], rootDir);
  run('npm', ['pack', '--pack-destination', projectDir], packageDir);
  const tarball = readdirSync(projectDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack produced no tarball');
  writeFileSync(
    join(projectDir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  const react = JSON.parse(readFileSync(join(rootDir, 'node_modules/react/package.json'), 'utf8')).version;
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      `./${tarball}`,
      `react@${react}`,
      `react-dom@${react}`,
    ],
    projectDir,
  );
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
    for (const [brand, font] of [
      ['default', 'Inter Variable'],
      ['royal', 'Manrope Variable'],
      ['lotus', 'DM Sans'],
    ] as const) {
      const css = readFileSync(join(brandsDir, `${brand}.css`), 'utf8');
      expect(css).toContain(`.exchange-theme-${brand}-light`);
      expect(css).toContain(`.exchange-theme-${brand}-dark`);
      expect(css).toContain(font);
    }
  });

  it('ships type declarations and no sources', () => {
    const files = run('npm', ['pack', '--dry-run', '--json'], packageDir);
    const paths = (JSON.parse(files) as [{ files: { path: string }[] }])[0].files.map((file) => file.path);
    expect(paths).toContain('dist/types/index.d.ts');
    expect(paths.some((path) => path.startsWith('src/'))).toBe(false);
  });
});
