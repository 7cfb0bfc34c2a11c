// The published build, in two shapes:
// - `dist/index.js` + `dist/betting-widgets.css`: the React library. React and react-dom are peers; the
//   design system, the domain package and the style runtimes are dependencies the consumer installs.
// - `dist/embed/`: for partners without React. One ES module with everything bundled (React included, so
//   it cannot clash with a React the host page may carry), one stylesheet with the design system's and the
//   widgets' components, and the brand stylesheets to pick one from.
// Both resolve `@exchange/design-system` to its built `dist/` (no source condition here, in Vite or in
// vanilla-extract's style compiler): the widgets' CSS variable names must be the ones the published brand
// stylesheets define. Build the design system and the domain package first (`npm run build` at the root).
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'vite';

// What is published is production code, whatever NODE_ENV the caller runs under (Vitest sets `test`, under
// which Vite would emit development JSX).
process.env.NODE_ENV = 'production';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const require = createRequire(join(root, 'package.json'));

/** A workspace dependency's built `dist/`, found the way a consumer's resolver finds it. */
function builtDist(name) {
  const dist = join(dirname(require.resolve(`${name}/package.json`)), 'dist');
  if (!existsSync(join(dist, 'index.js'))) {
    throw new Error(
      `${name} is not built (${dist} is missing): run \`npm run build\` at the repository root.`,
    );
  }
  return dist;
}
const designSystemDist = builtDist('@exchange/design-system');
builtDist('@exchange/domain');

const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isDependency = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

function widgetsBuild({ entry, outDir, cssFileName, external, define, minify = false, oneFile = false }) {
  return build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
    define,
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: true,
      cssCodeSplit: false,
      lib: { formats: ['es'], entry, cssFileName },
      // Vite keeps whitespace in minified ES libraries (for the consumer's bundler); `output.minify` does not.
      // The embed is one file a page loads as it is: the modules the widgets load when first needed (a
      // dialog's) are inlined into it rather than split beside it.
      rolldownOptions: { external, output: { minify, ...(oneFile && { codeSplitting: false }) } },
    },
  });
}

await rm(join(root, 'dist'), { recursive: true, force: true });
await widgetsBuild({
  entry: { index: 'src/index.ts' },
  outDir: 'dist',
  cssFileName: 'betting-widgets',
  external: isDependency,
});

await widgetsBuild({
  entry: { 'exchange-widgets': 'src/embed/index.ts' },
  outDir: 'dist/embed',
  cssFileName: 'exchange-widgets',
  external: () => false,
  // Pages load this file as it is; the React library is left for the consumer's bundler to minify.
  minify: true,
  oneFile: true,
  // A library build leaves `process.env.NODE_ENV` to the consumer's bundler; a page has none.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
const embedCss = join(root, 'dist/embed/exchange-widgets.css');
const widgetsCss = existsSync(embedCss) ? await readFile(embedCss, 'utf8') : '';
// The design system's components come first so the widgets' own rules win at equal specificity.
const designSystemCss = await readFile(join(designSystemDist, 'design-system.css'), 'utf8');
await writeFile(embedCss, `${designSystemCss}\n${widgetsCss}`);
await mkdir(join(root, 'dist/embed/brands'), { recursive: true });
for (const file of await readdir(join(designSystemDist, 'brands'))) {
  await copyFile(join(designSystemDist, 'brands', file), join(root, 'dist/embed/brands', file));
}
console.log(`Built ${pkg.name} to dist/ (the React library and the embed bundle).`);
