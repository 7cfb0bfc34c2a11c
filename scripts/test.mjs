// `npm test`: every check and every suite, then one line `N passed, N failed` summing them all.
// Runs everything even after a failure so the summary is complete; exits non-zero on any failure.
//
// Lint runs beside the type check (docs/decisions.md, "The test run under 20 minutes"); then the node,
// library and browser suites, CI's PostgreSQL suite (TEST_POSTGRES_ALONGSIDE=1) and the end-to-end tests,
// one after another. A quiet step writes its output to a log printed whole when it ends.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { failureLine } from './failureLine.mjs';

let passed = 0;
let failed = 0;
/** What failed, named, so the last lines of a long CI log say which test to look at. */
const failures = [];
/** Each step's wall time, repeated at the end so a slow run says where its time went. */
const stepTimes = [];

mkdirSync('.cache', { recursive: true });

/**
 * Runs one step; with `quiet`, its output goes to `.cache/<slug>.log` and is printed whole at the end.
 * Resolves to whether it exited 0.
 */
function step(name, command, args, { quiet = false, env = process.env } = {}) {
  const started = Date.now();
  const log = `.cache/step-${name.replace(/\W+/g, '-').slice(0, 60)}.log`;
  if (!quiet) console.log(`\n▶ ${name}`);
  const output = quiet ? openSync(log, 'w') : 'inherit';
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', output, output], env });
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (quiet) {
        closeSync(output);
        console.log(`\n▶ ${name}`);
        process.stdout.write(readFileSync(log));
      }
      console.log(`◀ ${name}: ${seconds} s`);
      stepTimes.push(`${name}: ${seconds} s`);
      resolve(code === 0);
    });
  });
}

function check(name, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

/** Runs Vitest with a JSON report and adds its counts; a coverage threshold miss fails the run too. */
async function vitest(name, args, options = {}) {
  const resultsFile = `.cache/vitest-${name.replace(/\W+/g, '-')}.json`;
  rmSync(resultsFile, { force: true });
  const ok = await step(
    `vitest: ${name}`,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`],
    options,
  );
  if (!existsSync(resultsFile)) {
    failed += 1;
    failures.push(`${name}: no report (Vitest did not finish)`);
    return false;
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
    for (const test of failedTests) failures.push(failureLine(where, test));
  }
  if (!ok && results.numFailedTests === 0 && brokenFiles === 0) {
    failed += 1;
    failures.push(`${name}: exited non-zero with every test passing (a coverage threshold?)`);
  }
  return ok;
}

/** scripts/test-postgres.mjs, its counts and named failures (from its summary file) added to ours. */
async function postgresSuite() {
  const summaryFile = '.cache/summary-postgres.json';
  rmSync(summaryFile, { force: true });
  await step('PostgreSQL: the server suite', 'node', ['scripts/test-postgres.mjs'], { quiet: true });
  const summary = existsSync(summaryFile)
    ? JSON.parse(readFileSync(summaryFile, 'utf8'))
    : { passed: 0, failed: 1, failures: ['PostgreSQL suite: no summary (it did not finish)'] };
  passed += summary.passed;
  failed += summary.failed;
  failures.push(...summary.failures);
}

ensureChromium();

// Static checks count as one test each. ESLint and tsc each keep one core busy: side by side they take
// the time of the longer one.
const [lint, typecheck] = await Promise.all([
  step('lint (eslint + prettier)', 'npm', ['run', '--silent', 'lint'], { quiet: true }),
  step('typecheck (tsc --build)', 'npm', ['run', '--silent', 'typecheck'], { quiet: true }),
]);
check('lint (eslint + prettier)', lint);
check('typecheck (tsc --build)', typecheck);

await vitest('node (with domain coverage)', ['--project=node', '--coverage']);
const libraryOk = await vitest('library: the built packages packed, installed and embedded', [
  '--project=library',
]);

// One step at a time: run beside the browser step, CI's PostgreSQL suite and the end-to-end tests took
// the browser step from 1,073 s to 1,413 s and made its timing-sensitive tests (a toast's duration, a price
// flash under reduced motion) fail on the loaded cores. The library step's `npm run build` built the player
// app from these sources for production, as the end-to-end setup would: not a second time.
const postgres = process.env['TEST_POSTGRES_ALONGSIDE'] === '1';
await vitest('browser: stories, unit, visual', [
  '--project=storybook',
  '--project=unit',
  '--project=visual',
  '--project=visual-sheets',
]);
if (postgres) await postgresSuite();
await vitest('e2e: the player app in Chromium against the real server', ['--project=e2e'], {
  quiet: true,
  env: libraryOk ? { ...process.env, E2E_APP_ALREADY_BUILT: '1' } : process.env,
});

writeFileSync('.cache/summary-main.json', JSON.stringify({ passed, failed, failures }));
console.log('\nStep times:');
for (const time of stepTimes) console.log(`  ${time}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
