// `npm run bench -- app-size`: the JavaScript the player app's home route (`/`) needs before it shows,
// minified (Vite's production build) and gzipped. Target: the page's own JS, the entry and the chunks
// index.html preloads with it, within its budget (scripts/lib/sizeBudgets.mjs, which npm test holds).
import { appBudgets } from '../lib/sizeBudgets.mjs';
import { buildAppForBench } from './lib/app.mjs';
import { appScripts, kb, scriptSizes } from './lib/size.mjs';

export async function run() {
  const dir = buildAppForBench();
  const scripts = appScripts(dir);
  if (!scripts.home)
    throw new Error('index.html has no route-preload script (packages/app/routePreloads.ts)');
  const first = scriptSizes(dir, scripts.initial);
  const withRoute = scriptSizes(dir, scripts.home);
  const met = first.gzipped <= appBudgets.initial;
  return `## Player app: initial JavaScript of the home route

The production build (\`vite build\` of \`packages/app\`), each file gzipped at level 9 as a server would send it.

| what | files | minified | min + gzip |
|---|---:|---:|---:|
| entry and the chunks index.html preloads (before the app runs) | ${first.count} | ${kb(first.minified)} | ${kb(first.gzipped)} |
| ... with the chunks index.html preloads for \`/\` (the signed-in layout, the sports listing, their styles and the Radix parts they share) | ${withRoute.count} | ${kb(withRoute.minified)} | ${kb(withRoute.gzipped)} |

Target for the entry and its preloads: at most ${kb(appBudgets.initial)} min + gzip (${met ? 'met' : '**missed**'}).
`;
}
