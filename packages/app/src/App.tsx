import {
  ThemeProvider,
  ToastProvider,
  useToast,
  type BrandName,
  type ColorMode,
  type ToastApi,
  type ToastOptions,
} from '@exchange/design-system';
import { toastDurationMs } from '@exchange/domain';
import { Provider as StateProvider } from 'jotai';
import { useLayoutEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ServicesContext, type Services } from './services.ts';
import * as styles from './App.css.ts';

/**
 * A toast API usable before the app renders: the services (and the router's first loaders, which run
 * while the brand's stylesheet is still loading) are created first, so a toast asked for then waits for
 * the provider.
 */
export interface DeferredToast {
  readonly api: ToastApi;
  attach(target: ToastApi): void;
}

export function deferredToast(): DeferredToast {
  let target: ToastApi | null = null;
  let queue: ToastOptions[] = [];
  let count = 0;
  const show = (options: ToastOptions) => {
    if (target) return target.show(options);
    count += 1;
    const id = options.id ?? `early-toast-${count}`;
    queue.push({ ...options, id });
    return id;
  };
  const withTone =
    (tone: NonNullable<ToastOptions['tone']>) =>
    (title: ToastOptions['title'], options?: Omit<ToastOptions, 'title' | 'tone'>) =>
      show({ ...options, title, tone });
  return {
    api: {
      show,
      success: withTone('success'),
      error: withTone('error'),
      info: withTone('info'),
      dismiss: (id) => {
        if (target) target.dismiss(id);
        else queue = id === undefined ? [] : queue.filter((options) => options.id !== id);
      },
    },
    attach(next) {
      target = next;
      for (const options of queue) next.show(options);
      queue = [];
    },
  };
}

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
