// The published build: ESM with one CSS file for the components (`design-system.css`) and one CSS file per
// brand (`brands/<name>.css`, tokens + font) so a site loads only its own brand. Separate Vite builds keep
// each stylesheet whole; vanilla-extract hashes by file, so token names agree across them. The brands are
// the domain package's list, read from its build: build @exchange/domain first (`npm run build` does).
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFile, rm } from 'node:fs/promises';
import { build } from 'vite';

const notBuilt =
  '@exchange/domain is not built or its build is stale: run `npm run build` at the repository root.';
const { brandNames } = await import('@exchange/domain').catch((error) => {
  throw new Error(notBuilt, { cause: error });
});
if (!Array.isArray(brandNames)) throw new Error(notBuilt);

// What is published is production code, whatever NODE_ENV the caller runs under (Vitest sets `test`, under
// which Vite builds React's development paths).
process.env.NODE_ENV = 'production';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].filter(
  (name) => !name.startsWith('@fontsource'),
);
const external = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

function libraryBuild(entry, cssFileName) {
  return build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      sourcemap: true,
      cssCodeSplit: false,
      lib: { formats: ['es'], entry, cssFileName },
      rolldownOptions: { external },
    },
  });
}

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await libraryBuild({ index: 'src/index.ts', tokens: 'src/tokens.css.ts' }, 'design-system');
for (const brand of brandNames) {
  await libraryBuild({ [`brands/${brand}`]: `src/brands/${brand}/index.ts` }, `brands/${brand}`);
  // A brand is only its stylesheet; the entry's JS is empty.
  for (const file of [`${brand}.js`, `${brand}.js.map`]) {
    await rm(new URL(`../dist/brands/${file}`, import.meta.url), { force: true });
  }
}
console.log(`Built ${pkg.name} to dist/ (index, tokens, ${brandNames.length} brands).`);
