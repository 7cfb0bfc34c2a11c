// What `npm audit --omit=dev --json` said, as the test run's verdict (ASVS 15.2.1): a high or critical
// advisory in a dependency the product ships fails the run; an audit that could not ask the registry
// (a mirror or proxy without the audit endpoint answers 405, an offline machine) is reported as not run,
// loudly, and does not fail it, since nothing was learned about the dependencies either way.

/** The severities that fail the run. */
export const failingSeverities = ['high', 'critical'];

/**
 * @param {string} stdout npm audit's JSON output (npm prints its error as JSON too under --json)
 * @returns {{ verdict: 'pass' | 'fail' | 'not run', summary: string }}
 */
export function auditVerdict(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { verdict: 'not run', summary: 'npm audit printed no report' };
  }
  if (report.error) {
    // npm's own words: the HTTP answer's message when there was one, else the error's summary or code.
    const reason = [report.message, report.error.summary, report.error.code].find(Boolean) ?? 'unknown error';
    return {
      verdict: 'not run',
      summary: `the registry did not answer the audit: ${String(reason).split('\n')[0]}`,
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) return { verdict: 'not run', summary: 'npm audit reported no counts' };
  const failing = failingSeverities.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  const names = Object.entries(report.vulnerabilities ?? {})
    .filter(([, advisory]) => failingSeverities.includes(advisory.severity))
    .map(([name, advisory]) => `${name} (${advisory.severity})`);
  return failing > 0
    ? { verdict: 'fail', summary: `${failing} high or critical: ${names.join(', ')}` }
    : { verdict: 'pass', summary: `no high or critical advisory (${counts.total ?? 0} of lower severity)` };
}
