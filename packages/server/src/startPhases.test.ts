import { describe, expect, it } from 'vitest';
import { startPhases } from './startPhases.ts';

describe("a start's phases", () => {
  it('says how long each phase took since the one before, and the whole since the process started', () => {
    const times = [900, 1700, 2100];
    const phases = startPhases(() => times.shift() ?? 0);
    phases.mark('modules');
    phases.mark('database');
    phases.mark('app');
    expect(phases.summary()).toBe('Started in 2.1 s: modules 0.9 s, database 0.8 s, app 0.4 s.');
  });
});
