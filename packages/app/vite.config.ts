import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import rootConfig from '../../vite.config.ts';
import { brandStyles } from './brandStyles.ts';
import { firstReads } from './firstReads.ts';
import { inlineFavicon } from './inlineFavicon.ts';
import { precompress } from './precompress.ts';
import { routePreloads } from './routePreloads.ts';

const source = (pattern: string) => new RegExp(`[\\\\/]packages[\\\\/]app[\\\\/]src[\\\\/]${pattern}`);

/**
 * Few, larger chunks. The server speaks HTTP/1.1, where a browser opens six connections to a host, and the
 * default splitting made some sixty files of 1 to 3 kB (each module shared by two chunks became its own):
 * on a phone's network they queued behind each other, a round trip each. A group takes its modules' static
 * imports with it, so: what the entry needs (the first pages' loaders included) in one chunk, with its
 * style modules; React DOM and the app's frame in one (render.tsx, which downloads beside the entry); every
 * other style module in one, so that the screens have one stylesheet between them (the brands keep
 * theirs); socket.io's client in one, which no first page preloads; Radix's small shared parts in one (else
 * those went to the screens' chunks that use them, and an overlay loaded the listing's, the odds page's
 * and the shared chunk on every page); what only overlays need in one (the toasts, Toasts.tsx, which
 * App.tsx loads once the first page is on screen, the dialogs and the phone's drawer, with Radix's
 * dismissable layer, focus trap and scroll lock), which no first page preloads; the signed-in shell with the
 * listing in one; the odds page's in one; what the other screens share in one, but for the agent panel's
 * shared code and the casino's, one each (a player's reports and casino table loaded the panel's clients
 * list and every casino game's rules while they were in `shared`); each screen's own code in its route's
 * chunk. Priorities are whole numbers: two groups at 0.9 and 0.8 built the same output either way round,
 * as if Rolldown read them as integers.
 *
 * The screens' style modules were the entry's until the app's initial JavaScript had a budget (150 kB
 * min+gzip, scripts/lib/sizeBudgets.mjs): their class names were a tenth of it, and no page shows before
 * its route's chunk, which imports them (with their stylesheet, which index.html preloads for the first
 * pages), has loaded.
 */
const styleModule = (id: string) => /\.css\.ts/.test(id) && !/[\\/]brands[\\/]/.test(id);
const panelModule = (id: string) => source('admin[\\/]').test(id);
const casinoModule = (id: string) =>
  /[\\/]packages[\\/](domain[\\/]src|betting-widgets[\\/]src|app[\\/]src[\\/]screens)[\\/]casino[\\/]|@noble[\\/]hashes/.test(
    id,
  );
const sharedPrimitive = (id: string) =>
  /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|context|compose-refs|slot|presence|collection|id|direction|visually-hidden|use-[\w-]+))[\\/]/.test(
    id,
  ) || /[\\/]design-system[\\/]src[\\/]components[\\/](IconButton[\\/]|AppShell[\\/]AppShellNav)/.test(id);
const overlayModule = (id: string) =>
  source('Toasts\\.tsx$').test(id) ||
  /[\\/]design-system[\\/]src[\\/]components[\\/](Dialog|Drawer|Toast)[\\/]|AppShellDrawer\.tsx$/.test(id) ||
  /[\\/]node_modules[\\/](@radix-ui[\\/]react-(dialog|toast|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|detect-node-es)[\\/]/.test(
    id,
  );
const chunkGroups = [
  // The app's frame's few rules (App.css.ts) too: on their own they were a stylesheet of 44 bytes.
  { name: 'boot', test: source('((main|router)\\.tsx|App\\.css\\.ts)$'), priority: 50 },
  { name: 'render', test: source('(render|App)\\.tsx$'), priority: 40 },
  // socket.io's client, which the sockets load once a page has shown (sockets/typed.ts).
  { name: 'socket', test: /[\\/]node_modules[\\/](socket\.io-|engine\.io-|@socket\.io[\\/])/, priority: 38 },
  { name: 'styles', test: styleModule, priority: 35 },
  // Radix's small parts, and the design system's, that first pages (the shell, tabs, switches) and the
  // overlays (the drawer's links and close button) share.
  { name: 'primitives', test: sharedPrimitive, priority: 34 },
  // What only overlays need (dialogs, the phone's drawer, toasts), which no page shows as it opens.
  { name: 'overlays', test: overlayModule, priority: 33 },
  { name: 'home', test: source('routes[\\\\/](layout|matches)\\.tsx$'), priority: 30 },
  { name: 'odds', test: source('routes[\\\\/]odds\\.tsx$'), priority: 20 },
  // What the other screens share, but the agent panel's and the casino's own code (next two groups).
  {
    name: 'shared',
    test: (id: string) => !panelModule(id) && !casinoModule(id),
    minShareCount: 2,
    priority: 10,
  },
  // What the casino's screens share (its games' rules, its tables, the fairness check's hashing).
  { name: 'casino', test: casinoModule, minShareCount: 2, priority: 9 },
  // What the agent panel's screens share: a player's pages never load it.
  { name: 'panel', test: panelModule, minShareCount: 2, priority: 8 },
];

/**
 * React Router's package points every export condition at its development build (its dev-time checks and
 * warnings): the app's build takes the production build beside it, which runs the entry's router code in
 * a third of the time on the phone Lighthouse simulates. Dev server and tests keep the warnings.
 */
function reactRouterProduction(): Plugin {
  const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'exchange:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [{ find: /^react-router$/, replacement: join(packageDir, 'dist/production/index.mjs') }],
      },
    }),
  };
}

/**
 * The player app's build: the repo's Vite setup (React, vanilla-extract, the source export condition)
 * with this folder as the root. The server serves `dist/` at `/` (`npm start` builds it when stale).
 */
export default mergeConfig(
  rootConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: '/',
    plugins: [
      reactRouterProduction(),
      brandStyles(),
      routePreloads(),
      firstReads(),
      inlineFavicon(fileURLToPath(new URL('favicon.svg', import.meta.url))),
      precompress(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
  }),
);
