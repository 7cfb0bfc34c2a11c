import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/adr/README.md is how a newcomer finds the decisions (issue 42: "the ADR index complete and checked
 * by a test"). A record missing from it, an entry whose file is gone, a title that drifted from its record,
 * or a Status line naming a record that does not exist would each send a reader to the wrong place.
 */

const adrDir = join(import.meta.dirname, '../../docs/adr');

interface Record {
  file: string;
  text: string;
}

const recordFile = /^(\d{4})-[\w-]+\.md$/;
const indexEntry = /^\|\s*(\d{4})\s*\|\s*\[(.+)\]\(([^)]+)\)\s*\|/;
const heading = /^#\s+(\d+)\.\s+(.+)$/m;
const dateLine = /^Date: \d{4}-\d{2}-\d{2}/m;
/** The Status line, `Date: ... Status: ...` (to the paragraph's end), or a `## Status` section's paragraph. */
const statusText = /(?:\bStatus:\s*((?:.+\n?)+?)(?:\n|$))|(?:^## Status\s*\n\s*\n((?:.+\n?)+?)(?:\n|$))/m;
const supersession = /supersed(?:ed(?: in part)? by|es(?: in part)?)\s+(?:ADR\s+)?(\d{4})/gi;

/** Every way the index and the records disagree, in words; none when the index is whole and true. */
function adrIndexProblems(index: string, records: Record[]): string[] {
  const problems: string[] = [];
  const entries = index.split('\n').flatMap((line) => {
    const match = indexEntry.exec(line);
    return match ? [{ number: match[1] ?? '', title: match[2] ?? '', file: match[3] ?? '' }] : [];
  });
  const numbers = new Set(records.map(({ file }) => file.slice(0, 4)));

  const seen = new Set<string>();
  let previous = '';
  for (const entry of entries) {
    if (seen.has(entry.number)) problems.push(`${entry.number} is in the index twice`);
    seen.add(entry.number);
    if (entry.number <= previous) problems.push(`${entry.number} is listed after ${previous}`);
    previous = entry.number;
    if (!entry.file.startsWith(`${entry.number}-`)) problems.push(`${entry.number} links ${entry.file}`);
    if (!records.some(({ file }) => file === entry.file))
      problems.push(`${entry.file} is indexed but missing`);
  }

  for (const number of numbers) {
    const files = records.filter(({ file }) => file.startsWith(`${number}-`));
    if (files.length > 1)
      problems.push(`${number} is the number of ${files.map(({ file }) => file).join(' and ')}`);
  }

  for (const { file, text } of records) {
    const title = heading.exec(text);
    if (!title || Number(title[1]) !== Number(file.slice(0, 4))) {
      problems.push(`${file} has no heading "# ${file.slice(0, 4)}. <title>"`);
    }
    const entry = entries.find((candidate) => candidate.file === file);
    if (!entry) problems.push(`${file} is not in the index`);
    else if (title && entry.title !== title[2]?.trim()) {
      problems.push(`${file} is indexed as "${entry.title}", its title is "${title[2]?.trim()}"`);
    }
    if (!dateLine.test(text)) problems.push(`${file} has no Date line`);
    const status = statusText.exec(text);
    const said = status?.[1] ?? status?.[2];
    if (!said) {
      problems.push(`${file} has no Status line`);
      continue;
    }
    for (const [, named = ''] of said.matchAll(supersession)) {
      if (!numbers.has(named)) problems.push(`${file}'s status names ADR ${named}, which does not exist`);
    }
  }
  return problems;
}

const record = (file: string, title: string, status = 'Date: 2026-12-05. Status: accepted.'): Record => ({
  file,
  text: `# ${file.slice(0, 4)}. ${title}\n\n${status}\n\n## Context\n\nWhy.\n`,
});

const indexOf = (...lines: string[]) =>
  ['# Architecture decision records', '', '| # | Decision | Status |', '| - | - | - |', ...lines, ''].join(
    '\n',
  );

describe('the ADR index', () => {
  it('lists every record of docs/adr with its own title, in order, and every record has Date and Status', () => {
    const records = readdirSync(adrDir)
      .filter((file) => recordFile.test(file))
      .map((file) => ({ file, text: readFileSync(join(adrDir, file), 'utf8') }));
    expect(records.length).toBeGreaterThan(60);
    expect(adrIndexProblems(readFileSync(join(adrDir, 'README.md'), 'utf8'), records)).toEqual([]);
  });

  it('accepts an index that matches its records, the older "## Status" form included', () => {
    const records = [
      record('0001-a.md', 'First'),
      { file: '0002-b.md', text: '# 2. Second\n\nDate: 2026-12-01\n\n## Status\n\nAccepted\n\n## Context\n' },
      record('0003-c.md', 'Third', 'Date: 2026-12-05. Status: accepted. Supersedes in part ADR 0001.'),
    ];
    const index = indexOf(
      '| 0001 | [First](0001-a.md) | Superseded in part by 0003 |',
      '| 0002 | [Second](0002-b.md) | Accepted |',
      '| 0003 | [Third](0003-c.md) | Accepted |',
    );
    expect(adrIndexProblems(index, records)).toEqual([]);
  });

  it('fails on a record missing from the index', () => {
    const records = [record('0001-a.md', 'First'), record('0002-b.md', 'Second')];
    expect(adrIndexProblems(indexOf('| 0001 | [First](0001-a.md) | Accepted |'), records)).toEqual([
      '0002-b.md is not in the index',
    ]);
  });

  it('fails on an entry whose file is missing, or whose title is not its record’s', () => {
    const records = [record('0001-a.md', 'First')];
    const index = indexOf(
      '| 0001 | [The first](0001-a.md) | Accepted |',
      '| 0002 | [Gone](0002-b.md) | Accepted |',
    );
    expect(adrIndexProblems(index, records)).toEqual([
      '0002-b.md is indexed but missing',
      '0001-a.md is indexed as "The first", its title is "First"',
    ]);
  });

  it('fails on a number used twice, and on entries out of order', () => {
    const records = [
      record('0001-a.md', 'First'),
      record('0001-b.md', 'Other'),
      record('0002-c.md', 'Second'),
    ];
    const index = indexOf(
      '| 0002 | [Second](0002-c.md) | Accepted |',
      '| 0001 | [First](0001-a.md) | Accepted |',
      '| 0001 | [Other](0001-b.md) | Accepted |',
    );
    expect(adrIndexProblems(index, records)).toEqual([
      '0001 is listed after 0002',
      '0001 is in the index twice',
      '0001 is listed after 0001',
      '0001 is the number of 0001-a.md and 0001-b.md',
    ]);
  });

  it('fails on a record without a Date or a Status line, and on a supersession naming no record', () => {
    const records = [
      { file: '0001-a.md', text: '# 0001. First\n\n## Context\n\nNo date, no status.\n' },
      record('0002-b.md', 'Second', 'Date: 2026-12-05. Status: accepted; superseded in part by ADR 0009.'),
    ];
    const index = indexOf(
      '| 0001 | [First](0001-a.md) | Accepted |',
      '| 0002 | [Second](0002-b.md) | Accepted |',
    );
    expect(adrIndexProblems(index, records)).toEqual([
      '0001-a.md has no Date line',
      '0001-a.md has no Status line',
      "0002-b.md's status names ADR 0009, which does not exist",
    ]);
  });
});
