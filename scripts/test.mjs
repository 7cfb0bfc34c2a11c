// `npm test`: every check and every suite, then one line `N passed, N failed` summing them all.
// Runs everything even after a failure so the summary is complete; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

let passed = 0;
let failed = 0;
/** What failed, named, so the last lines of a long CI log say which test to look at. */
const failures = [];

function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

ensureChromium();

// Static checks count as one test each.
for (const [name, script] of [
  ['lint (eslint + prettier)', 'lint'],
  ['typecheck (tsc --build)', 'typecheck'],
]) {
  if (step(name, 'npm', ['run', '--silent', script])) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

mkdirSync('.cache', { recursive: true });

/** Runs Vitest with a JSON report and adds its counts; a coverage threshold miss fails the run too. */
function vitest(name, args) {
  const resultsFile = `.cache/vitest-${name.replace(/\W+/g, '-')}.json`;
  rmSync(resultsFile, { force: true });
  const ok = step(`vitest: ${name}`, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
  ]);
  if (!existsSync(resultsFile)) {
    failed += 1;
    failures.push(`${name}: no report (Vitest did not finish)`);
    return;
  }
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A file that fails to load has no failed tests of its own but must still count.
  const brokenFiles = results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
  ).length;
  failed += brokenFiles;
  for (const file of results.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${where}: the file failed to run`);
    for (const test of failedTests) failures.push(`${where}: ${test.fullName}`);
  }
  if (!ok && results.numFailedTests === 0 && brokenFiles === 0) {
    failed += 1;
    failures.push(`${name}: exited non-zero with every test passing (a coverage threshold?)`);
  }
}

vitest('node (with domain coverage)', ['--project=node', '--coverage']);
vitest('library: the built packages packed, installed and embedded', ['--project=library']);
vitest('browser: stories, unit, visual', ['--project=storybook', '--project=unit', '--project=visual']);
vitest('e2e: the player app in Chromium against the real server', ['--project=e2e']);

writeFileSync('.cache/summary-main.json', JSON.stringify({ passed, failed, failures }));
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
