// `npm test`: every check and every suite, then one line `N passed, N failed` summing them all.
// Runs everything even after a failure so the summary is complete; exits non-zero on any failure.
//
// First the static checks beside the libraries' build; then the node, browser, CI's PostgreSQL
// (TEST_POSTGRES_ALONGSIDE=1) and end-to-end suites one after another. A step run beside others (`quiet`)
// writes its output to a log printed whole when it ends, so their outputs do not interleave.
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

// 1. The static checks and the libraries' build, side by side: each is CPU-bound and short, and together they
// keep both cores busy. The library step builds every package (and the player app, for production) in its
// global setup, then packs, installs and embeds them; nothing else reads or writes `dist/` meanwhile. It
// outlasts the checks by half a minute or more, mostly on one core: the domain's tests (from sources, never
// `dist/`) take the other as soon as the checks are done.
const library = vitest('library: the built packages packed, installed and embedded', ['--project=library'], {
  quiet: true,
});
const [eslint, prettier, typecheck, audit] = await Promise.all([
  step('eslint', 'npx', ['eslint', '.', '--max-warnings=0'], { quiet: true }),
  step('prettier --check', 'npx', ['prettier', '--check', '.', '--log-level=warn'], { quiet: true }),
  step('typecheck (tsc --build, TypeScript 7)', 'npm', ['run', '--silent', 'typecheck'], { quiet: true }),
  // One line, printed as it comes: a high or critical advisory fails the run; a registry that cannot be
  // asked (this one answers the audit with 405) says NOT RUN (scripts/lib/dependencyAudit.mjs).
  step('dependency audit (npm audit --omit=dev)', 'node', ['scripts/audit.mjs']),
]);
check('dependency audit (npm audit --omit=dev)', audit);
check('eslint', eslint);
check('prettier --check', prettier);
check('typecheck (tsc --build, TypeScript 7)', typecheck);
const [libraryOk] = await Promise.all([
  library,
  vitest('node: the domain (with coverage)', ['--project=node', 'packages/domain', '--coverage'], {
    quiet: true,
  }),
]);

// 2. Then one suite at a time. Side by side they cost more than one after the other (fresh clones on
// 2026-12-02, ADR 0015): beside the browser suites the node suites took 1,339 s against 495 alone and the
// browser suites 1,082 s against about 570; beside the PostgreSQL suite the browser suites took 1,079 s and
// the PostgreSQL suite 774 s against about 335 alone. A starved core sets off the server's load shedding,
// the tests' waits and Chromium's slow frames. The domain's coverage thresholds are met by the domain's
// own tests; measuring coverage costs every process about a tenth more CPU, so the server's and the
// app's node tests run without it.
// Processes side by side (packages/server/src/cluster) need a PostgreSQL: they run in its pass only.
await vitest('node: the server, the app and the tools', [
  '--project=node',
  '--exclude=packages/domain/**',
  '--exclude=packages/server/src/cluster/**',
]);
// Each screenshot comparison leaves Vitest a timer of its stability timeout (30 s, tests/visual) that keeps the
// process up after the last test; Vitest then waits its teardown timeout (10 s) before exiting. Closing the
// browsers and Vite takes well under a second, so three are enough.
await vitest('browser: stories, unit, visual', [
  '--project=storybook',
  '--project=unit',
  '--project=visual',
  '--project=visual-sheets',
  '--teardownTimeout=3000',
]);
if (process.env['TEST_POSTGRES_ALONGSIDE'] === '1') await postgresSuite();
await vitest('e2e: the player app in Chromium against the real server', ['--project=e2e'], {
  env: libraryOk ? { ...process.env, E2E_APP_ALREADY_BUILT: '1' } : process.env,
});

writeFileSync('.cache/summary-main.json', JSON.stringify({ passed, failed, failures }));
console.log('\nStep times:');
for (const time of stepTimes) console.log(`  ${time}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
