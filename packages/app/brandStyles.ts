import { fileURLToPath } from 'node:url';
import type { OutputBundle } from 'rolldown';
import { defaultServerConditions, runnerImport, type Plugin } from 'vite';
import type { loadingShells as LoadingShells } from './loadingShell.tsx';
// Relative: Vite's config loader bundles the domain's source (the package's exports name its build).
import { brandOfHost, defaultBrand } from '../domain/src/brands.ts';
import { sourceCondition } from '../../vite.config.ts';
import { loadingClasses } from './src/screens/shell/loadingClasses.ts';
import { usedLatinFaces } from './src/brandFonts.ts';

/** What a brand's first paint needs: its stylesheet and the Latin faces of its font. */
export interface BrandAssets {
  readonly stylesheet: string;
  readonly fonts: readonly string[];
}

/** Where the colour mode goes in a loading screen's markup: the page's script fills it in. */
export const modePlaceholder = '{mode}';

/** A brand's stylesheet module: its folder's index.ts. */
const brandModule = /design-system[\\/]src[\\/]brands[\\/](\w+)[\\/]index\.ts$/;

/**
 * The files (woff2) of a stylesheet's Latin faces: the ones the page's text uses (usedLatinFaces).
 */
export function latinFonts(css: string): string[] {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, face = '']) => {
    const descriptor = (name: string) => new RegExp(`${name}:\\s*([^;]+)`).exec(face)?.[1]?.trim() ?? '';
    const file = /url\(["']?(\/[^)"']+\.woff2)["']?\)/.exec(face)?.[1];
    return file
      ? [
          {
            file,
            family: descriptor('font-family'),
            weight: descriptor('font-weight'),
            style: descriptor('font-style'),
            unicodeRange: descriptor('unicode-range'),
          },
        ]
      : [];
  });
  return usedLatinFaces(faces).map((face) => face.file);
}

/**
 * A script's expression for the host's entry of `table` (a variable of that script, by brand name): the
 * domain's rule itself (its source, which needs nothing outside its body) picks among the table's brands.
 */
function hostBrandEntry(table: string): string {
  return `${table}[(${brandOfHost.toString()})(location.hostname,Object.keys(${table}),${JSON.stringify(defaultBrand)})]`;
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
 * Each brand's static loading screen (loadingShell.tsx), run through Vite: the design system finds its
 * brands' logos with `import.meta.glob`, which the config loader's bundler does not know. The workspace's
 * packages are the runner's to load, from their sources: left to Node (a package is external by default),
 * they were read from their builds, which a fresh clone's `npm start` does not have (its build failed
 * with "Failed to resolve entry for package @exchange/domain"), and which elsewhere may be stale.
 */
export async function loadingShells(): Promise<Record<string, string>> {
  const conditions = [sourceCondition, ...defaultServerConditions];
  const { module } = await runnerImport<{ loadingShells: typeof LoadingShells }>(
    fileURLToPath(new URL('loadingShell.tsx', import.meta.url)),
    {
      configFile: false,
      logLevel: 'warn',
      // runnerImport's environment is named 'inline'; the top-level resolve options are the client's.
      environments: { inline: { resolve: { conditions, noExternal: [/^@exchange\//] } } },
    },
  );
  return module.loadingShells(modePlaceholder);
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
      async handler(html, context) {
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
            `<div id="${loadingClasses.staticScreenId}"><script>${loadingShellScript(await loadingShells())}</script></div>\n    <div id="root"></div>`,
          );
      },
    },
  };
}
