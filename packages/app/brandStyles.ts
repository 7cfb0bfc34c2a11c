import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
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
 * The script that adds, while the page is parsed, the host's brand stylesheet and a preload of its fonts:
 * as the design system's resolveBrand picks it (the first label of the host name; IP addresses and
 * unknown labels get the default). Written into the page by the parser, the stylesheet blocks the first
 * paint like the app's own and loads beside the scripts, not after them.
 */
export function brandStylesScript(brands: Readonly<Record<string, BrandAssets>>): string {
  return `(function(){var b=${JSON.stringify(brands)},h=location.hostname.toLowerCase(),l=/^\\[|^[\\d.]+$/.test(h)?"":h.split(".")[0],a=Object.prototype.hasOwnProperty.call(b,l)?b[l]:b["default"];document.write('<link rel="stylesheet" href="'+a.stylesheet+'">'+a.fonts.map(function(f){return '<link rel="preload" as="font" type="font/woff2" crossorigin href="'+f+'">'}).join(""))})()`;
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
        // Before the app's stylesheet link: a script after a stylesheet waits for it before it runs.
        return html.replace('</title>', `</title>\n    <script>${brandStylesScript(brands)}</script>`);
      },
    },
  };
}
