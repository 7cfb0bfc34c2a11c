import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { firstPages } from './src/routes/firstPages.ts';
import { escapeRegExp, pathPattern } from './src/routes/pathPattern.ts';

/**
 * What every page needs beside the entry, which the entry imports only once it has run (main.tsx): linked in
 * index.html, so it downloads beside the entry.
 */
export const everyPage = ['render.tsx'] as const;

/** What one first page preloads: its modules' chunks and stylesheets, all built files. */
export interface PagePreloads {
  /** Regular expression sources, tested against `location.pathname`. */
  readonly patterns: readonly string[];
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The script that writes, while the page is parsed, preloads of the first page's chunks and stylesheets.
 * The app's own code asks for them only once the entry has downloaded and run: on a phone that is a
 * second and more in which the connection could have been bringing them.
 */
export function routePreloadsScript(pages: readonly PagePreloads[]): string {
  return `(function(){var r=${JSON.stringify(pages)},p=location.pathname;for(var i=0;i<r.length;i++){if(r[i].patterns.some(function(s){return new RegExp(s).test(p)})){document.write(r[i].scripts.map(function(f){return '<link rel="modulepreload" crossorigin href="'+f+'">'}).join("")+r[i].styles.map(function(f){return '<link rel="preload" as="style" crossorigin href="'+f+'">'}).join(""));return}}})()`;
}

/** The chunk a dynamic import of `module` loads: its facade when it has one, else the chunk that holds it. */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const suffix = new RegExp(`[\\\\/]src[\\\\/]${escapeRegExp(module).replace('/', '[\\\\/]')}$`);
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const found =
    chunks.find((chunk) => chunk.facadeModuleId && suffix.test(chunk.facadeModuleId)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => suffix.test(id)));
  if (!found)
    throw new Error(`the build has no chunk for ${module}, a first page's module (routePreloads.ts)`);
  return found;
}

/** A first page's chunks (with the chunks they import) and their stylesheets, less what the page links already. */
function preloadsOf(
  bundle: OutputBundle,
  modules: readonly string[],
  linked: string,
): Omit<PagePreloads, 'patterns'> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const module of modules) visit(chunkOf(bundle, module));
  const unlinked = (file: string) => !linked.includes(`/${file}"`);
  return {
    scripts: [...scripts].filter(unlinked).map((file) => `/${file}`),
    styles: [...styles].filter(unlinked).map((file) => `/${file}`),
  };
}

/** Puts routePreloadsScript into the built index.html (after brandStyles, which adds the first script). */
export function routePreloads(): Plugin {
  return {
    name: 'exchange:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const bundle = context.bundle;
        const always = preloadsOf(bundle, everyPage, html);
        const links = [
          ...always.styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
          ...always.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
        ];
        const linked = html + links.join('');
        const pages = firstPages.map((page) => ({
          patterns: page.paths.map(pathPattern),
          ...preloadsOf(bundle, page.modules, linked),
        }));
        // First among the page's scripts: an inline script after a stylesheet link (the brand's, written by
        // brandStyles' script) waits for that stylesheet to load before it runs.
        const firstScript = html.indexOf('<script');
        if (firstScript < 0) throw new Error('index.html has no script to put the preloads before');
        if (!html.includes('</head>')) throw new Error('index.html has no </head> to put the links before');
        const withLinks = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        return `${withLinks.slice(0, firstScript)}<script>${routePreloadsScript(pages)}</script>\n    ${withLinks.slice(firstScript)}`;
      },
    },
  };
}
