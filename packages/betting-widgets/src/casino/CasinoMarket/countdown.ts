import { useSyncExternalStore } from 'react';

/**
 * Where a countdown reads the time. The system clock ticks four times a second; tests and stories pass
 * a clock they move themselves, so a countdown shows the same second in every run.
 */
export interface CountdownClock {
  now(): number;
  /** Calls `onTick` whenever the time may have moved; returns the unsubscribe. */
  subscribe(onTick: () => void): () => void;
}

export const systemClock: CountdownClock = {
  now: () => Date.now(),
  subscribe(onTick) {
    const timer = setInterval(onTick, 250);
    return () => clearInterval(timer);
  },
};

/** Whole seconds left until `closesAt` (epoch ms), never below 0; undefined without a close time. */
export function useSecondsLeft(closesAt: number | undefined, clock: CountdownClock): number | undefined {
  return useSyncExternalStore(clock.subscribe, () =>
    closesAt === undefined ? undefined : Math.max(0, Math.ceil((closesAt - clock.now()) / 1000)),
  );
}

/** 75 -> '1:15', 9 -> '0:09'. */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
