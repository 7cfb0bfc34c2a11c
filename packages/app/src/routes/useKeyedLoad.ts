import { useEffect, useState } from 'react';
import { ApiError } from '../api/api.ts';
import type { ReportStatus } from '../screens/reports/ReportFrame.tsx';
import { useServices } from '../services.ts';

interface Loaded<T> {
  /** The query this answer is for: while it differs from the current one, the data is loading. */
  readonly key: string | null;
  readonly value: T | null;
  readonly error?: string;
}

/**
 * Data for a query named by `key`, fetched again whenever the key changes (`load` changes with it). A
 * failure keeps the last data shown and toasts the server's message at the top centre (spec 8); an answer
 * to a query no longer current is dropped.
 */
export function useKeyedLoad<T>(key: string, load: () => Promise<T>) {
  const { toast } = useServices();
  const [state, setState] = useState<Loaded<T>>({ key: null, value: null });

  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ key, value }),
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof ApiError ? error.message : String(error);
        toast.error(message);
        setState((previous) => ({ ...previous, key, error: message }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, load, toast]);

  const status: ReportStatus = state.key !== key ? 'loading' : state.error ? 'error' : 'ready';
  return { status, value: state.value, error: state.error };
}
