import {
  ThemeProvider,
  ToastProvider,
  useToast,
  type BrandName,
  type ColorMode,
} from '@exchange/design-system';
import { toastDurationMs } from '@exchange/domain';
import { Provider as StateProvider } from 'jotai';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { ApiConfig } from './config.ts';
import { createPlayerRouter } from './router.tsx';
import { createServices, ServicesContext } from './services.ts';
import * as styles from './App.css.ts';

function Routed({ config }: { config: ApiConfig }) {
  const toast = useToast();
  // Once per page: the services and router hold the session, the state and the sockets' callbacks.
  const [services] = useState(() => createServices(config, toast));
  const [router] = useState(() => createPlayerRouter(services));
  return (
    <ServicesContext.Provider value={services}>
      <StateProvider store={services.store}>
        <RouterProvider router={router} />
      </StateProvider>
    </ServicesContext.Provider>
  );
}

/** The player app: the host's brand, toasts at the top centre (spec 8), the routes. */
export function App({ brand, mode, config }: { brand: BrandName; mode: ColorMode; config: ApiConfig }) {
  return (
    <ThemeProvider brand={brand} mode={mode} className={styles.app}>
      <ToastProvider duration={toastDurationMs}>
        <Routed config={config} />
      </ToastProvider>
    </ThemeProvider>
  );
}
