// `npm run bench -- app-size`: the JavaScript the player app's home route (`/`) needs before it shows,
// minified (Vite's production build) and gzipped. Target: the page's own JS, the entry and the chunks
// index.html preloads with it, under 150 kB min + gzip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAppForBench } from './lib/app.mjs';
import { gzipSize, kb } from './lib/size.mjs';

const targetBytes = 150 * 1024;

/** A chunk and every chunk it imports statically (what the browser must load before it runs). */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function sizes(dir, files) {
  const jsFiles = [...files].filter((file) => file.endsWith('.js'));
  const contents = jsFiles.map((file) => readFileSync(join(dir, file)));
  return {
    count: jsFiles.length,
    minified: contents.reduce((sum, content) => sum + content.length, 0),
    gzipped: contents.reduce((sum, content) => sum + gzipSize(content), 0),
  };
}

export async function run() {
  const dir = buildAppForBench();
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  const initial = new Set([...entry, ...preloads]);
  if (entry.length !== 1) throw new Error(`index.html should name one entry script, found ${entry.length}`);

  // What `/` then loads for a signed-in player: the brand's stylesheet module, and the signed-in layout
  // (shell, balance, users socket) and the sports listing, which index.html's script preloads for `/`
  // (packages/app/routePreloads.ts). Their loaders are part of the entry.
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const brandKey = Object.keys(manifest).find((key) =>
    /design-system\/src\/brands\/default\/index\.ts$/.test(key),
  );
  const pages = JSON.parse(/var r=(\[.*?\]),p=location\.pathname/.exec(html)?.[1] ?? '[]');
  const home = pages.find((page) => page.patterns.some((pattern) => new RegExp(pattern).test('/')));
  if (!home) throw new Error("index.html's preload script names nothing for /");
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const routeKeys = [...home.scripts.map((file) => keyOfFile.get(file)), ...(brandKey ? [brandKey] : [])];
  if (routeKeys.some((key) => !key)) throw new Error(`the build's manifest lacks one of ${home.scripts}`);
  const route = new Set(initial);
  for (const key of routeKeys) staticClosure(manifest, key, route);

  const first = sizes(dir, initial);
  const withRoute = sizes(dir, route);
  const met = first.gzipped < targetBytes;
  return `## Player app: initial JavaScript of the home route

The production build (\`vite build\` of \`packages/app\`), each file gzipped at level 9 as a server would send it.

| what | files | minified | min + gzip |
|---|---:|---:|---:|
| entry and the chunks index.html preloads (before the app runs) | ${first.count} | ${kb(first.minified)} | ${kb(first.gzipped)} |
| ... with the lazy modules of \`/\` for a signed-in player (brand styles, layout, sports listing) | ${withRoute.count} | ${kb(withRoute.minified)} | ${kb(withRoute.gzipped)} |

Target for the entry and its preloads: under ${kb(targetBytes)} min + gzip (${met ? 'met' : '**missed**'}).
`;
}
