import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ASVS 14.2.3: the player app sends nothing to a third party. Its production build (made by this
 * project's global setup, `npm run build`) names no other origin: no tracker, font or script host, no
 * analytics endpoint (web vitals go to our own /api/web-vitals). Every absolute URL in index.html, the
 * scripts and the stylesheets must be one reviewed below, none of which the page ever requests.
 */

const dist = join(import.meta.dirname, '../../packages/app/dist');

/** XML namespaces (SVG, XLink, MathML, XML): names inside the DOM, never fetched. */
const namespacePrefix = 'http://www.w3.org/';

/**
 * Text the libraries write into error and warning messages, and URLs they only parse: none is requested.
 * A library update that changes one fails the test until it is looked at and listed again.
 */
const reviewedUrls = [
  // React's production error messages link its error decoder.
  'https://react.dev/errors/',
  // React Router: a message's link to its docs, and the base it parses paths against without a window.
  'https://reactrouter.com/en/main/routers/picking-a-router',
  'http://localhost',
  // React Router's message for a browser without URLSearchParams.
  'https://github.com/ungap/url-search-params',
  // date-fns: the link in its message about format tokens.
  'https://github.com/date-fns/date-fns/blob/master/docs/unicodeTokens.md',
  // socket.io-client: the link in its message for a v2 server.
  'https://socket.io/docs/v3/migrating-from-2-x-to-3-0/',
  // ky: a Request it builds, never sends, to learn whether the browser streams bodies (.invalid never resolves).
  'https://empty.invalid',
  // The domain's safeUrl: the base it parses a path against to tell it is our own, never fetched (.invalid).
  'https://own-origin.invalid',
];

/** What the browser loads of the build: the page, its scripts and stylesheets (not compressed copies or maps). */
function servedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return servedFiles(path);
    return /\.(html|js|mjs|css|svg|json|webmanifest)$/.test(entry.name) ? [path] : [];
  });
}

/** Absolute http(s) and ws(s) URLs, also percent-encoded (a data: URI's) or protocol-relative. */
function urlsIn(text: string): string[] {
  const decoded = text.replace(/%[0-9a-f]{2}/gi, (escape) =>
    String.fromCharCode(parseInt(escape.slice(1), 16)),
  );
  const absolute = decoded.match(/\b(?:https?|wss?):\/\/[^\s"'`<>()\\]+/gi) ?? [];
  const protocolRelative = [...decoded.matchAll(/["'`(=]\s*(\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)].map(
    (match) => `https:${match[1] ?? ''}`,
  );
  // A sentence's full stop or comma after a link is not part of it.
  return [...absolute, ...protocolRelative].map((url) => url.replace(/[.,;:]+$/, ''));
}

describe("the player app's production build", () => {
  it('references no third-party origin in index.html, its scripts or its stylesheets', () => {
    const files = servedFiles(dist);
    expect(files.map((file) => relative(dist, file))).toContain('index.html');
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    const unreviewed: string[] = [];
    for (const file of files) {
      for (const url of urlsIn(readFileSync(file, 'utf8'))) {
        if (url.startsWith(namespacePrefix) || reviewedUrls.includes(url)) continue;
        unreviewed.push(`${relative(dist, file)}: ${url}`);
      }
    }
    expect(unreviewed).toEqual([]);
  });

  it('finds a third-party URL wherever a build could carry one (so the check above can fail)', () => {
    expect(urlsIn('<script src="https://cdn.example.com/tag.js"></script>')).toEqual([
      'https://cdn.example.com/tag.js',
    ]);
    expect(urlsIn('fetch(`https://collect.example.net/v1?id=1`)')).toEqual([
      'https://collect.example.net/v1?id=1',
    ]);
    expect(urlsIn('<link href="//fonts.example.org/css">')).toEqual(['https://fonts.example.org']);
    expect(
      urlsIn('url(data:image/svg+xml,%3Cimage href=%22https%3A%2F%2Fpixel.example.com%2Fp.gif%22)'),
    ).toEqual(['https://pixel.example.com/p.gif']);
    expect(urlsIn('new WebSocket("wss://socket.example.com/live")')).toEqual([
      'wss://socket.example.com/live',
    ]);
  });
});
