import { describe, expect, it } from 'vitest';
import { stakeErrors } from './stakeRules.ts';

describe('preset stake rules', () => {
  const limits = { minStake: 100, maxStake: 500000 };

  it('accepts whole and two-decimal stakes within the limits', () => {
    expect(stakeErrors([100, 250.5, 500000], limits)).toEqual([null, null, null]);
  });

  it('says what is wrong with each stake', () => {
    expect(stakeErrors([null, 0, -5, 100.123, 50, 600000], limits)).toEqual([
      'Enter a stake',
      'A stake must be above 0',
      'A stake must be above 0',
      'Use at most two decimals',
      'A stake must be at least 100',
      'A stake must be at most 5,00,000',
    ]);
  });

  it('flags a repeated stake on its second appearance only', () => {
    expect(stakeErrors([500, 1000, 500], limits)).toEqual([null, null, 'This stake is already a button']);
  });

  it('has no upper limit unless given one', () => {
    expect(stakeErrors([10_000_000], { minStake: 1 })).toEqual([null]);
  });
});
