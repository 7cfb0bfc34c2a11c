import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { loadingShells, modePlaceholder } from './loadingShell.tsx';
import { loadingClasses } from './src/screens/shell/loadingClasses.ts';
import { coversLatinText } from './src/brandFonts.ts';

/** What a brand's first paint needs: its stylesheet and the Latin faces of its font. */
export interface BrandAssets {
  readonly stylesheet: string;
  readonly fonts: readonly string[];
}

const brandModule = /design-system[\\/]src[\\/]brands[\\/](\w+)\.ts$/;

/** The files (woff2) of a stylesheet's Latin faces: the ones the page's text uses. */
export function latinFonts(css: string): string[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, face = '']) => {
    const range = /unicode-range:\s*([^;]+)/.exec(face)?.[1];
    const file = /url\(["']?(\/[^)"']+\.woff2)["']?\)/.exec(face)?.[1];
    return range && file && coversLatinText(range) ? [file] : [];
  });
}

/**
 * A script's expression for the host's entry of `table` (a variable of that script), as the design
 * system's resolveBrand picks it: the first label of the host name; IP addresses and unknown labels get
 * the default.
 */
function hostBrandEntry(table: string): string {
  return `(function(h){var l=/^\\[|^[\\d.]+$/.test(h)?"":h.split(".")[0];return Object.prototype.hasOwnProperty.call(${table},l)?${table}[l]:${table}["default"]})(location.hostname.toLowerCase())`;
}

/**
 * The script that adds, while the page is parsed, the host's brand stylesheet and a preload of its fonts.
 * Written into the page by the parser, the stylesheet blocks the first paint like the app's own and loads
 * beside the scripts, not after them.
 */
export function brandStylesScript(brands: Readonly<Record<string, BrandAssets>>): string {
  return `(function(){var b=${JSON.stringify(brands)},a=${hostBrandEntry('b')};document.write('<link rel="stylesheet" href="'+a.stylesheet+'">'+a.fonts.map(function(f){return '<link rel="preload" as="font" type="font/woff2" crossorigin href="'+f+'">'}).join(""))})()`;
}

/**
 * The script that writes the host's brand's loading screen (loadingShell.tsx) into the page, in the
 * reader's colour mode as main.tsx picks it: the brand shows at the first paint rather than once the
 * entry has downloaded and run, and the app's first render replaces it with the same screen.
 */
export function loadingShellScript(shells: Readonly<Record<string, string>>): string {
  return `(function(){var s=${JSON.stringify(shells)},m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.write(${hostBrandEntry('s')}.split(${JSON.stringify(modePlaceholder)}).join(m))})()`;
}

/** The brands' stylesheets of the build: a brand module is CSS only, so its chunk is gone and its CSS remains. */
function brandAssetsOf(bundle: OutputBundle): Record<string, BrandAssets> {
  const brands: Record<string, BrandAssets> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
    const name = output.originalFileNames.map((source) => brandModule.exec(source)?.[1]).find(Boolean);
    if (name) brands[name] = { stylesheet: `/${output.fileName}`, fonts: latinFonts(String(output.source)) };
  }
  return brands;
}

/**
 * Puts brandStylesScript into the built index.html. Loaded by the app (main.tsx imports the brand), the
 * stylesheet came after the entry script had downloaded and run: a round trip more before anything
 * branded could show, and the font later still.
 */
export function brandStyles(): Plugin {
  return {
    name: 'exchange:brand-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const brands = context.bundle ? brandAssetsOf(context.bundle) : {};
        if (!brands['default']) throw new Error('the build has no default brand stylesheet to link');
        if (!html.includes('</title>'))
          throw new Error('index.html has no <title> to put the brand script after');
        const root = /<div id="root">[\s\S]*?<\/div>/;
        if (!root.test(html))
          throw new Error('index.html has no <div id="root"> to put the loading screen in');
        // Before the app's stylesheet link: a script after a stylesheet waits for it before it runs.
        return html
          .replace('</title>', `</title>\n    <script>${brandStylesScript(brands)}</script>`)
          .replace(
            root,
            `<div id="${loadingClasses.staticScreenId}"><script>${loadingShellScript(loadingShells())}</script></div>\n    <div id="root"></div>`,
          );
      },
    },
  };
}
