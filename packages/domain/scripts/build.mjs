// The published build: an ESM file for each source module (the rules and schemas), with date-fns and
// valibot left to the consumer's install. The betting widgets' build and partners' installs resolve
// `@exchange/domain` here. One file per module, not one for all: the package is free of side effects
// (package.json), so a bundler drops the modules a site does not import, where in one file it kept every
// statement it could not prove pure and what those import (the contract's endpoints, unhomoglyph): the
// design system, which takes only the brands, shipped 175 kB min+gzip with its dependencies, not 64
// (scripts/lib/sizeBudgets.mjs).
import { readFile, rm } from 'node:fs/promises';
import { build } from 'vite';

// What is published is production code, whatever NODE_ENV the caller runs under (Vitest sets `test`, under
// which Vite would emit development JSX).
process.env.NODE_ENV = 'production';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const dependencies = Object.keys(pkg.dependencies);
const external = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    sourcemap: true,
    lib: { formats: ['es'], entry: { index: 'src/index.ts' } },
    rolldownOptions: { external, output: { preserveModules: true, preserveModulesRoot: 'src' } },
  },
});
console.log(`Built ${pkg.name} to dist/.`);
