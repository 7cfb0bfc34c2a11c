import { useEffect, useState } from 'react';

/**
 * How long after a frame's paint it is surely on screen: Chromium shows a frame tens of milliseconds after
 * painting it (11 to 37 ms measured for the odds page), and Lighthouse's graph of a page's largest paint
 * keeps every request that ended before that paint was shown.
 */
const shownLagMs = 150;

/**
 * Resolves once the page has shown what was rendered before the call: a task queued from the animation
 * callback of the frame after the next runs once the next is painted (a browser starts a frame only when
 * the one before has been handed to the display), and `shownLagMs` later it is on screen. For what a page
 * does not show at first (its sockets, its toasts, its dialogs): their requests then go after everything
 * the page was waiting on, not beside it. Outside a browser (tests in Node), after `shownLagMs`.
 */
export function afterPageShown(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, shownLagMs);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => requestAnimationFrame(later));
    else later();
  });
}

/** False until the page has shown its first render (afterPageShown), then true. */
export function usePageShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let current = true;
    void afterPageShown().then(() => current && setShown(true));
    return () => {
      current = false;
    };
  }, []);
  return shown;
}
