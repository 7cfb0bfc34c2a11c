import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { planStart, type StartFacts } from './startPlan.ts';

const development: StartFacts = {
  production: false,
  demoFlag: false,
  embedded: false,
  demoDataPresent: false,
};
const production: StartFacts = { ...development, production: true };

describe('planStart', () => {
  it('runs the demo for the embedded database or --demo, outside production', () => {
    expect(planStart({ ...development, embedded: true })).toEqual({ demo: true });
    expect(planStart({ ...development, demoFlag: true })).toEqual({ demo: true });
    expect(planStart(development)).toEqual({ demo: false });
    // A demo database in development is the demo's to keep using.
    expect(planStart({ ...development, embedded: true, demoDataPresent: true })).toEqual({ demo: true });
  });

  it('never runs the demo in production, even on the embedded database', () => {
    expect(planStart(production)).toEqual({ demo: false });
    expect(planStart({ ...production, embedded: true })).toEqual({ demo: false });
  });

  it('refuses --demo in production', () => {
    expect(() => planStart({ ...production, demoFlag: true })).toThrow(ConfigError);
    expect(() => planStart({ ...production, demoFlag: true })).toThrow('--demo cannot run in production');
  });

  it('refuses to start production on a database the demo filled', () => {
    for (const embedded of [true, false]) {
      const attempt = () => planStart({ ...production, embedded, demoDataPresent: true });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow('this database holds the demo data');
    }
  });
});
