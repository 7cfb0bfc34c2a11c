/** Housekeeping that runs every `intervalMs` until stopped (the embedded autovacuum, the secrets' sweep). */
export interface PeriodicWork {
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs` (and once at once with `atStart`); a failed pass is reported and the next one runs as usual. A pass still
 * going when the next is due is not doubled: the next tick looks again. Stopping waits for a pass in
 * flight, so the database can close under nothing.
 */
export function startPeriodic(
  work: () => Promise<unknown>,
  options: { intervalMs: number; onError: (error: unknown) => void; atStart?: boolean },
): PeriodicWork {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = work()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  if (options.atStart) pass();
  const timer = setInterval(pass, options.intervalMs);
  // A server with nothing else to do may exit: the passes are housekeeping, not work.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
