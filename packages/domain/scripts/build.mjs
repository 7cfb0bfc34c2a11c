// The published build: one ESM file for the rules and schemas, with date-fns and valibot left to the
// consumer's install. The betting widgets' build and partners' installs resolve `@exchange/domain` here.
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
    rolldownOptions: { external },
  },
});
console.log(`Built ${pkg.name} to dist/.`);
