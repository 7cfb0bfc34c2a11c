/**
 * Lights moved price cells and puts them out again, with one timer for every cell on the page.
 *
 * A flash is two attributes on the cell, not a CSS or Web Animation: a board of hundreds of moving prices
 * cannot afford an animation per cell (each one costs style work when it starts and on every frame while
 * it runs), while a lit cell costs one style change on and one off. The cell's CSS paints `data-flash` in
 * the colour of `data-direction` (or, under reduced motion, only keeps a still hint of the direction).
 */

export type PriceMove = 'up' | 'down';

/** Lit cells and when they lit, oldest first: a Map keeps insertion order, and a relit cell moves last. */
const lit = new Map<Element, number>();
let sweepTimer: ReturnType<typeof setTimeout> | undefined;

/** `var(--name)` (a vanilla-extract token reference) -> `--name`. */
function propertyOf(reference: string): string {
  return /^var\((--[^,)\s]+)/.exec(reference)?.[1] ?? reference;
}

/** The flash token as the cell's theme sets it ('600ms', '0.6s'), in milliseconds. */
function durationMs(element: Element, property: string): number {
  const value = getComputedStyle(element).getPropertyValue(property).trim();
  const amount = Number.parseFloat(value);
  if (Number.isNaN(amount)) return 0;
  return value.endsWith('ms') ? amount : amount * 1000;
}

/**
 * Puts out the cells whose time is up and waits for the next one. The duration is read once while cells
 * stay lit: a page's cells share it (motion is one of the scales every brand shares), and reading it per
 * sweep would wait for the style of cells lit since.
 */
function sweep(property: string, known?: number) {
  sweepTimer = undefined;
  let lastsMs = known;
  const now = performance.now();
  for (const [element, litAt] of lit) {
    // A cell React has since replaced (its price went blank) has no flash left to put out.
    if (element.isConnected) {
      lastsMs ??= durationMs(element, property);
      if (litAt + lastsMs > now) {
        sweepTimer = setTimeout(sweep, litAt + lastsMs - now, property, lastsMs);
        return;
      }
      element.removeAttribute('data-flash');
    }
    lit.delete(element);
  }
}

/**
 * Marks `element` as moved `direction` and lights it for the duration of the `duration` token (a CSS
 * variable reference); lighting a lit cell again restarts its time.
 */
export function flashCell(element: Element, direction: PriceMove, duration: string): void {
  element.setAttribute('data-direction', direction);
  element.setAttribute('data-flash', '');
  lit.delete(element);
  lit.set(element, performance.now());
  // The first sweep reads the duration; later ones come when the next cell is due.
  sweepTimer ??= setTimeout(sweep, 0, propertyOf(duration));
}
