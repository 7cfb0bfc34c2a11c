import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('the feed settings', () => {
  it('run the simulator by default: four events a sport, a tick a second, a random seed', () => {
    expect(loadConfig({}).feed).toEqual({
      kind: 'simulator',
      seed: undefined,
      tickMs: 1000,
      eventsPerSport: 4,
    });
  });

  it('take the feed, seed, tick and number of events from the environment', () => {
    const env = { FEED: 'off', FEED_SEED: '42', FEED_TICK_MS: '250', FEED_EVENTS_PER_SPORT: '10' };
    expect(loadConfig(env).feed).toEqual({ kind: 'off', seed: 42, tickMs: 250, eventsPerSport: 10 });
  });

  it('name every bad value with what it must be', () => {
    expect(() => loadConfig({ FEED: 'live' })).toThrow('FEED must be simulator, stepped or off');
    expect(() => loadConfig({ FEED_TICK_MS: '10' })).toThrow('FEED_TICK_MS must be between 50 and 60000');
    expect(() => loadConfig({ FEED_EVENTS_PER_SPORT: '2.5' })).toThrow(
      'FEED_EVENTS_PER_SPORT must be a whole number',
    );
    expect(() => loadConfig({ FEED_SEED: '0' })).toThrow(ConfigError);
  });
});
