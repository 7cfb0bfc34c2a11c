import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const href = 'href="/favicon.svg"';

/**
 * Puts the favicon (`svgFile`) into index.html as a data URL. Fetched, the icon held one of the
 * six connections a browser opens to the server while the page's scripts waited for one; it is 300 bytes.
 */
export function inlineFavicon(svgFile: string): Plugin {
  return {
    name: 'exchange:inline-favicon',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(href)) throw new Error(`index.html has no icon link (${href}) to inline`);
        const svg = readFileSync(svgFile, 'utf8').trim();
        return html.replace(href, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
      },
    },
  };
}
