import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/security.md proves each requirement by naming a test: `path/of/file.test.ts` › "its title". A
 * renamed or deleted test would leave a row claiming a proof that no longer runs, so every named file
 * must exist and hold every named title. `…` stands for what an access-matrix template fills in.
 */

const root = new URL('../../', import.meta.url);
const citation = /`([\w./-]+\.test\.tsx?)` ((?:› "(?:[^"\\]|\\.)*"(?:, )?)+)/g;
const title = /› "((?:[^"\\]|\\.)*)"/g;

interface Cited {
  file: string;
  title: string;
}

function citationsIn(markdown: string): Cited[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) =>
      [...line.matchAll(citation)].flatMap(([, file = '', titles = '']) =>
        [...titles.matchAll(title)].map(([, cited = '']) => ({ file, title: cited })),
      ),
    );
}

/** Whether a test file holds the title, as written in any of the quotes a test title may use. */
function holds(source: string, cited: string): boolean {
  const parts = cited.split('…').map((part) => part.replace(/'/g, "\\'"));
  return parts.every((part) => source.includes(part) || source.includes(part.replace(/\\'/g, "'")));
}

describe('docs/security.md names tests that exist', () => {
  const cited = citationsIn(readFileSync(new URL('docs/security.md', root), 'utf8'));

  it('finds the citations (so the check below can fail)', () => {
    expect(cited.length).toBeGreaterThan(200);
    expect(citationsIn('| x | `a/b.test.ts` › "one", › "two" |')).toEqual([
      { file: 'a/b.test.ts', title: 'one' },
      { file: 'a/b.test.ts', title: 'two' },
    ]);
  });

  it('every cited test file exists and holds every cited title', () => {
    const missing = cited.filter(({ file, title: cited }) => {
      const path = new URL(file, root);
      return !existsSync(path) || !holds(readFileSync(path, 'utf8'), cited);
    });
    expect(missing).toEqual([]);
  });
});
