import { build, type Metafile } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The home page's own route modules: the signed-in layout and the sports listing with its casino strip. */
const homeRoute = ['packages/app/src/routes/layout.tsx', 'packages/app/src/routes/matches.tsx'];

/** A casino game's definition: its rules engine (packages/domain/src/casino/games/<code>.ts). */
const gameModule = /packages\/domain\/src\/casino\/games\/[^/]+\.ts$/;

/**
 * The source modules whose code the home route loads before it shows: the entries' outputs and the chunks
 * they import statically (a dynamic import waits for the player to ask), as the app's build splits them.
 * esbuild rather than the app's Vite build, for speed; it drops no more than Rolldown does.
 */
async function homeRouteModules(): Promise<string[]> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: homeRoute,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    conditions: ['@exchange/source'],
    plugins: [
      {
        name: 'workspace-only',
        // The workspace's own sources are what this is about: every other package stays out.
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@exchange/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  const outputs: Metafile['outputs'] = metafile.outputs;
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  for (const [file, output] of Object.entries(outputs)) if (output.entryPoint) visit(file);
  return [...loaded].flatMap((file) =>
    Object.entries(outputs[file]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
}

describe('the home route (/)', () => {
  it("draws the casino strip's tiles without loading any game's rules engine", async () => {
    const modules = await homeRouteModules();
    expect(modules).toContain('packages/app/src/screens/casino/HomeCasino.tsx');
    expect(modules).toContain('packages/betting-widgets/src/casino/CasinoArt/CasinoArtDrawing.tsx');
    expect(modules.filter((path) => gameModule.test(path))).toEqual([]);
  }, 30_000);
});
