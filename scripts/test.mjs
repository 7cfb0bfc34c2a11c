// `npm test`: every check and every suite, then one line `N passed, N failed` summing them all.
// Runs everything even after a failure so the summary is complete; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const resultsFile = '.cache/vitest-results.json';
let passed = 0;
let failed = 0;

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
  else failed += 1;
}

mkdirSync('.cache', { recursive: true });
rmSync(resultsFile, { force: true });
const vitestOk = step('vitest: stories, unit, visual, node', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
]);

if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A file that fails to load has no failed tests of its own but must still count.
  const brokenFiles = results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
  ).length;
  failed += brokenFiles;
  if (!vitestOk && results.numFailedTests === 0 && brokenFiles === 0) failed += 1;
} else {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || !vitestOk ? 1 : 0);
