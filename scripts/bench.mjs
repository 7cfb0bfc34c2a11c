// `npm run bench`: measured numbers written to docs/BENCHMARKS.md with the machine and the date.
// Today: the design system's JS size, minified and gzipped, on its own and with its runtime dependencies.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
execFileSync('npm', ['run', 'build', '--workspace=@exchange/design-system'], { cwd: root, stdio: 'inherit' });

const dist = join(root, 'packages/design-system/dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function minifiedBundle(bundleDependencies) {
  const dir = mkdtempSync(join(tmpdir(), 'ds-bench-'));
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, `export * from ${JSON.stringify(join(dist, 'index.js'))};\n`);
  const external = (id) =>
    /^react(-dom)?(\/|$)/.test(id) || (!bundleDependencies && !id.startsWith('/') && !id.startsWith('.'));
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { external },
    },
  });
  rmSync(dir, { recursive: true, force: true });
  const code = [output].flat()[0].output.find((chunk) => chunk.type === 'chunk').code;
  return { min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

const own = await minifiedBundle(false);
const withDependencies = await minifiedBundle(true);
const css = readFileSync(join(dist, 'design-system.css'));
const brandCss = ['default', 'royal', 'lotus'].map((brand) => {
  const file = readFileSync(join(dist, `brands/${brand}.css`));
  return `| brands/${brand}.css (tokens + embedded font) | ${kb(file.length)} | ${kb(gzipSync(file, { level: 9 }).length)} |`;
});

const date = new Date().toISOString().slice(0, 10);
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const report = `# Benchmarks

Rerun with \`npm run bench\` (rewrites this file).

## Design system bundle size (${date})

Machine: ${machine}.

| what | minified | min + gzip |
|---|---|---|
| design system JS, own code (dependencies external) | ${kb(own.min)} | ${kb(own.gzip)} |
| design system JS with its runtime dependencies (radix-ui, vanilla-extract runtime, clsx; React external) | ${kb(withDependencies.min)} | ${kb(withDependencies.gzip)} |
| design-system.css (every component) | ${kb(css.length)} | ${kb(gzipSync(css, { level: 9 }).length)} |
${brandCss.join('\n')}

A site loads the component CSS and one brand stylesheet. Fonts are embedded in the brand stylesheets
(every unicode subset of the brand's font), which is most of their size.
`;
writeFileSync(join(root, 'docs/BENCHMARKS.md'), report);
console.log(report);
