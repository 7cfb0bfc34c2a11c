import { useEffect, useImperativeHandle, useRef, useState, type ForwardedRef } from 'react';

/**
 * Whether the browser is skipping the element's content because it is far from the screen (the market
 * frames' `content-visibility: auto` says when, by an event). A live market stops re-rendering its prices
 * there, where nobody sees them, and catches up as it comes near the screen or takes focus. Never true
 * where the browser does not say, or while `enabled` is false. Returns the ref to put on the element,
 * which also fills `forwardedRef`.
 */
export function useOffScreen<T extends HTMLElement>(forwardedRef: ForwardedRef<T>, enabled: boolean) {
  const element = useRef<T>(null);
  // The host's ref gets the same element (null before mount, as any ref).
  useImperativeHandle<T | null, T | null>(forwardedRef, () => element.current, []);
  const [skipped, setSkipped] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target) return;
    const onChange = (event: Event) => {
      if (event instanceof ContentVisibilityAutoStateChangeEvent) setSkipped(event.skipped);
    };
    target.addEventListener('contentvisibilityautostatechange', onChange);
    return () => target.removeEventListener('contentvisibilityautostatechange', onChange);
  }, [enabled]);
  return [element, enabled && skipped] as const;
}
