import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandNames } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What designers open: the static Storybook must carry every brand's tokens, not only the components. */
const rootDir = join(import.meta.dirname, '../..');
let outputDir: string;

beforeAll(() => {
  outputDir = mkdtempSync(join(tmpdir(), 'storybook-static-'));
  execFileSync('npx', ['storybook', 'build', '--output-dir', outputDir, '--quiet'], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
});

afterAll(() => {
  if (outputDir) rmSync(outputDir, { recursive: true, force: true });
});

describe('npm run build-storybook', () => {
  it('builds every design system story', () => {
    const index = JSON.parse(readFileSync(join(outputDir, 'index.json'), 'utf8')) as {
      entries: Record<string, { title: string }>;
    };
    const titles = new Set(Object.values(index.entries).map((entry) => entry.title));
    for (const title of [
      'Design System/Button',
      'Design System/Table',
      'Design System/OtpInput',
      'Design System/AppShell',
    ]) {
      expect(titles).toContain(title);
    }
  });

  it('ships the brand stylesheets (tokens for every brand and mode)', () => {
    const assets = join(outputDir, 'assets');
    const css = readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark']) expect(css).toContain(`.exchange-theme-${brand}-${mode}`);
    }
  });
});
