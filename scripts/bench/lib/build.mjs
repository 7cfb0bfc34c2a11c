// Benchmark parts measure the published builds. Each workspace is built at most once per bench run, in the
// order given (a package after the packages it builds against).
import { execFileSync } from 'node:child_process';

export const repositoryRoot = new URL('../../..', import.meta.url).pathname;
const built = new Set();

export function buildPackages(...workspaces) {
  for (const workspace of workspaces) {
    if (built.has(workspace)) continue;
    execFileSync('npm', ['run', 'build', `--workspace=${workspace}`], {
      cwd: repositoryRoot,
      stdio: 'inherit',
    });
    built.add(workspace);
  }
}
