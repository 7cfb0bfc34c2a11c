// Imports nothing: the build's configuration loads it (routePreloads.ts, firstReadsScript.ts).

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A router path (`/match/:sportId/:status?`) as a regular expression source for a pathname, as the
 * router matches it, with a named group per parameter (what index.html's scripts read them by).
 */
export function pathPattern(path: string): string {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      const group = `/(?<${segment.slice(1).replace(/\?$/, '')}>[^/]+)`;
      return segment.endsWith('?') ? `(?:${group})?` : group;
    })
    .join('');
  return `^${body}/?$`;
}
