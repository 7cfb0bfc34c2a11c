// Serves the partner example as a partner deploys it: their page next to a copy of the built embed bundle
// (`packages/betting-widgets/dist/embed/`, made by `npm run build`), and nothing else of the repository.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';

const exampleDir = import.meta.dirname;
const embedDir = join(exampleDir, '../../packages/betting-widgets/dist/embed');

export interface PartnerSite {
  url: string;
  close(): Promise<void>;
}

export async function servePartnerExample(port = 0): Promise<PartnerSite> {
  if (!existsSync(join(embedDir, 'exchange-widgets.js'))) {
    throw new Error(`The embed bundle is not built (${embedDir}): run \`npm run build\` first.`);
  }
  const siteDir = mkdtempSync(join(tmpdir(), 'partner-site-'));
  const outDir = join(siteDir, 'public');
  for (const file of ['index.html', 'partner.js', 'partner.css']) {
    cpSync(join(exampleDir, file), join(outDir, file));
  }
  cpSync(embedDir, join(outDir, 'exchange-widgets'), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
  const server = await preview({
    configFile: false,
    root: siteDir,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: port !== 0 },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report its address.');
  return {
    url,
    async close() {
      await server.close();
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}

// `npm run example:embed`: serve it until stopped.
if (process.argv[1] === import.meta.filename) {
  const port = Number(process.env['PORT'] ?? 4400);
  const site = await servePartnerExample(port);
  console.log(`The partner example (lotus brand) is at ${site.url} (Ctrl+C stops it).`);
  process.once('SIGINT', () => void site.close().then(() => process.exit(0)));
}
