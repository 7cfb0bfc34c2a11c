import { describe, expect, it } from 'vitest';
import { canonicalDeck, casinoCardCode } from '../cards.ts';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { cards } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { dt20 } from './dt20.ts';

const outcome = (codes: string, suffix: string, selectionId: number) =>
  dt20.settle(cards(codes), suffix, selectionId).kind;
const main = (codes: string) => [1, 2].map((id) => outcome(codes, 'main', id));

describe('20-20 Dragon Tiger', () => {
  it('deals Dragon then Tiger from eight decks, so the very same card can come twice', () => {
    const source = seededSource(13);
    const deals = Array.from({ length: 1000 }, () => dt20.deal(source));
    expect(deals.every((dealt) => dealt.length === 2)).toBe(true);
    expect(
      deals.some(([dragon, tiger]) => dragon?.rank === tiger?.rank && dragon?.suit === tiger?.suit),
    ).toBe(true);
    expect(dt20.steps(cards('KSS 2HH'))).toBe(2);
    expect([0, 1, 2].map((shown) => dt20.table(cards('KSS 2HH'), shown))).toEqual([
      ['1', '1'],
      ['KSS', '1'],
      ['KSS', '2HH'],
    ]);
  });

  it('pays the higher rank, A lowest, and breaks equal ranks by suit', () => {
    expect(main('KSS QSS')).toEqual(['win', 'lose']);
    expect(main('ASS 2DD')).toEqual(['lose', 'win']);
    expect(main('9HH 9CC')).toEqual(['win', 'lose']);
    expect(main('9DD 9SS')).toEqual(['lose', 'win']);
  });

  it('takes half of Dragon and of Tiger on a tie (same rank and suit), which pays Tie 50 and Pair', () => {
    expect(main('7HH 7HH')).toEqual(['halfLoss', 'halfLoss']);
    expect(outcome('7HH 7HH', 'tie', 3)).toBe('win');
    expect(outcome('7HH 7HH', 'pair', 4)).toBe('win');
    expect(outcome('7HH 7SS', 'tie', 3)).toBe('lose');
    expect(outcome('7HH 7SS', 'pair', 4)).toBe('win');
    expect(outcome('7HH 8HH', 'pair', 4)).toBe('lose');
    const [dragonTiger, tie, pair] = dt20.markets(cards('7HH 7HH'), 0);
    expect(dragonTiger).toMatchObject({ shape: 'oneWinner', halfLossTogether: true });
    expect(tie).toMatchObject({ shape: 'oneOrNone', runners: [{ name: 'Tie', back: 50 }] });
    expect(pair).toMatchObject({ shape: 'oneOrNone', runners: [{ name: 'Pair', back: 12 }] });
    expect(tie).not.toHaveProperty('halfLossTogether');
  });

  it("settles each side's parity, colour and rank on that side's card", () => {
    const row = 'QDD 5SS';
    expect([101, 102].map((id) => outcome(row, 'dragonOddEven', id))).toEqual(['win', 'lose']);
    expect([103, 104].map((id) => outcome(row, 'dragonColor', id))).toEqual(['win', 'lose']);
    expect([122, 123].map((id) => outcome(row, 'dragonCard', id))).toEqual(['win', 'lose']);
    expect([201, 202].map((id) => outcome(row, 'tigerOddEven', id))).toEqual(['lose', 'win']);
    expect([203, 204].map((id) => outcome(row, 'tigerColor', id))).toEqual(['lose', 'win']);
    expect([205, 215].map((id) => outcome(row, 'tigerCard', id))).toEqual(['lose', 'win']);
  });

  it('quotes the observed prices before the deal and closes once a card is out', () => {
    const before = dt20.markets(cards('QDD 5SS'), 0);
    expect(before.map((market) => market.suffix)).toEqual([
      'main',
      'tie',
      'pair',
      'dragonOddEven',
      'dragonColor',
      'dragonCard',
      'tigerOddEven',
      'tigerColor',
      'tigerCard',
    ]);
    const names = (index: number) => before[index]?.runners.map((runner) => `${runner.name} ${runner.back}`);
    expect(names(0)).toEqual(['Dragon 2', 'Tiger 2']);
    expect(names(6)).toEqual(['Tiger Even 2.1', 'Tiger Odd 1.79']);
    expect(names(4)).toEqual(['Dragon Red 1.95', 'Dragon Black 1.95']);
    expect(names(8)?.at(-1)).toBe('Tiger Card K 12');
    for (const shown of [1, 2]) {
      expect(dt20.markets(cards('QDD 5SS'), shown).every((market) => market.status === 'SUSPENDED')).toBe(
        true,
      );
    }
  });

  it('names the winner, or Tie, and lists the cards and whether they pair', () => {
    expect(dt20.result(cards('QDD QSS'))).toEqual({
      winnerName: 'Tiger',
      rows: [
        { label: 'Dragon', value: 'QDD' },
        { label: 'Tiger', value: 'QSS' },
        { label: 'Pair', value: 'Yes' },
      ],
    });
    expect(dt20.result(cards('QDD QDD')).winnerName).toBe('Tie');
    expect(dt20.result(cards('KDD QDD')).winnerName).toBe('Dragon');
    expect(dt20.result(cards('KDD QDD')).rows[2]).toEqual({ label: 'Pair', value: 'No' });
  });

  it('returns each market exactly its theoretical RTP, over every pair of cards that can be dealt (CASINO.md 4)', () => {
    const cards = walkShoe(dt20, {
      shoe: canonicalDeck({ copies: 8 }),
      classOf: casinoCardCode,
      needsMore: firstItems(2),
    });
    expectExactRtp(exactReadings(dt20, rtpBets.dt20, cards));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(dt20, rtpBets.dt20, smokeRounds));
  });
});
