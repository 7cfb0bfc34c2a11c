// What `npm install` warns about as EBADENGINE ("Unsupported engine"), read from the lockfile instead of
// from an install: a package whose `engines.node` leaves out the oldest Node the project declares. Such a
// package may well run there, but every fresh install on that Node prints five lines of warning for it.
import semver from 'semver';

/**
 * @param {{ packages: Record<string, { version?: string, engines?: { node?: string } }> }} lock
 *   package-lock.json (lockfileVersion 3)
 * @param {string} nodeRange the root package.json's `engines.node`
 * @returns {{ name: string, version: string, node: string }[]}
 */
export function engineWarnings(lock, nodeRange) {
  const oldest = semver.minVersion(nodeRange);
  if (!oldest) throw new Error(`engines.node "${nodeRange}" admits no Node version`);
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && entry.engines?.node)
    .filter(([, entry]) => !semver.satisfies(oldest, entry.engines?.node ?? '*'))
    .map(([path, entry]) => ({
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '',
      node: entry.engines?.node ?? '',
    }));
}
