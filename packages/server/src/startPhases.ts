/**
 * Where a start's time goes, from the process's own start (so loading the modules counts), said in the
 * banner: a slow restart (issue 38: 9-11 s, 25 s of it module loading under load) shows its phase.
 */
export interface StartPhases {
  /** Ends the phase that ran since the last mark (or since the process started). */
  mark(phase: string): void;
  /** "Started in 2.4 s: modules 0.9 s, database 0.8 s, ...". */
  summary(): string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function startPhases(now: () => number = () => performance.now()): StartPhases {
  const phases: [string, number][] = [];
  let last = 0;
  return {
    mark(phase) {
      const at = now();
      phases.push([phase, at - last]);
      last = at;
    },
    summary() {
      return `Started in ${seconds(last)}: ${phases.map(([phase, ms]) => `${phase} ${seconds(ms)}`).join(', ')}.`;
    },
  };
}
