import { loadBrandStyles } from '@exchange/design-system/brands/load';
import { resolveBrand } from '@exchange/domain';
import { warmBrandFonts } from './brandFonts.ts';
import { apiConfig } from './config.ts';
import { takeFirstReads } from './api/firstReads.ts';
import { deferredToast } from './deferredToast.ts';
import { createPlayerRouter, type PlayerRouter } from './router.tsx';
import { whenIdle } from './schedule/whenIdle.ts';
import { createServices } from './services.ts';
import { startWebVitals } from './vitals/startWebVitals.ts';
// The rules of index.html's loading screen (its class names are loadingClasses'), which shows until the
// first page does.
import './screens/shell/LoadingScreen.css.ts';

const brand = resolveBrand(location.hostname);
const mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
const config = apiConfig(import.meta.env, location.origin);

// Each brand's stylesheet is its own chunk: a site loads only the brand its host name picks.
const brandLoaded = loadBrandStyles(brand).then(() => warmBrandFonts());
// The brand's stylesheet loads while the router starts the page's modules and its first server calls, not
// before them (each step waiting on the last cost a round trip on a phone's network).
const toast = deferredToast();
// What index.html's script started for this page, for the loaders' same calls; dropped once the page is in.
const firstReads = takeFirstReads(window);
const services = createServices(config, toast.api, window, firstReads);

/** Resolves once the router has its first page: its modules and data (or its redirect, or its error). */
function firstPageIn(router: PlayerRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function startApp(router: PlayerRouter) {
  router.initialize();
  // React DOM and the app's frame are a module of their own, which index.html has the browser download
  // beside this one: the first page's server calls go out once this smaller entry has arrived and run,
  // rather than after React DOM too (on a phone's network, a second of download). The app renders once the
  // first page is in: React Router's provider reads the router's state as it renders and follows it only
  // from its commit, so a first page that came in while a (sliced) first render was under way went unseen.
  // index.html's loading screen shows meanwhile. Not a top-level await: the render chunk imports from this
  // one's chunk, which would then wait on it.
  const firstPage = firstPageIn(router);
  void firstPage.then(() => firstReads.clear());
  void Promise.all([import('./render.tsx'), brandLoaded, firstPage]).then(([{ renderApp }]) => {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root');
    renderApp(root, { brand, mode, services, router, toast });
    // A second after the first page has shown (its observers read the entries the browser buffered).
    whenIdle(() => startWebVitals(config.main), 1000);
  });
}

// Evaluating this module, building the router's route table and starting the first page's modules and
// server calls are a task each: on a phone each is a long task already, and as one they held input (and
// paint) for a quarter of a second.
setTimeout(() => {
  const router = createPlayerRouter(services);
  setTimeout(() => startApp(router));
});
