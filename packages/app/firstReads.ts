import type { Plugin } from 'vite';
// Relative: Vite's config loader bundles the domain's source (the package's exports name its build).
import { contract } from '../domain/src/contract/index.ts';
import { firstPageReads, firstReadsScript } from './src/routes/firstReadsScript.ts';

/**
 * Puts firstReadsScript into the built index.html, last in its head: the page's own scripts and
 * stylesheets are asked for first, and the calls take the connections they free.
 */
export function firstReads(): Plugin {
  let env: Record<string, string | boolean | undefined> = {};
  return {
    name: 'exchange:first-reads',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes('</head>'))
          throw new Error('index.html has no </head> to put the first reads before');
        return html.replace(
          '</head>',
          `  <script>${firstReadsScript(firstPageReads(env, contract))}</script>\n  </head>`,
        );
      },
    },
  };
}
