import {
  brands,
  ThemeProvider,
  ToastProvider,
  useToast,
  type BrandName,
  type ColorMode,
} from '@exchange/design-system';
import { toastDurationMs } from '@exchange/domain';
import { Provider as StateProvider } from 'jotai';
import { useLayoutEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { DeferredToast } from './deferredToast.ts';
import { ServicesContext, type Services } from './services.ts';
import * as styles from './App.css.ts';

function ToastBridge({ toast }: { toast: DeferredToast }) {
  const api = useToast();
  useLayoutEffect(() => toast.attach(api), [toast, api]);
  return null;
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
      <ToastProvider duration={toastDurationMs}>
        <ToastBridge toast={toast} />
        <ServicesContext.Provider value={services}>
          <StateProvider store={services.store}>
            <RouterProvider router={router} />
          </StateProvider>
        </ServicesContext.Provider>
      </ToastProvider>
    </ThemeProvider>
  );
}
