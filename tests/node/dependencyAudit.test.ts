import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/lib/dependencyAudit.mjs';

/** npm audit's JSON as npm 10 prints it: the counts by severity and each vulnerable package. */
function report(counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts, total } },
  });
}

describe('the dependency audit of npm test (ASVS 15.2.1)', () => {
  it('fails on a high or a critical advisory, naming the packages', () => {
    const high = auditVerdict(
      report({ high: 1, low: 2 }, { fastify: { severity: 'high' }, x: { severity: 'low' } }),
    );
    expect(high).toEqual({ verdict: 'fail', summary: '1 high or critical: fastify (high)' });
    expect(auditVerdict(report({ critical: 1 }, { pg: { severity: 'critical' } })).verdict).toBe('fail');
  });

  it('passes with advisories of lower severity only, saying how many', () => {
    expect(auditVerdict(report({ moderate: 2, low: 1 }))).toEqual({
      verdict: 'pass',
      summary: 'no high or critical advisory (3 of lower severity)',
    });
  });

  it('says it did not run when the registry does not answer the audit, with npm’s reason', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(refused)).toEqual({
      verdict: 'not run',
      summary:
        'the registry did not answer the audit: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(auditVerdict('').verdict).toBe('not run');
  });
});
