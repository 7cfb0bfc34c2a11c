import { resolveBrand, type BrandName } from '@exchange/design-system';
import { pageTitle } from '@exchange/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { warmBrandFonts } from './brandFonts.ts';
import { apiConfig } from './config.ts';
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

await brandStyles[brand]();
warmBrandFonts();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App brand={brand} mode={mode} config={config} />
  </StrictMode>,
);
startWebVitals(`${config.main}/web-vitals`);
