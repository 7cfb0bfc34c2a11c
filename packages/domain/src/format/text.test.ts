import { describe, expect, it } from 'vitest';
import { casinoRoundLabel, nationLabel, narrationLabel, runnerLabel } from './text.ts';

describe('display text', () => {
  it('narration shows up to the first slash', () => {
    expect(narrationLabel('Cricket / India v Australia / Match Odds')).toBe('Cricket');
    expect(narrationLabel('Deposit by master')).toBe('Deposit by master');
    expect(narrationLabel('/leading')).toBe('');
  });

  it('a casino market id shows up to the dot', () => {
    expect(casinoRoundLabel('251122093015.1')).toBe('251122093015');
    expect(casinoRoundLabel('251122093015')).toBe('251122093015');
  });

  it('nation: selection then odds, or volume for fancy bets', () => {
    expect(nationLabel({ selectionName: 'India', odds: 1.98, volume: 100, isFancy: false })).toBe(
      'India 1.98',
    );
    expect(nationLabel({ selectionName: '10 over runs', odds: 78, volume: 110, isFancy: true })).toBe(
      '10 over runs 110',
    );
    expect(nationLabel({ selectionName: '10 over runs', odds: 78, isFancy: true })).toBe('10 over runs 78');
  });

  it('beside a rate column, the runner alone; a fancy bet with its volume', () => {
    expect(runnerLabel({ selectionName: 'India', odds: 1.98, volume: 100, isFancy: false })).toBe('India');
    expect(runnerLabel({ selectionName: '10 over runs', odds: 78, volume: 110, isFancy: true })).toBe(
      '10 over runs 110',
    );
  });
});
