import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { rtpReadings, smokeRounds } from '../../testing/casinoSimulation.ts';
import { canonicalDeck, casinoCardCode, parseCasinoCard } from '../cards.ts';
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

  it('returns each market exactly its theoretical RTP, over every card that can be dealt (CASINO.md 4)', () => {
    const shoe = canonicalDeck({ copies: 8 });
    const cards = walkShoe(lucky7, { shoe, classOf: casinoCardCode, needsMore: firstItems(1) });
    expectExactRtp(exactReadings(lucky7, rtpBets.lucky7, cards));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(lucky7, rtpBets.lucky7, smokeRounds));
  });
});
