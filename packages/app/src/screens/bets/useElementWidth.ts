import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element the returned ref is put on, kept up to date. A chart drawn to its true width
 * keeps its labels at their type size on a phone, where one scaled down from a desktop's viewBox shrank
 * them past reading. Measured before the first paint, so no frame shows the `initial` width's drawing.
 */
export function useElementWidth<T extends HTMLElement>(initial: number) {
  const element = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setWidth(target.clientWidth || initial);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [initial]);
  return [element, width] as const;
}
