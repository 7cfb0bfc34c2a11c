import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageShown } from './afterPageShown.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPageShown', () => {
  it('resolves two animation frames and 150 ms after it is called, not before', async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    let shown = false;
    void afterPageShown().then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown).toBe(false); // no frame yet: nothing painted
    frames.shift()?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown).toBe(false); // painted, but maybe not on screen
    frames.shift()?.();
    await vi.advanceTimersByTimeAsync(149);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toBe(true);
  });

  it('outside a browser, resolves after 150 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    let shown = false;
    void afterPageShown().then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(149);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toBe(true);
  });
});
