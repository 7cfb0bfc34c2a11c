import { plainHttpFor, safeUrl } from '@exchange/domain';

/**
 * An image URL taken from data as a widget shows it, or undefined when its scheme is not safe (ASVS 1.2.2,
 * the domain's safeUrl for an `<img>`): https, a path of the page's origin, an inline picture or an object
 * URL. Plain http to this machine only while the page is on it too, or to the page's own host while the
 * page is plain http itself: the demo (`npm start`), whose built-in provider serves its art on port 3002 of
 * the machine the page came from.
 */
export function shownImage(url: string): string | undefined {
  const page = typeof location === 'undefined' ? { protocol: 'https:', hostname: '' } : location;
  return safeUrl(url, { image: true, ...plainHttpFor(page) });
}
