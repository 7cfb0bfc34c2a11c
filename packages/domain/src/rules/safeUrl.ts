/**
 * The WHATWG URL parser of every browser and of Node. The domain's lib (ES2023, no DOM) does not declare
 * it; parsing as the browser will is the point: `java\tscript:` and ` javascript:` are `javascript:` there.
 */
declare const URL: new (
  url: string,
  base: string,
) => {
  protocol: string;
  hostname: string;
  origin: string;
  href: string;
  pathname: string;
  search: string;
  hash: string;
};

/** A stand-in for the page's own origin: a `.invalid` host (RFC 2606) no URL from outside can name. */
const ownOrigin = 'https://own-origin.invalid';

/** The names of this machine: an http address on one is the built-in provider beside a development server. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a host name is this machine (`localhost`, `127.0.0.1`, `[::1]`). */
export const isLoopbackHost = (hostname: string) => loopbackHosts.has(hostname.toLowerCase());

/** Images a browser decodes as pictures only: an `<img>` of one runs no script, an SVG one included. */
const inlineImage = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

export interface SafeUrlOptions {
  /**
   * For an `<img>`: a picture the page holds itself is safe too, an inline image (`data:image/png`, ...)
   * or an object URL (`blob:`) the page made. Never for a link or a frame, where either is a document.
   */
  image?: boolean;
  /**
   * Plain http to this machine (`http://localhost:3002`) too: the built-in casino provider runs so beside
   * a development server and the tests. Never in production, where it would be the player's own machine.
   */
  loopbackHttp?: boolean;
  /**
   * Plain http to this host too: the page's own host, when the page itself came over plain http (the demo
   * opened from another machine, whose built-in provider is on another port of that machine). The page
   * and all it sends are in the clear already; production's pages are https, so never there.
   */
  httpHost?: string;
}

/**
 * What plain http a page may use (SafeUrlOptions): to this machine while the page is on it, and to the
 * page's own host while the page came over plain http.
 */
export function plainHttpFor(page: { readonly protocol: string; readonly hostname: string }): SafeUrlOptions {
  return {
    loopbackHttp: isLoopbackHost(page.hostname),
    ...(page.protocol === 'http:' && page.hostname !== '' && { httpHost: page.hostname.toLowerCase() }),
  };
}

/**
 * ASVS 1.2.2: a URL taken from data (a provider's game art or launch URL, an image address the server
 * gave) as the page may use it, or undefined when its scheme is not safe. Safe is `https:`, or a path of
 * the page's own origin (`/img/x.png`; `//host` and `/\host` are other hosts); `javascript:`, `data:`,
 * `vbscript:`, plain `http:` and anything unparsable are not. The URL comes back as the browser reads it.
 */
export function safeUrl(url: string | null | undefined, options: SafeUrlOptions = {}): string | undefined {
  if (url === null || url === undefined) return undefined;
  let parsed;
  try {
    parsed = new URL(url, `${ownOrigin}/`);
  } catch {
    return undefined;
  }
  const input = asTheParserReadsIt(url);
  if (parsed.origin === ownOrigin) {
    // Only a path from the root: `x.png`, `?a` and `#b` depend on the page they are used on.
    return input.startsWith('/') ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined;
  }
  // Another host only with its scheme written out: `//host` takes the page's, plain http on the demo.
  if (!input.toLowerCase().startsWith(parsed.protocol)) return undefined;
  if (parsed.protocol === 'https:') return parsed.href;
  if (options.loopbackHttp && parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) {
    return parsed.href;
  }
  if (options.httpHost && parsed.protocol === 'http:' && parsed.hostname === options.httpHost)
    return parsed.href;
  if (options.image && (parsed.protocol === 'blob:' || inlineImage.test(parsed.href))) return parsed.href;
  return undefined;
}

/**
 * The input as the URL parser starts on it: leading and trailing C0 controls and spaces dropped, tabs
 * and newlines removed wherever they are (WHATWG URL, "basic URL parser").
 */
function asTheParserReadsIt(url: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what the parser drops
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}
