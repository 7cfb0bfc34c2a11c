import { describe, expect, it } from 'vitest';
import { rtpReadings } from '../../testing/casinoSimulation.ts';
import { parseCasinoCard } from '../cards.ts';
import { lucky7 } from './lucky7.ts';

const card = (code: string) => {
  const parsed = parseCasinoCard(code);
  if (!parsed) throw new Error(code);
  return parsed;
};

describe('Lucky 7', () => {
  it('pays Low on A-6 and High on 8-K, and takes half of both on a 7', () => {
    expect(lucky7.settle(card('6HH'), 'lowHigh', 1)).toEqual({ kind: 'win' });
    expect(lucky7.settle(card('6HH'), 'lowHigh', 2)).toEqual({ kind: 'lose' });
    expect(lucky7.settle(card('8SS'), 'lowHigh', 2)).toEqual({ kind: 'win' });
    expect(lucky7.settle(card('7DD'), 'lowHigh', 1)).toEqual({ kind: 'halfLoss' });
    expect(lucky7.settle(card('7DD'), 'lowHigh', 2)).toEqual({ kind: 'halfLoss' });
  });

  it('loses every line on a 7 and pays the card of the dealt rank only', () => {
    for (const selectionId of [10, 11, 12, 13])
      expect(lucky7.settle(card('7CC'), 'line', selectionId).kind).toBe('lose');
    expect(lucky7.settle(card('QCC'), 'line', 13).kind).toBe('win');
    expect(lucky7.settle(card('QCC'), 'card', 32).kind).toBe('win');
    expect(lucky7.settle(card('QCC'), 'card', 31).kind).toBe('lose');
  });

  it('names the result Low Card, Seven or High Card with the card, its parity and colour', () => {
    expect(lucky7.result(card('6HH'))).toEqual({
      winnerName: 'Low Card',
      rows: [
        { label: 'Card', value: '6HH' },
        { label: 'Odd / Even', value: 'Even' },
        { label: 'Colour', value: 'Red' },
      ],
    });
    expect(lucky7.result(card('7SS')).winnerName).toBe('Seven');
    expect(lucky7.result(card('KCC')).rows.slice(1)).toEqual([
      { label: 'Odd / Even', value: 'Odd' },
      { label: 'Colour', value: 'Black' },
    ]);
  });

  it('returns each market its theoretical RTP over a million seeded rounds (CASINO.md 4)', () => {
    const readings = rtpReadings(lucky7, [
      { suffix: 'lowHigh', selectionId: 1, rtp: 0.961538, sigma: 0.97 },
      { suffix: 'oddEven', selectionId: 3, rtp: 0.969231, sigma: 1.0469 },
      { suffix: 'oddEven', selectionId: 4, rtp: 0.963846, sigma: 0.8923 },
      { suffix: 'color', selectionId: 5, rtp: 0.975, sigma: 0.975 },
      { suffix: 'line', selectionId: 10, rtp: 0.923077, sigma: 1.6853 },
      { suffix: 'card', selectionId: 21, rtp: 0.923077, sigma: 3.1976 },
    ]);
    for (const reading of readings) expect(reading, JSON.stringify(reading)).toMatchObject({ inside: true });
  });
});
