import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchReport, benchSections } from '../../scripts/lib/benchReport.mjs';

const root = join(import.meta.dirname, '../..');

const previous = `# Benchmarks

Rerun with \`npm run bench\` (every part) or \`npm run bench -- <part>\` (one part; parts: \`a\`, \`c\`).

<!-- bench:a -->

## A

old figures

<!-- /bench:a -->

Why A's figures moved (a note written by hand).

<!-- bench:c -->

## C

C's figures

<!-- /bench:c -->

## Notes

Measurements that no bench part makes.
`;

describe('npm run bench rewrites docs/BENCHMARKS.md', () => {
  it("replaces a part's section between its markers and keeps the notes written outside them", () => {
    const report = benchReport(previous, ['a', 'c'], new Map([['a', '## A\n\nnew figures']]));
    expect(report).toContain('new figures');
    expect(report).not.toContain('old figures');
    expect(report).toContain("Why A's figures moved (a note written by hand).");
    expect(report).toContain("C's figures");
    expect(report.endsWith('## Notes\n\nMeasurements that no bench part makes.\n')).toBe(true);
  });

  it('puts a new part after the last section, ahead of the notes, and names it in the rerun line', () => {
    const report = benchReport(
      previous,
      ['a', 'b', 'c'],
      new Map([
        ['a', '## A\n\nold figures'],
        ['b', '## B\n\nfirst figures'],
      ]),
    );
    expect(report).toContain('parts: `a`, `b`, `c`).');
    expect(report.indexOf('<!-- /bench:c -->')).toBeLessThan(report.indexOf('<!-- bench:b -->'));
    expect(report.indexOf('<!-- /bench:b -->')).toBeLessThan(report.indexOf('## Notes'));
  });

  it('writes a first report from the sections alone', () => {
    expect(benchReport(undefined, ['a'], new Map([['a', '## A\n\nfigures']]))).toBe(
      '# Benchmarks\n\nRerun with `npm run bench` (every part) or `npm run bench -- <part>` (one part; parts: `a`).\n\n<!-- bench:a -->\n\n## A\n\nfigures\n\n<!-- /bench:a -->\n',
    );
  });

  it('leaves the committed report as it is when every section comes back unchanged', () => {
    const report = readFileSync(join(root, 'docs/BENCHMARKS.md'), 'utf8');
    const parts = readdirSync(join(root, 'scripts/bench'))
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => name.slice(0, -'.mjs'.length))
      .sort();
    expect(benchReport(report, parts, benchSections(report, parts))).toBe(report);
  });
});
