import { describe, expect, it } from 'vitest';
import {
  apiTimeoutsMs,
  chunkLoadTimeoutMs,
  devToolsCheckIntervalMs,
  inactivityTimeoutMs,
  otpAutoSubmitDelayMs,
  otpLength,
  tabBlurIntervalMs,
  toastDurationMs,
} from './timings.ts';

describe('timings (spec 4 and 9)', () => {
  it('match the spec', () => {
    expect(apiTimeoutsMs).toEqual({ main: 50000, data: 10000, bet: 10000 });
    expect(chunkLoadTimeoutMs).toBe(120 * 1000);
    expect(toastDurationMs).toBe(3000);
    expect(inactivityTimeoutMs).toBe(5 * 60 * 1000);
    expect(devToolsCheckIntervalMs).toBe(500);
    expect(tabBlurIntervalMs).toBe(180000);
    expect(otpLength).toBe(6);
    expect(otpAutoSubmitDelayMs).toBe(1000);
  });
});
