import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { twoColumnsMinWidth } from './sports.css.ts';

/**
 * Whether the odds layout (`oddsPage`, `oddsLayout`) is stacked in one column, as on a phone: then the
 * slip beside the markets would sit below all of them, and a page opens it under the tapped runner instead.
 * The page is measured, not the window, as the layout's own container query does (the shell's menu takes
 * some of a wide window). Returns the ref to put on the `oddsPage` element.
 *
 * Read without forcing a layout: a width read in a layout effect made the browser lay the whole new page out
 * inside React's commit (on the phone Lighthouse simulates, the casino table's first commit grew by 70 ms,
 * one long task, with the frame's own layout still to come). A ResizeObserver reports in the frame's layout
 * step, after layout and before paint, and a change re-renders there (flushSync), so no frame paints the
 * other placement. Until then the window stands in, never narrower than the page: right on every phone.
 */
export function useOneColumn<T extends HTMLElement>() {
  const page = useRef<T>(null);
  const [oneColumn, setOneColumn] = useState(() => window.innerWidth < twoColumnsMinWidth);
  // What the page shows: the state changes only in the observer below, which keeps this beside it.
  const shown = useRef(oneColumn);
  useLayoutEffect(() => {
    const element = page.current;
    if (!element) return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      const measured = element.clientWidth < twoColumnsMinWidth;
      if (measured === shown.current) return;
      shown.current = measured;
      // The other placement changes the page's height in this frame's layout. Still observed, that change
      // would be one the browser cannot report in this frame, which it signals as an error ("ResizeObserver
      // loop completed with undelivered notifications"): watched again from the next frame, whose first
      // report is the page's size then.
      observer.unobserve(element);
      flushSync(() => setOneColumn(measured));
      frame = requestAnimationFrame(() => observer.observe(element));
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return [page, oneColumn] as const;
}
