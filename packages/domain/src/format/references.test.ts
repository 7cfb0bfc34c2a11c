import { describe, expect, it } from 'vitest';
import { readableNarration, shortReference } from './references.ts';

describe('references a player reads', () => {
  it('shortens a UUID to its first eight characters and leaves any other id whole', () => {
    expect(shortReference('eddccc0b-cfea-44bf-ab12-6c4fb97f54b5')).toBe('eddccc0b');
    expect(shortReference('5002261203160218')).toBe('5002261203160218');
  });

  it('shortens every UUID in a narration, and nothing else', () => {
    expect(readableNarration('Slot Lucky Reels round eddccc0b-cfea-44bf-ab12-6c4fb97f54b5: bet')).toBe(
      'Slot Lucky Reels round eddccc0b: bet',
    );
    expect(readableNarration('20-20 Teenpatti / 5002261203160218')).toBe(
      '20-20 Teenpatti / 5002261203160218',
    );
  });
});
