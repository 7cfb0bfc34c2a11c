import { expect } from 'vitest';
import type { ExactReading } from './casinoExact.ts';
import type { RtpReading } from './casinoSimulation.ts';

/** Every bet's exact return equals its listed RTP. */
export function expectExactRtp(readings: readonly ExactReading[]): void {
  for (const reading of readings) expect(reading, JSON.stringify(reading)).toMatchObject({ matches: true });
}

/** Every bet's simulated mean return is inside its 3-sigma band. */
export function expectInsideBands(readings: readonly RtpReading[]): void {
  for (const reading of readings) expect(reading, JSON.stringify(reading)).toMatchObject({ inside: true });
}
