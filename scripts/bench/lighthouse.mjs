// `npm run bench -- lighthouse`: Lighthouse's mobile profile (its default: a mid-range phone, simulated
// slow 4G and a 4x slower CPU) on the player app's home page, an odds page and a casino table, signed in
// as the demo player, against a server of its own (fresh database, the odds simulator running). Targets: performance
// 95 and accessibility 100. Debian's Chromium with the repository's flags (chromium.config.ts). With
// LIGHTHOUSE_REPORT_DIR set, each page's full report (JSON) is saved there, to see why a score is low.
import { launch } from 'chrome-launcher';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { buildAppForBench, startServer } from './lib/app.mjs';

const targets = { performance: 95, accessibility: 100 };
/** Lighthouse's own advice: scores vary from run to run, so report the median of several. */
const runsPerPage = 3;
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

async function api(server, path, { token, body } = {}) {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  if (!response.ok || answer.error) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

/** The demo player's session, as the login page would store it (packages/app/src/session/storage.ts). */
async function signIn(server) {
  const user = await api(server, 'login', { body: { username: 'Player', password: 'Demo1234' } });
  return {
    token: user.token,
    entries: {
      playerToken: user.token,
      playerRefreshToken: user.refreshToken,
      playerSessionId: user.sessionId,
      playerUserType: user.role,
    },
  };
}

/**
 * A cricket match the simulator is playing (any listed one if none is in play yet). A fresh server's
 * simulator lists its events a moment after the server listens, so this asks again for a while.
 */
async function liveMatchId(server, token) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const listed = await api(server, 'get-match-list?sportId=4', { token });
    const match = listed.find((candidate) => candidate.inPlay) ?? listed[0];
    if (match) return match.matchId;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the simulator lists no cricket match');
}

/** Puts the session into the browser's localStorage, which Lighthouse's storage reset leaves alone. */
async function storeSession(port, origin, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // A path the server answers without the app running, so nothing reads the storage meanwhile.
    await page.goto(`${origin}/api/no-such-page`);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Where a low performance score comes from: the LCP element and the largest layout shift. */
function performanceFindings(audits) {
  const lcp = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const shift = audits['layout-shifts']?.details?.items?.[0];
  return [
    ...(lcp ? [`LCP element: "${lcp.nodeLabel.split('\n')[0]}" (\`${lcp.selector}\`)`] : []),
    ...(shift && shift.score >= 0.01
      ? [
          `largest layout shift ${shift.score.toFixed(2)}: "${shift.node.nodeLabel.split('\n')[0]}"` +
            ` (\`${shift.node.selector}\`)${shift.subItems?.items?.[0]?.cause ? `, cause: ${shift.subItems.items[0].cause}` : ''}`,
        ]
      : []),
  ];
}

function failedAudits(category, audits) {
  return category.auditRefs
    .map((ref) => audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => audit.id);
}

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { categories, audits, finalDisplayedUrl, runWarnings, runtimeError } = result.lhr;
  // A run that could not measure (the page did not load in time) has no score: say why, do not count it.
  if (runtimeError || categories.performance.score === null) {
    return { failed: runtimeError?.code ?? 'no performance score' };
  }
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const { writeFileSync } = await import('node:fs');
    const name = new URL(finalDisplayedUrl).pathname.replace(/\W+/g, '_') || 'home';
    writeFileSync(`${process.env.LIGHTHOUSE_REPORT_DIR}/${name}.json`, JSON.stringify(result.lhr));
  }
  return {
    url: new URL(finalDisplayedUrl).pathname,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    metrics: metrics.map(([id, label]) => `${label} ${audits[id].displayValue}`).join(', '),
    accessibilityFailures: failedAudits(categories.accessibility, audits),
    findings: performanceFindings(audits),
    warnings: runWarnings,
  };
}

/** Runs that could not measure (Lighthouse's NO_NAVSTART now and then) are repeated, this many at most. */
const extraRuns = 2;

/** The run with the median performance score, of `runsPerPage` runs that measured. */
async function medianAudit(port, url) {
  const all = [];
  const measured = () => all.filter((run) => !run.failed).length;
  while (measured() < runsPerPage && all.length < runsPerPage + extraRuns) all.push(await audit(port, url));
  const runs = all.filter((run) => !run.failed).sort((a, b) => a.performance - b.performance);
  if (runs.length === 0)
    throw new Error(`every Lighthouse run of ${url} failed: ${all.map((run) => run.failed)}`);
  const shown = all.map((run) => (run.failed ? `failed (${run.failed})` : run.performance));
  return { ...runs[Math.floor((runs.length - 1) / 2)], all: shown };
}

/** The in-house casino table the bench opens (20-20 Teenpatti, a round every few seconds). */
const casinoGame = 'teen20';

const verdict = (score, target) => (score >= target ? `${score}` : `**${score}** (target ${target})`);

export async function run() {
  const { chromiumArgs, chromiumPath } = await tsImport('../../chromium.config.ts', import.meta.url);
  const server = await startServer(buildAppForBench());
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new'] });
  try {
    const session = await signIn(server);
    const matchId = await liveMatchId(server, session.token);
    await storeSession(chrome.port, server.url, session.entries);
    const load = loadavg()[0].toFixed(1);
    const pages = [
      ['home', await medianAudit(chrome.port, `${server.url}/`)],
      ['odds page', await medianAudit(chrome.port, `${server.url}/odds/${matchId}`)],
      // A game's own route, which opens its table: the casino's engine, art and round loop in play.
      ['casino table', await medianAudit(chrome.port, `${server.url}/casino/${casinoGame}`)],
    ];
    const rows = pages.map(
      ([name, page]) =>
        `| ${name} (\`${page.url}\`) | ${verdict(page.performance, targets.performance)} (runs: ${page.all.join(', ')}) | ` +
        `${verdict(page.accessibility, targets.accessibility)} | ${page.metrics} |`,
    );
    const notes = pages.flatMap(([name, page]) => [
      ...page.findings.map((finding) => `- ${name}: ${finding}.`),
      ...(page.accessibilityFailures.length > 0
        ? [`- ${name}: accessibility audits failing: ${page.accessibilityFailures.join(', ')}.`]
        : []),
      ...page.warnings.map((warning) => `- ${name}: Lighthouse warned: ${warning}`),
    ]);
    return `## Player app: Lighthouse (mobile)

Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile (simulated slow 4G, 4x CPU slowdown), signed in as the demo
player, on the production build served by the server (fresh database, odds simulator on). The median
of ${runsPerPage} runs per page; the machine's load average was ${load} when the runs began (Lighthouse scales
the main thread's observed work by 4, so a busy machine lowers the performance score).

| page | performance | accessibility | metrics |
|---|---:|---:|---|
${rows.join('\n')}

Targets: performance ${targets.performance}, accessibility ${targets.accessibility}.
${notes.length > 0 ? `\n${notes.join('\n')}\n` : ''}`;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
