import { brandNames } from '@exchange/design-system';
import { describe, expect, it } from 'vitest';
import { readLaunch } from './launch.ts';

const session = 'a'.repeat(64);

describe('readLaunch', () => {
  it('reads the game, the session from the fragment and the brand, any of the brands', () => {
    expect(
      readLaunch(
        `http://p/game/lucky-reels?brand=royal&lobby=http%3A%2F%2Fsite%2Fcasino#session=${session}`,
        '',
      ),
    ).toEqual({
      kind: 'game',
      gameCode: 'lucky-reels',
      sessionId: session,
      brand: 'royal',
      lobby: 'http://site/casino',
    });
    for (const brand of brandNames) {
      expect(readLaunch(`http://p/game/lucky-reels?brand=${brand}#session=${session}`, '')).toMatchObject({
        brand,
      });
    }
  });

  it('falls back to the default brand and drops a lobby that is not a web address', () => {
    expect(
      readLaunch(`http://p/game/lucky-zero?brand=evil&lobby=javascript:alert(1)#session=${session}`, ''),
    ).toEqual({
      kind: 'game',
      gameCode: 'lucky-zero',
      sessionId: session,
      brand: 'default',
      lobby: undefined,
    });
  });

  it('shows the problem the server wrote, and ignores words that are not one', () => {
    expect(readLaunch('http://p/play/lucky-reels?token=x&brand=royal', 'invalid-token')).toMatchObject({
      kind: 'problem',
      problem: 'invalid-token',
      brand: 'royal',
    });
    expect(readLaunch('http://p/game/nope', 'toString')).toMatchObject({
      kind: 'problem',
      problem: 'unknown-game',
    });
    expect(readLaunch('http://p/game/lucky-reels', '')).toMatchObject({ problem: 'missing-token' });
  });
});
