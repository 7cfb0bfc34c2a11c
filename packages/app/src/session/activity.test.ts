import { inactivityTimeoutMs, tabBlurIntervalMs } from '@exchange/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInactivity, watchTabFocus } from './activity.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchInactivity', () => {
  it('goes inactive after five minutes without input and back on the next input', () => {
    const page = new EventTarget();
    const changes: boolean[] = [];
    const stop = watchInactivity(page, (inactive) => changes.push(inactive));

    vi.advanceTimersByTime(inactivityTimeoutMs - 1);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);

    page.dispatchEvent(new Event('keydown'));
    expect(changes).toEqual([true, false]);
    stop();
  });

  it('restarts the five minutes on every input', () => {
    const page = new EventTarget();
    const changes: boolean[] = [];
    const stop = watchInactivity(page, (inactive) => changes.push(inactive));
    vi.advanceTimersByTime(inactivityTimeoutMs - 1000);
    page.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(inactivityTimeoutMs - 1000);
    expect(changes).toEqual([]);
    stop();
    vi.advanceTimersByTime(inactivityTimeoutMs);
    expect(changes).toEqual([]);
  });
});

describe('watchTabFocus', () => {
  function setUp() {
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    });
    const flags: boolean[] = [];
    const stop = watchTabFocus(window, document, (active) => flags.push(active));
    return { window, document, flags, stop };
  }

  it('drops the flag every three minutes out of focus, and raises it again on focus', () => {
    const { window, flags, stop } = setUp();
    window.dispatchEvent(new Event('blur'));
    vi.advanceTimersByTime(tabBlurIntervalMs - 1);
    expect(flags).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(tabBlurIntervalMs);
    expect(flags).toEqual([false, false]);

    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(tabBlurIntervalMs * 3);
    expect(flags).toEqual([false, false, true]);
    stop();
  });

  it('follows the visibility: hidden false, visible true', () => {
    const { document, flags, stop } = setUp();
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flags).toEqual([false, true]);
    stop();
  });
});
