import { brands, ThemeProvider, type BrandName, type ColorMode } from '@exchange/design-system';
import { Provider as StateProvider } from 'jotai';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { DeferredToast } from './deferredToast.ts';
import { usePageShown } from './schedule/afterPageShown.ts';
import { ServicesContext, type Services } from './services.ts';
import * as styles from './App.css.ts';

/**
 * The toasts' stack (Radix's toast and dismissable layer, the overlays' chunk) was a tenth of the app's
 * initial JavaScript (budget 150 kB, scripts/lib/sizeBudgets.mjs), then of the first page's preloads. No
 * page shows a toast as it opens: the stack loads once the first page is on screen, and a toast asked for
 * before it is in waits (deferredToast.ts).
 */
const Toasts = lazy(async () => ({ default: (await import('./Toasts.tsx')).Toasts }));

/** The toasts, mounted once the page is on screen: a component of its own, so the app does not re-render. */
function ToastsOncePageShown({ toast }: { toast: DeferredToast }) {
  const pageShown = usePageShown();
  return (
    pageShown && (
      <Suspense fallback={null}>
        <Toasts toast={toast} />
      </Suspense>
    )
  );
}

export interface AppProps {
  brand: BrandName;
  mode: ColorMode;
  services: Services;
  router: ReturnType<typeof createBrowserRouter>;
  toast: DeferredToast;
}

/**
 * The player app: the host's brand (its name the tab's title), toasts at the top centre under the header
 * (spec 8; at the bottom on a phone, clear of the balance), the routes.
 */
export function App({ brand, mode, services, router, toast }: AppProps) {
  // The tab reads as the site does (Royal Exchange), not as its host name: the app has no page titles.
  useLayoutEffect(() => {
    document.title = brands[brand].displayName;
  }, [brand]);
  return (
    <ThemeProvider brand={brand} mode={mode} className={styles.app}>
      <ServicesContext.Provider value={services}>
        <StateProvider store={services.store}>
          <RouterProvider router={router} />
        </StateProvider>
      </ServicesContext.Provider>
      <ToastsOncePageShown toast={toast} />
    </ThemeProvider>
  );
}
