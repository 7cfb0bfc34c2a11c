import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that never changes identity but always calls the latest `handler`: memoised price cells
 * keep their props equal while the host passes a fresh callback on every render.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
