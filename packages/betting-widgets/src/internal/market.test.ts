import { describe, expect, it } from 'vitest';
import { formatOdds, formatSize } from './market.ts';

describe('formatSize', () => {
  it('prints money available in full below a lakh and in short form above', () => {
    expect([formatSize(2500), formatSize(99_999), formatSize(250_000)]).toEqual(['2,500', '99,999', '2.5L']);
  });

  it('prints the same text for a size however many others came between', () => {
    const first = formatSize(12_345);
    // More distinct sizes than the remembered texts hold, as a long session on a busy board sees.
    for (let size = 0; size < 5000; size += 1) formatSize(size * 7);
    expect([formatSize(12_345), first]).toEqual(['12,345', '12,345']);
  });
});

describe('formatOdds', () => {
  it('prints odds to two places without trailing zeros', () => {
    expect([formatOdds(1.98), formatOdds(2), formatOdds(1.5), formatOdds(3.456)]).toEqual([
      '1.98',
      '2',
      '1.5',
      '3.46',
    ]);
  });
});
