import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  badCitations,
  repositoryAt,
  repositoryOf,
  trackedTextFiles,
  type BadCitation,
} from '../../scripts/lib/docCitations.mjs';

/**
 * Every citation in the code and the docs leads somewhere inside the repository: a link or a `docs/` path
 * to a file that exists, `CASINO.md 7` and `DOMAIN.md "Locks"` to a section the document has, `spec 9` to
 * a section of docs/SPEC.md, `ADR 0016` to a record in docs/adr/. A newcomer with only the clone can
 * follow each one.
 */
const rootDir = join(import.meta.dirname, '../..');
/** Files whose fixtures name documents that do not exist, on purpose. */
const fixtureFiles = [
  'tests/node/docCitations.test.ts', // bad citations, one of each kind
  'tests/node/adrIndex.test.ts', // made-up ADR files (0001-a.md ...) of a made-up index
];

const shown = ({ file, line, citation, problem }: BadCitation) => `${file}:${line}: ${citation} (${problem})`;

const fixtures = repositoryOf({
  'docs/SPEC.md': '# Spec\n\n## 1. What the product does\n\n## 9. Business constants\n',
  'docs/CASINO.md': [
    '# Casino',
    '## 0. Conventions',
    '## 3. Provably fair rounds',
    '1. **Server seed**: 32 bytes.',
    '2. **Commitment**: its hash.',
    '## 7. The games',
  ].join('\n\n'),
  'docs/DOMAIN.md': '# Domain\n\n## Bets\n\n- **Locks**: user lock, bet lock.\n- Baccarat: totals mod 10.\n',
  'docs/DEPLOY.md': '# Deploy\n\n## TLS at the proxy\n',
  'docs/adr/0016-scale-out.md': '# 16. Past one process\n',
  'docs/decisions-retired.md': '# Where the decision log went\n',
  'packages/server/src/main.ts': '',
});

/** The problems the check finds in one fixture text, cited from `file`. */
function problems(text: string, file = 'packages/server/src/main.ts'): string[] {
  return badCitations(file, text, fixtures).map(({ citation, problem }) => `${citation}: ${problem}`);
}

describe('the citation check', () => {
  it('refuses a markdown link to a file that does not exist, or out of the repository', () => {
    expect(
      problems('See [the ADR](adr/0016-scale-out.md) and [deploy](DEPLOY.md#tls-at-the-proxy).', 'docs/X.md'),
    ).toEqual([]);
    expect(problems('See [recipes](recipes.md).', 'docs/X.md')).toEqual([
      'recipes.md: links to a file that does not exist',
    ]);
    expect(problems('See [notes](../../notes.md).', 'docs/X.md')).toEqual([
      '../../notes.md: leaves the repository',
    ]);
    expect(problems('See [deploy](DEPLOY.md#tls-at-the-edge).', 'docs/X.md')).toEqual([
      'DEPLOY.md#tls-at-the-edge: links to a heading docs/DEPLOY.md does not have',
    ]);
    expect(problems('```\n[a](missing.md)\n```\nand `[b](missing.md)`', 'docs/X.md')).toEqual([]);
  });

  it('refuses any mention of the folders outside the repository', () => {
    // Put together here, so that no scan of this file reads a citation leaving the repository.
    const shared = ['..', 'shared'].join('/');
    const workShared = ['', 'work', 'shared'].join('/');
    expect(problems(`// the rules are ${shared}/docs/CASINO.md`)).toEqual([
      `${shared}: points outside the repository`,
    ]);
    expect(problems(`${workShared}/spec/product-spec.md`)).toEqual([
      `${workShared}: points outside the repository`,
      'product-spec.md: points outside the repository',
    ]);
  });

  it('refuses a docs path or a design document name that names no file', () => {
    expect(
      problems('docs/CASINO.md, docs/adr/0016-scale-out.md, docs/adr/0016, docs/adr/, CASINO.md'),
    ).toEqual([]);
    const missing = `docs/${'NO-SUCH-DOC'}.md`;
    expect(problems(`${missing} and docs/adr/0099`)).toEqual([
      `${missing}: names a file that does not exist`,
      'docs/adr/0099: names a file that does not exist',
    ]);
    expect(problems('as STYLE.md says, and 0027-gone.md')).toEqual([
      'STYLE.md: names a document that does not exist in docs/',
      '0027-gone.md: names a document that does not exist in docs/',
    ]);
    expect(problems('node scripts/test-times.mjs [out.md]')).toEqual([]);
  });

  it('refuses a CASINO.md section number or a quoted heading the document does not have', () => {
    expect(problems('CASINO.md 7, docs/CASINO.md 3.2, CASINO.md sections 0, 3 and 3.1')).toEqual([]);
    expect(problems('CASINO.md 8')).toEqual(['CASINO.md 8: names sections docs/CASINO.md does not have: 8']);
    expect(problems('(CASINO.md sections 0, 1 and 3.6)')).toEqual([
      'CASINO.md sections 0, 1 and 3.6: names sections docs/CASINO.md does not have: 1, 3.6',
    ]);
    expect(problems('DOMAIN.md "Locks"; DOMAIN.md: "totals mod 10"; DEPLOY.md, "TLS at the proxy"')).toEqual(
      [],
    );
    expect(problems('(DOMAIN.md, "Cash out")')).toEqual([
      'DOMAIN.md, "Cash out": quotes a heading or words docs/DOMAIN.md does not have',
    ]);
  });

  it('refuses a spec section docs/SPEC.md does not have', () => {
    expect(problems("spec 9, Spec 1 and 9, the spec's 18 categories")).toEqual([]);
    expect(problems('spec 10 and Spec sections 1, 2 and 9')).toEqual([
      'spec 10: names spec sections docs/SPEC.md does not have: 10',
      'Spec sections 1, 2 and 9: names spec sections docs/SPEC.md does not have: 2',
    ]);
  });

  it('refuses an ADR number docs/adr/ does not hold', () => {
    expect(problems('ADR 0016')).toEqual([]);
    expect(problems('ADRs 0016 and 0027')).toEqual([
      'ADRs 0016 and 0027: names ADRs docs/adr/ does not hold: 0027',
    ]);
  });

  it('lets only the records of a retirement name the retired document', () => {
    expect(problems('docs/decisions.md, "Matching"')).toEqual([
      'docs/decisions.md: names a file that does not exist',
    ]);
    expect(problems('decisions.md was retired: decisions-retired.md says where each part went')).toEqual([]);
  });

  it('names the file and line of each', () => {
    const bad = badCitations('docs/X.md', 'fine\nspec 9\nspec 12\n', fixtures);
    expect(bad.map(shown)).toEqual([
      'docs/X.md:3: spec 12 (names spec sections docs/SPEC.md does not have: 12)',
    ]);
  });
});

describe("the repository's citations", () => {
  it('all lead to a file, section, spec section or ADR inside the repository', () => {
    const repo = repositoryAt(rootDir);
    const tally: Record<string, number> = {};
    const bad = trackedTextFiles(rootDir)
      .filter(({ path }) => !fixtureFiles.includes(path))
      .flatMap(({ path, text }) => badCitations(path, text, repo, tally));
    // Enough of each kind found that a check which matched nothing could not pass unnoticed.
    expect(tally['spec section']).toBeGreaterThan(500);
    expect(tally['section number']).toBeGreaterThan(100);
    expect(tally['document name']).toBeGreaterThan(100);
    expect(tally['ADR']).toBeGreaterThan(50);
    expect(bad.map(shown)).toEqual([]);
  });
});
