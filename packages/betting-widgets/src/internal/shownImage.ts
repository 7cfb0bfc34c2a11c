import { isLoopbackHost, safeUrl } from '@exchange/domain';

/**
 * An image URL taken from data as a widget shows it, or undefined when its scheme is not safe (ASVS 1.2.2,
 * the domain's safeUrl for an `<img>`): https, a path of the page's origin, an inline picture or an object
 * URL. Plain http to this machine only while the page is on it too: the demo (`npm start`), whose built-in
 * provider serves its art at http://localhost:3002.
 */
export function shownImage(url: string): string | undefined {
  const pageHost = typeof location === 'undefined' ? '' : location.hostname;
  return safeUrl(url, { image: true, loopbackHttp: isLoopbackHost(pageHost) });
}
