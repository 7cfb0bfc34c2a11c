import { describe, expect, it } from 'vitest';
import { canonicalDeck, casinoCardCode } from '../cards.ts';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { card } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { dealOfRound } from '../round.ts';
import { AAA } from './AAA.ts';

const outcome = (code: string, suffix: string, selectionId: number) =>
  AAA.settle(card(code), suffix, selectionId).kind;

describe('Amar Akbar Anthony', () => {
  it('gives Amar A-6, Akbar 7-10 and Anthony J-K', () => {
    expect(
      ['ASS', '6HH', '7CC', '10DD', 'JSS', 'KHH'].map((code) => AAA.result(card(code)).winnerName),
    ).toEqual(['Amar', 'Amar', 'Akbar', 'Akbar', 'Anthony', 'Anthony']);
    expect([1, 2, 3].map((id) => outcome('6HH', 'main', id))).toEqual(['win', 'lose', 'lose']);
    expect([1, 2, 3].map((id) => outcome('10DD', 'main', id))).toEqual(['lose', 'win', 'lose']);
    expect([1, 2, 3].map((id) => outcome('JSS', 'main', id))).toEqual(['lose', 'lose', 'win']);
  });

  it('pays Under 7 on A-6 and Over 7 on 8-K, and takes half of both on a 7', () => {
    expect([8, 9].map((id) => outcome('6SS', 'underOver', id))).toEqual(['win', 'lose']);
    expect([8, 9].map((id) => outcome('8SS', 'underOver', id))).toEqual(['lose', 'win']);
    expect([8, 9].map((id) => outcome('7DD', 'underOver', id))).toEqual(['halfLoss', 'halfLoss']);
  });

  it('settles even, odd, red, black and the card of the dealt rank', () => {
    expect([4, 5].map((id) => outcome('QHH', 'oddEven', id))).toEqual(['win', 'lose']);
    expect([4, 5].map((id) => outcome('KHH', 'oddEven', id))).toEqual(['lose', 'win']);
    expect([6, 7].map((id) => outcome('QDD', 'color', id))).toEqual(['win', 'lose']);
    expect([6, 7].map((id) => outcome('QCC', 'color', id))).toEqual(['lose', 'win']);
    expect([21, 32, 33].map((id) => outcome('QCC', 'card', id))).toEqual(['lose', 'win', 'lose']);
    expect(outcome('QCC', 'nothing', 1)).toBe('lose');
    expect(outcome('QCC', 'main', 99)).toBe('lose');
  });

  it('quotes the observed back and lay prices before the card and suspends everything once it is out', () => {
    const before = AAA.markets(card('5SS'), 0);
    expect(before.map((market) => market.suffix)).toEqual(['main', 'oddEven', 'color', 'underOver', 'card']);
    expect(before.every((market) => market.status === 'OPEN')).toBe(true);
    expect(before[0]?.runners.map(({ name, back, lay }) => [name, back, lay])).toEqual([
      ['Amar', 2.12, 2.22],
      ['Akbar', 3.15, 3.35],
      ['Anthony', 4.15, 4.45],
    ]);
    expect(before[3]).toMatchObject({
      halfLossTogether: true,
      runners: [{ name: 'Under 7' }, { name: 'Over 7' }],
    });
    expect(before[4]?.runners.map((runner) => runner.name)).toContain('Card K');
    const after = AAA.markets(card('5SS'), 1);
    expect(after.every((market) => market.status === 'SUSPENDED')).toBe(true);
    // CASINO.md's lay edges: p x lay - 1.
    expect((24 / 52) * 2.22 - 1).toBeCloseTo(0.0246, 4);
    expect((16 / 52) * 3.35 - 1).toBeCloseTo(0.0308, 4);
    expect((12 / 52) * 4.45 - 1).toBeCloseTo(0.0269, 4);
  });

  it('deals one card from the round stream, shown after the one step, and describes it', () => {
    const key = { serverSeed: 'a'.repeat(64), publicSeed: 'salt', roundId: '5009250101000000' };
    const dealt = dealOfRound(AAA, key);
    expect(dealOfRound(AAA, key)).toEqual(dealt);
    expect(AAA.deal(seededSource(7))).toEqual(AAA.deal(seededSource(7)));
    expect(AAA.steps(dealt)).toBe(1);
    expect(AAA.table(card('7HH'), 0)).toEqual(['1']);
    expect(AAA.table(card('7HH'), 1)).toEqual(['7HH']);
    expect(AAA.result(card('7HH'))).toEqual({
      winnerName: 'Akbar',
      rows: [
        { label: 'Card', value: '7HH' },
        { label: 'Odd / Even', value: 'Odd' },
        { label: 'Colour', value: 'Red' },
        { label: 'Under / Over 7', value: 'Seven' },
      ],
    });
    expect(AAA.result(card('2SS')).rows.slice(1)).toEqual([
      { label: 'Odd / Even', value: 'Even' },
      { label: 'Colour', value: 'Black' },
      { label: 'Under / Over 7', value: 'Under 7' },
    ]);
    expect(AAA.result(card('9SS')).rows[3]?.value).toBe('Over 7');
  });

  it('returns each market exactly its theoretical RTP, over every card that can be dealt (CASINO.md 4)', () => {
    const shoe = canonicalDeck({ copies: 1 });
    const cards = walkShoe(AAA, { shoe, classOf: casinoCardCode, needsMore: firstItems(1) });
    expectExactRtp(exactReadings(AAA, rtpBets.AAA, cards));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(AAA, rtpBets.AAA, smokeRounds));
  });
});
