import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const rootDir = join(import.meta.dirname, '../../..');
const tsc = join(rootDir, 'node_modules/typescript-native/bin/tsc');
const run = promisify(execFile);

/** What a copy needs beside its packages: the workspace, the compiler's, linter's and formatter's settings, the scripts' libraries. */
const rootFiles = [
  'package.json',
  'tsconfig.base.json',
  'eslint.config.js',
  '.prettierrc.json',
  'scripts/lib',
];
/** Built or installed, never a source: the copy links or rebuilds them. */
const skipped = /[\\/](node_modules|dist|\.vite|storybook-static)$/;

export interface ScratchCopy {
  readonly dir: string;
  /** A path in the copy. */
  at(...path: string[]): string;
  /**
   * The compiler's complaints about these projects (packages/<name>) and loose files (outside any
   * package), '' when none. The projects they reference are built first, as `npm run typecheck` would,
   * then each project is checked without output; the loose files are checked as one more project.
   */
  typecheck(projects: readonly string[], looseFiles?: readonly string[]): Promise<string>;
  remove(): void;
}

/** The workspace packages by name, with their folders. */
function workspacePackages(): { name: string; folder: string }[] {
  return readdirSync(join(rootDir, 'packages')).flatMap((folder) => {
    const manifest = join(rootDir, 'packages', folder, 'package.json');
    if (!existsSync(manifest)) return [];
    return [{ name: (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name, folder }];
  });
}

/**
 * The copy's node_modules: the repository's installed packages, but the workspace's own are the copy's
 * (those not copied stay the repository's). A copied package's own node_modules (a second version of
 * something) is linked entry by entry, so that a build's cache (`.vite`) is written in the copy.
 */
function linkNodeModules(dir: string, copied: readonly string[]) {
  const linkEntries = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) {
      if (entry !== '@exchange' && entry !== '.vite') symlinkSync(join(from, entry), join(to, entry));
    }
  };
  linkEntries(join(rootDir, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'node_modules/@exchange'));
  for (const { name, folder } of workspacePackages()) {
    const home = copied.includes(folder) ? dir : rootDir;
    symlinkSync(join(home, 'packages', folder), join(dir, 'node_modules', name));
    const own = join(rootDir, 'packages', folder, 'node_modules');
    if (copied.includes(folder) && existsSync(own))
      linkEntries(own, join(dir, 'packages', folder, 'node_modules'));
  }
}

/** A project of the files outside the packages (a provider's example), on Node as the server is. */
function looseProject(dir: string, files: readonly string[]): string {
  const config = join(dir, 'tsconfig.loose.json');
  const compilerOptions = { lib: ['ES2023'], types: ['node'] };
  writeFileSync(config, JSON.stringify({ extends: './tsconfig.base.json', compilerOptions, files }));
  return config;
}

/**
 * A copy of these packages (folders under packages/) in a temporary folder, ready to build and run, with
 * whatever else of the repository's root it needs (`.storybook`).
 */
export function scratchCopy(packages: readonly string[], alsoCopied: readonly string[] = []): ScratchCopy {
  const dir = mkdtempSync(join(tmpdir(), 'scratch-'));
  try {
    for (const path of [...rootFiles, ...alsoCopied, ...packages.map((folder) => `packages/${folder}`)]) {
      cpSync(join(rootDir, path), join(dir, path), {
        recursive: true,
        filter: (source) => !skipped.test(source),
      });
    }
    linkNodeModules(dir, packages);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const at = (...path: string[]) => join(dir, ...path);
  const compile = async (args: string[]) => {
    try {
      await run(process.execPath, [tsc, ...args], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
      return '';
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return `${stdout}${stderr}` || String(error);
    }
  };
  return {
    dir,
    at,
    async typecheck(projects, looseFiles = []) {
      const referenced = new Set<string>();
      for (const project of projects) {
        const config = JSON.parse(readFileSync(at('packages', project, 'tsconfig.json'), 'utf8')) as {
          references?: { path: string }[];
        };
        for (const reference of config.references ?? [])
          referenced.add(join('packages', project, reference.path));
      }
      // A project checked on its own reads what it references as built declarations.
      const built = referenced.size > 0 ? await compile(['--build', ...referenced]) : '';
      if (built) return built;
      const noOutput = [
        '--noEmit',
        '--composite',
        'false',
        '--declaration',
        'false',
        '--emitDeclarationOnly',
        'false',
      ];
      const configs = projects.map((project) => at('packages', project, 'tsconfig.json'));
      if (looseFiles.length > 0) configs.push(looseProject(dir, looseFiles));
      const checked = await Promise.all(configs.map((config) => compile(['-p', config, ...noOutput])));
      return checked.join('');
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
