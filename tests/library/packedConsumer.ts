import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const rootDir = join(import.meta.dirname, '../..');

export function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * A new, empty project (`name`) with the built packages (`packages/<name>` folders, as the library step's
 * global setup built them) packed and installed into it, beside the repo's React: what a partner has after
 * `npm install`. Returns its folder; the caller removes it.
 */
export function packedConsumer(name: string, packages: string[]): string {
  const projectDir = mkdtempSync(join(tmpdir(), `${name}-`));
  for (const pkg of packages)
    run('npm', ['pack', '--pack-destination', projectDir], join(rootDir, 'packages', pkg));
  const tarballs = readdirSync(projectDir).filter((file) => file.endsWith('.tgz'));
  if (tarballs.length !== packages.length) throw new Error(`npm pack produced ${tarballs.join(', ')}`);
  writeFileSync(join(projectDir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  const react = JSON.parse(readFileSync(join(rootDir, 'node_modules/react/package.json'), 'utf8')).version;
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...tarballs.map((file) => `./${file}`),
      `react@${react}`,
      `react-dom@${react}`,
    ],
    projectDir,
  );
  return projectDir;
}
