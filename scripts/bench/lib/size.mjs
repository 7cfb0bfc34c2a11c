// Sizes as a partner's bundler would ship them: minified with Vite (as the consumer's build would), gzipped;
// and the player app's built scripts as index.html loads them. The benches report these figures and npm
// test holds them to budgets (scripts/lib/sizeBudgets.mjs).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** What a site's bundler takes from elsewhere when it ships the design system: React. */
export const isReact = (id) => /^react(-dom)?(\/|$)/.test(id);

/** What a React site takes from elsewhere when it ships the widgets' library: React and the design system. */
export const isReactOrDesignSystem = (id) => /^(react|react-dom|@exchange\/design-system)(\/|$)/.test(id);

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** A table row: label, minified size, min+gzip size. */
export function sizeRow(label, content) {
  return `| ${label} | ${kb(Buffer.byteLength(content))} | ${kb(gzipSize(content))} |`;
}

/**
 * Everything `file` exports, bundled and minified; `isExternal(id)` names the imports left out (bare
 * package names only: the file's own relative imports are always bundled).
 */
export async function minifiedBundle(file, isExternal) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-size-'));
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, `export * from ${JSON.stringify(file)};\n`);
  try {
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        write: false,
        lib: { entry, formats: ['es'], fileName: 'bundle' },
        rolldownOptions: {
          external: (id) => !id.startsWith('/') && !id.startsWith('.') && isExternal(id),
          // Whole minification, whitespace included: Vite's own `minify` keeps it in ES libraries.
          output: { minify: true },
        },
      },
    });
    return [output].flat()[0].output.find((chunk) => chunk.type === 'chunk').code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The minified and the min+gzip bytes of a built app's JavaScript `files` (paths below `dir`). */
export function scriptSizes(dir, files) {
  const contents = files.map((file) => readFileSync(join(dir, file)));
  return {
    count: files.length,
    minified: contents.reduce((sum, content) => sum + content.length, 0),
    gzipped: contents.reduce((sum, content) => sum + gzipSize(content), 0),
  };
}

/**
 * A Vite build's scripts (`dir` is its `dist/`, paths below it): `initial`, the entry and the chunks
 * index.html links as modulepreloads, which load before the app runs; `home`, those and the chunks its
 * route-preload script (packages/app/routePreloads.ts) names for `/`, null without one; `lazy`, every other
 * script, each loaded when a page asks for it.
 */
export function appScripts(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const linked = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const entry = linked(/<script type="module"[^>]*src="\/([^"]+)"/g);
  if (entry.length !== 1) throw new Error(`index.html should name one entry script, found ${entry.length}`);
  const initial = [...new Set([...entry, ...linked(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)])];
  const pages = JSON.parse(/var r=(\[.*?\]),p=location\.pathname/.exec(html)?.[1] ?? 'null');
  const homePage = pages?.find((page) => page.patterns.some((pattern) => new RegExp(pattern).test('/')));
  if (pages && !homePage) throw new Error("index.html's route-preload script names nothing for /");
  const home = homePage
    ? [...new Set([...initial, ...homePage.scripts.map((file) => file.replace(/^\//, ''))])]
    : null;
  const lazy = readdirSync(join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
    .filter((file) => !initial.includes(file));
  return { initial, home, lazy };
}
