/** The letter every Latin text face draws: a face whose range holds it is one the page's text will use. */
const latinCapitalA = 0x41;

/** Whether a CSS `unicode-range` ("U+0-FF, U+131, U+4??") includes Latin capital A. */
export function coversLatinText(unicodeRange: string): boolean {
  return unicodeRange.split(',').some((part) => {
    const [start = '', end = start] = part.trim().replace(/^U\+/i, '').split('-');
    const low = Number.parseInt(start.replace(/\?/g, '0'), 16);
    const high = Number.parseInt((end || start).replace(/\?/g, 'F'), 16);
    return low <= latinCapitalA && latinCapitalA <= high;
  });
}

/** A face's descriptors the browser matches text against, and its Latin range. */
export interface FaceDescriptors {
  readonly family: string;
  readonly weight: string;
  readonly style: string;
  readonly unicodeRange: string;
}

/**
 * The Latin text faces the browser uses, in order: of faces declared alike (family, weight, style), it
 * takes the last one declared (a brand's cut-down Latin face after fontsource's) and fetches only that one.
 */
export function usedLatinFaces<F extends FaceDescriptors>(faces: Iterable<F>): F[] {
  const used = new Map<string, F>();
  for (const face of faces) {
    if (!coversLatinText(face.unicodeRange)) continue;
    const alike = `${face.family}|${face.weight}|${face.style}`;
    used.delete(alike);
    used.set(alike, face);
  }
  return [...used.values()];
}

type FontFaceLike = Pick<FontFace, 'family' | 'weight' | 'style' | 'status' | 'unicodeRange' | 'load'>;

/**
 * Starts downloading the brand's Latin text faces as soon as its stylesheet is in. A browser fetches a web
 * font only when text first uses it, which here comes after the scripts, the route's modules and its first
 * answers from the server; the text then swapped to the brand font and moved (Lighthouse measured a layout
 * shift of 0.25 on the home page). Fetched now, the font is there for the first paint.
 */
export function warmBrandFonts(fonts: Iterable<FontFaceLike> = document.fonts): void {
  for (const face of usedLatinFaces(fonts)) {
    if (face.status === 'unloaded') {
      // A font that fails to load leaves the fallback in place, as it would have anyway.
      face.load().catch(() => undefined);
    }
  }
}
