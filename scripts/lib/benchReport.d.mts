/** A part's opening and closing markers in docs/BENCHMARKS.md. */
export declare function benchMarkers(name: string): [string, string];

/** The section between each part's markers, for the parts the report has. */
export declare function benchSections(report: string, parts: string[]): Map<string, string>;

/**
 * The benchmark report with each part's section put between its markers: in place where the previous
 * report has them, after the last section for a new part. Text outside the markers is kept as it was.
 */
export declare function benchReport(
  previous: string | undefined,
  parts: string[],
  sections: Map<string, string>,
): string;
