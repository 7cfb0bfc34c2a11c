import { resolveBrand, type BrandName } from '@exchange/design-system';
import { pageTitle } from '@exchange/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, deferredToast } from './App.tsx';
import { warmBrandFonts } from './brandFonts.ts';
import { apiConfig } from './config.ts';
import { createPlayerRouter } from './router.tsx';
import { createServices } from './services.ts';
import { startWebVitals } from './vitals/startWebVitals.ts';

/** Each brand's stylesheet is its own chunk: a site loads only the brand its host name picks. */
const brandStyles: Record<BrandName, () => Promise<unknown>> = {
  default: () => import('@exchange/design-system/brands/default'),
  royal: () => import('@exchange/design-system/brands/royal'),
  lotus: () => import('@exchange/design-system/brands/lotus'),
};

const brand = resolveBrand(location.hostname);
// Spec 4: "The page title is the upper-cased host name."
document.title = pageTitle(location.hostname);
const mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
const config = apiConfig(import.meta.env, location.origin);

const brandLoaded = brandStyles[brand]().then(() => warmBrandFonts());
// The router starts the page's modules and its first server calls as it is created: while the brand's
// stylesheet loads, not after it (each step waiting on the last cost a round trip on a phone's network).
const toast = deferredToast();
const services = createServices(config, toast.api);
const router = createPlayerRouter(services);
await brandLoaded;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A transition renders in slices that yield to the browser between them, rather than in one task that
// holds input (and the odds socket's messages) until the whole first page is built.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App brand={brand} mode={mode} services={services} router={router} toast={toast} />
    </StrictMode>,
  ),
);
// After the page's first work (its observers read the entries the browser buffered meanwhile).
const startVitals = () => setTimeout(() => startWebVitals(`${config.main}/web-vitals`));
if (document.readyState === 'complete') startVitals();
else addEventListener('load', startVitals, { once: true });
