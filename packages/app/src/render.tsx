import type { BrandName, ColorMode } from '@exchange/design-system';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { App } from './App.tsx';
import type { DeferredToast } from './deferredToast.ts';
import type { Services } from './services.ts';

export interface RenderOptions {
  brand: BrandName;
  mode: ColorMode;
  services: Services;
  router: ReturnType<typeof createBrowserRouter>;
  toast: DeferredToast;
}

/** Renders the app into `root`: React DOM and the app's frame, a module of their own (see main.tsx). */
export function renderApp(root: HTMLElement, options: RenderOptions) {
  // A transition renders in slices that yield to the browser between them, rather than in one task that
  // holds input (and the odds socket's messages) until the whole first page is built.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App {...options} />
      </StrictMode>,
    ),
  );
}
