import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 36: the ledger module (this folder) is the only writer of money. A write of the ledger's tables
// or of an account's balance anywhere else in the server fails here, in whichever form it takes: raw SQL
// or the query builder. Exposure is written by no one: the database keeps it (migration 0014). Tests that
// damage the ledger on purpose do so through testing/ledgerGuards.ts; tests and their helpers (testing/)
// are not scanned.
const source = fileURLToPath(new URL('..', import.meta.url));

const writes = [
  /insert\s+into\s+ledger_(entries|transactions)\b/i,
  /update\s+accounts\b/i,
  /insert\s+into\s+accounts\b[^;]*\bbalance\b/i,
  /\.insert\(\s*ledger(Entries|Transactions)\s*\)/,
  /\.update\(\s*accounts\s*\)/,
];

function serverFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('who writes money', () => {
  const files = serverFiles(source).map((path) => relative(source, path));

  it('is the ledger module alone', () => {
    const writers = files.flatMap((file) => {
      if (file.startsWith('ledger/') || file.startsWith('testing/')) return [];
      const text = readFileSync(join(source, file), 'utf8');
      return writes.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern.source}`);
    });
    expect(writers).toEqual([]);
  });

  it('finds a writer where there is one (the check can fail)', () => {
    const post = readFileSync(join(source, 'ledger/post.ts'), 'utf8');
    const found = writes.filter((pattern) => pattern.test(post)).map((pattern) => pattern.source);
    expect(found).toEqual(expect.arrayContaining([writes[1]?.source]));
    expect(files.length).toBeGreaterThan(100);
  });
});
