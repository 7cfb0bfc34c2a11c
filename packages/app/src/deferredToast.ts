import type { ToastApi, ToastOptions } from '@exchange/design-system';

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
