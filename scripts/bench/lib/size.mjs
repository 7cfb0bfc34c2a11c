// Sizes as a partner's bundler would ship them: minified with Vite (as the consumer's build would), gzipped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** A table row: label, minified size, min+gzip size. */
export function sizeRow(label, content) {
  return `| ${label} | ${kb(Buffer.byteLength(content))} | ${kb(gzipSize(content))} |`;
}

/**
 * Everything `file` exports, bundled and minified; `isExternal(id)` names the imports left out (bare
 * package names only: the file's own relative imports are always bundled).
 */
export async function minifiedBundle(file, isExternal) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-size-'));
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, `export * from ${JSON.stringify(file)};\n`);
  try {
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        write: false,
        lib: { entry, formats: ['es'], fileName: 'bundle' },
        rolldownOptions: {
          external: (id) => !id.startsWith('/') && !id.startsWith('.') && isExternal(id),
          // Whole minification, whitespace included: Vite's own `minify` keeps it in ES libraries.
          output: { minify: true },
        },
      },
    });
    return [output].flat()[0].output.find((chunk) => chunk.type === 'chunk').code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
