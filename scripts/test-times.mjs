// `node scripts/test-times.mjs [out.md]`: every test file of the last `npm test` with its time and test
// count, read from the JSON reports that run left in .cache/ (one per Vitest step), longest first per
// step. Written as markdown so a before/after pair can be committed and compared (docs/test-times/).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The JSON report of each step `scripts/test.mjs` runs, by the name it gives the step. */
const reports = [
  ['node: the domain (with coverage)', '.cache/vitest-node-the-domain-with-coverage-.json'],
  ['node: the server, the app and the tools', '.cache/vitest-node-the-server-the-app-and-the-tools.json'],
  ['library', '.cache/vitest-library-the-built-packages-packed-installed-and-embedded.json'],
  ['browser: stories, unit, visual', '.cache/vitest-browser-stories-unit-visual.json'],
  ['PostgreSQL: the server suite', '.cache/vitest-postgres.json'],
  ['e2e', '.cache/vitest-e2e-the-player-app-in-Chromium-against-the-real-server.json'],
];

const root = `${process.cwd()}/`;
const seconds = (ms) => (ms / 1000).toFixed(1);

function fileRows(results) {
  return results.testResults
    .map((file) => {
      const tests = file.assertionResults;
      return {
        file: file.name.replace(root, ''),
        ms: file.endTime - file.startTime,
        passed: tests.filter((test) => test.status === 'passed').length,
        skipped: tests.filter((test) => test.status === 'skipped' || test.status === 'pending').length,
        failed: tests.filter((test) => test.status === 'failed').length,
      };
    })
    .sort((a, b) => b.ms - a.ms);
}

const lines = [
  `# Test files and their times`,
  '',
  `Read from the JSON reports of one \`npm test\` (${cpus().length} cores). A file's time runs from its`,
  'start to its end inside its step, so files that ran side by side (two workers) overlap.',
];
for (const [step, path] of reports) {
  if (!existsSync(path)) continue;
  const results = JSON.parse(readFileSync(path, 'utf8'));
  const rows = fileRows(results);
  const sum = rows.reduce((total, row) => total + row.ms, 0);
  lines.push(
    '',
    `## ${step}`,
    '',
    `${rows.length} files, ${results.numPassedTests} passed, ${results.numFailedTests} failed, ` +
      `${results.numPendingTests} skipped; the files' times add up to ${seconds(sum)} s.`,
    '',
    '| file | s | passed | skipped | failed |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) => `| ${row.file} | ${seconds(row.ms)} | ${row.passed} | ${row.skipped} | ${row.failed} |`,
    ),
  );
}
const text = `${lines.join('\n')}\n`;
const out = process.argv[2];
if (out) writeFileSync(out, text);
else process.stdout.write(text);
