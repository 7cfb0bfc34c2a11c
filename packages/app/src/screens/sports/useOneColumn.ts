import { useLayoutEffect, useRef, useState } from 'react';
import { twoColumnsMinWidth } from './sports.css.ts';

/**
 * Whether the odds layout (`oddsPage`, `oddsLayout`) is stacked in one column, as on a phone: then the
 * slip beside the markets would sit below all of them, and a page opens it under the tapped runner instead.
 * The page is measured, not the window, as the layout's own container query does (the shell's menu takes
 * some of a wide window). Returns the ref to put on the `oddsPage` element.
 */
export function useOneColumn<T extends HTMLElement>() {
  const page = useRef<T>(null);
  const [oneColumn, setOneColumn] = useState(false);
  // Measured before the first paint, so a phone never draws the two-column placement first.
  useLayoutEffect(() => {
    const element = page.current;
    if (!element) return;
    const measure = () => setOneColumn(element.clientWidth < twoColumnsMinWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [page, oneColumn] as const;
}
