import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle.ts';

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The browser's next idle moment, on the faked clock (Vitest's own fake of these loses cancelIdleCallback).
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 5));
    vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task once the delay has passed and the browser is idle, not before', () => {
    const task = vi.fn();
    whenIdle(task, 1000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a task cancelled during its delay or while it waits for an idle moment', () => {
    const early = vi.fn();
    whenIdle(early, 1000)();
    const waiting = vi.fn();
    const cancelWaiting = whenIdle(waiting, 10);
    vi.advanceTimersByTime(10);
    cancelWaiting();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(waiting).not.toHaveBeenCalled();
  });
});
