/** What a player sees of a price covered by SUSPENDED (or BALL RUNNING), for a test to assert on. */
export interface PriceCover {
  /** The element a click at the price's middle reaches: the cover, when the price is covered. */
  readonly onTop: Element | null;
  /** The cover's own colour hides what is under it (no price shows through). */
  readonly opaque: boolean;
  /** The cover's word fits inside it (it does not spill over the prices beside it). */
  readonly fits: boolean;
}

const alphaOf = (colour: string) => Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(colour)?.[1] ?? 1);

/**
 * Reads `cover` over `price`. The price is scrolled into view first: `elementFromPoint` sees only the
 * viewport, and a story's lower rows may sit below the fold of a small test frame (a red run on CI).
 */
export function coverOver(price: Element, cover: HTMLElement): PriceCover {
  price.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const box = price.getBoundingClientRect();
  const coverBox = cover.getBoundingClientRect();
  const text = document.createRange();
  text.selectNodeContents(cover);
  const textBox = text.getBoundingClientRect();
  return {
    onTop: document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
    opaque: alphaOf(getComputedStyle(cover).backgroundColor) === 1,
    fits: textBox.left >= coverBox.left - 0.5 && textBox.right <= coverBox.right + 0.5,
  };
}
