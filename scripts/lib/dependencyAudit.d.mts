/** The severities that fail the run. */
export declare const failingSeverities: readonly string[];

/** What `npm audit --omit=dev --json` printed, as the test run's verdict. */
export declare function auditVerdict(stdout: string): {
  verdict: 'pass' | 'fail' | 'not run';
  summary: string;
};
