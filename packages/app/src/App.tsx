import {
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

/** The player app: the host's brand, toasts at the top centre (spec 8), the routes. */
export function App({ brand, mode, services, router, toast }: AppProps) {
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
