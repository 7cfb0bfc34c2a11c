import { ToastProvider, useToast } from '@exchange/design-system';
import { toastDurationMs } from '@exchange/domain';
import { useLayoutEffect } from 'react';
import type { DeferredToast } from './deferredToast.ts';

function ToastBridge({ toast }: { toast: DeferredToast }) {
  const api = useToast();
  useLayoutEffect(() => toast.attach(api), [toast, api]);
  return null;
}

/**
 * The app's toasts (spec 8): the stack the deferred toast API shows into once this has rendered. A module
 * of its own, loaded as the app starts rather than in its initial JavaScript (App.tsx).
 */
export function Toasts({ toast }: { toast: DeferredToast }) {
  return (
    <ToastProvider duration={toastDurationMs}>
      <ToastBridge toast={toast} />
    </ToastProvider>
  );
}
