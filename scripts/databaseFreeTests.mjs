// The server's test files that never reach a database: neither they nor anything they import (relative
// imports, followed through the repository) opens one (db/client.ts) or reads TEST_DATABASE_URL. The
// PostgreSQL pass skips them: they would only repeat, to the letter, what the node step has just run.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const opensDatabase = resolve('packages/server/src/db/client.ts');
// The node step (scripts/test.mjs) leaves these to the PostgreSQL pass, which installs nginx and redis-server
// for them: one that reaches no database (cluster/tls.test.ts) runs there or nowhere.
const clusterTests = 'packages/server/src/cluster/';
const importPattern = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function testFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The module a relative specifier names: as written, or with `.ts`, or its folder's index.ts. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Whether `file` or anything it imports, transitively, may open a database. */
function reachesDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  if (file === opensDatabase) return true;
  const source = readFileSync(file, 'utf8');
  if (source.includes('TEST_DATABASE_URL')) return true;
  for (const [, specifier] of source.matchAll(importPattern)) {
    const imported = resolveImport(file, specifier);
    if (imported && reachesDatabase(imported, seen)) return true;
  }
  return false;
}

/** The server's test files (relative to the repository) that reach no database, but for the cluster's. */
export function databaseFreeTests() {
  return testFiles(resolve('packages/server/src'))
    .filter((file) => !reachesDatabase(file))
    .map((file) => relative(process.cwd(), file))
    .filter((file) => !file.startsWith(clusterTests))
    .sort();
}
