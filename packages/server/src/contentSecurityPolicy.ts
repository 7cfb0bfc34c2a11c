import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { resolve, sep } from 'node:path';
import { asReachedFrom, siteHostnameOf } from './casinoProviders/reachedFrom.ts';
import { referencePrefix } from './reference/page.ts';

/**
 * The Content-Security-Policy of every answer (issue 14, item 9). Scripts run only from our origin or, for
 * the inline ones the builds write into their pages (the app's brand, preload and loading-screen scripts;
 * Storybook's configuration), by their sha256 hash, read from the built page served: no 'unsafe-inline'.
 * The app may not be framed (partners embed widgets as a script on their own page, not our pages);
 * Storybook's manager frames its own iframe.html, so /storybook/ may be framed by our origin only.
 */

export interface InlineHashes {
  scripts: string[];
}

const inlineScript = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP sources of a built page's inline scripts (their text between the tags, as browsers hash it). */
export function inlineHashes(html: string): InlineHashes {
  return {
    scripts: [...html.matchAll(inlineScript)].map(([, body = '']) => hashOf(body)),
  };
}

const none: InlineHashes = { scripts: [] };
const cache = new Map<string, { version: string; hashes: InlineHashes }>();

/**
 * The inline hashes of the HTML file at `path`, read again only when it changes (a rebuild while the
 * server runs is served at once, so its hashes must follow); none when there is no such file.
 */
export function fileHashes(path: string): InlineHashes {
  try {
    const { mtimeMs, size } = statSync(path);
    const version = `${mtimeMs}:${size}`;
    const known = cache.get(path);
    if (known?.version === version) return known.hashes;
    const hashes = inlineHashes(readFileSync(path, 'utf8'));
    cache.set(path, { version, hashes });
    return hashes;
  } catch {
    return none;
  }
}

const storybookPrefix = '/storybook/';

/** The built HTML page a request under /storybook/ is answered with, if any. */
function storybookPage(storybookDir: string, url: string): string | undefined {
  const pathname = new URL(url, 'http://host').pathname;
  const relative = pathname.slice(storybookPrefix.length) || 'index.html';
  if (!relative.endsWith('.html')) return undefined;
  const root = resolve(storybookDir);
  const file = resolve(root, decodeURIComponent(relative));
  return file.startsWith(`${root}${sep}`) ? file : undefined;
}

export interface SiteDirs {
  appDir: string | undefined;
  storybookDir: string | undefined;
}

type Directive = string | ((request: IncomingMessage) => string);

/** helmet's `contentSecurityPolicy` option: one policy, its hashes and framing chosen per request. */
export function contentSecurityPolicy(
  dirs: SiteDirs,
  /**
   * The configured casino providers' origins (issue 19): their games open in the frame and their art
   * shows on the tiles even when served over plain http (the built-in provider on localhost), each as the
   * page's request reaches it (one on this machine by the page's host name: asReachedFrom).
   */
  providerOrigins: readonly string[] = [],
): {
  useDefaults: false;
  directives: Record<string, Directive[]>;
} {
  const isStorybook = (request: IncomingMessage) => (request.url ?? '').startsWith(storybookPrefix);
  const providers = (request: IncomingMessage) => {
    const site = siteHostnameOf(request.headers.host);
    return providerOrigins.map((origin) => new URL(asReachedFrom(origin, site)).origin).join(' ');
  };
  const hashesFor = (request: IncomingMessage): InlineHashes => {
    // Only GET and HEAD are ever answered with a page: any other answer runs no script at all.
    if (request.method !== 'GET' && request.method !== 'HEAD') return none;
    if (isStorybook(request)) {
      const page = dirs.storybookDir && storybookPage(dirs.storybookDir, request.url ?? '');
      return page ? fileHashes(page) : none;
    }
    // The API reference (reference/page.ts) runs no inline script: its own, from our origin, only.
    if ((request.url ?? '').startsWith(referencePrefix)) return none;
    // Every other path that answers HTML answers the app's page (staticSite.ts).
    return dirs.appDir ? fileHashes(resolve(dirs.appDir, 'index.html')) : none;
  };
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (request) => hashesFor(request).scripts.join(' ')],
      // Inline styles, not scripts: style elements are set at run time with no fixed text to hash, by
      // Storybook's manager and by the app's dialogs (Radix's scroll lock adds one when a dialog opens; a
      // hash-only policy blocked it after sign-in, in Chromium). A style cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Casino tiles and lottery cards show the providers' images; uploads preview as blob: URLs.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', providers],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers the same origin's ws: and wss: (CSP Level 3), which socket.io upgrades to.
      connectSrc: ["'self'"],
      // The casino game is the provider's page in a frame.
      frameSrc: ["'self'", 'https:', providers],
      objectSrc: ["'none'"],
      // No page of ours sets a base URL (Storybook's preview has `<base target="_parent">`, a target and no
      // href, which base-uri does not govern): 'none' leaves injected markup no way to re-point relative URLs.
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: [(request) => (isStorybook(request) ? "'self'" : "'none'")],
    },
  };
}
