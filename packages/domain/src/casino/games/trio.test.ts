import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets, trioWithNo } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { handWalk, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { cardsOf } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { canonicalDeck, type CasinoCard } from '../cards.ts';
import { lost } from '../definition.ts';
import { trio, trioDealOf, trioHand, type TrioDeal } from './trio.ts';

/**
 * The most the house keeps of a unit staked on any of Trio's runners (CASINO.md 7, trio): 20%. The
 * site's Flush and Straight keep 12% and 17%; the Trio and Straight Flush at its 201 and 226 kept over 50%.
 */
const trioHighestEdge = 0.2;

/** Every runner Trio lists with its exact chance of winning, over all 22,100 three-card hands. */
function runnerChances() {
  const deck = canonicalDeck({ copies: 1 });
  const runners = trio
    .markets(trioDealOf(cardsOf('AS 2S 3S')), 0)
    .flatMap((entry) => entry.runners.map((runner) => ({ suffix: entry.suffix, ...runner, hits: 0 })));
  let hands = 0;
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1) {
        const hand = trioDealOf([deck[a], deck[b], deck[c]] as CasinoCard[]);
        hands += 1;
        for (const runner of runners)
          if (trio.settle(hand, runner.suffix, runner.selectionId).kind === 'win') runner.hits += 1;
      }
  return runners.map((runner) => ({ ...runner, chance: runner.hits / hands }));
}

const wins = (text: string, suffix: string, selectionId: number) =>
  trio.settle(trioDealOf(cardsOf(text)), suffix, selectionId).kind === 'win';

describe('Trio', () => {
  it('deals three different cards and shows them one step at a time', () => {
    const deal = trio.deal(seededSource(3));
    expect(deal.cards).toHaveLength(3);
    expect(new Set(deal.cards.map((card) => `${card.rank}${card.suit}`)).size).toBe(3);
    expect(trio.steps(deal)).toBe(3);
    const [first, second, third] = trio.table(deal, 3);
    expect(trio.table(deal, 0)).toEqual(['1', '1', '1']);
    expect(trio.table(deal, 1)).toEqual([first, '1', '1']);
    expect(trio.table(deal, 2)).toEqual([first, second, '1']);
    expect(first).toMatch(/^(A|[2-9]|10|J|Q|K)([SHCD])\2$/);
    expect(third).not.toBe('1');
  });

  it('quotes its prices, the session as a fancy runner, and closes everything at the first card', () => {
    const deal = trioDealOf(cardsOf('AS 2H 3C'));
    const open = trio.markets(deal, 0);
    expect(open.map((entry) => entry.suffix)).toEqual([
      'session',
      'judgement',
      'twoColour',
      'twoOddEven',
      'hands',
    ]);
    expect(open.every((entry) => entry.status === 'OPEN')).toBe(true);
    const session = open[0];
    expect(session?.betOn).toBe('CASINOFANCY');
    expect(session?.runners).toEqual([
      { selectionId: 1, name: 'Session 21', back: 1.8, lay: 2, status: 'ACTIVE' },
    ]);
    expect(open.slice(1).every((entry) => entry.betOn === 'CASINO')).toBe(true);
    const prices = open.flatMap((entry) =>
      entry.runners.map((runner) => [runner.name, runner.back, runner.lay]),
    );
    expect(prices).toEqual([
      ['Session 21', 1.8, 2],
      ['3 Card Judgement(1 2 4)', 1.78, 1.83],
      ['3 Card Judgement(J Q K)', 1.78, 1.83],
      ['Two Red Only', 2.52, 2.72],
      ['Two Black Only', 2.52, 2.72],
      ['Two Odd Only', 2.33, 2.53],
      ['Two Even Only', 2.75, 2.95],
      ['Pair', 5.5, null],
      ['Flush', 17, null],
      ['Straight', 24, null],
      ['Trio', 403, null],
      ['Straight Flush', 437, null],
    ]);
    for (const shown of [1, 2, 3]) {
      const closed = trio.markets(deal, shown);
      expect(closed.every((entry) => entry.status === 'SUSPENDED')).toBe(true);
      expect(closed.flatMap((entry) => entry.runners).every((runner) => runner.status === 'SUSPENDED')).toBe(
        true,
      );
    }
  });

  it('settles the session: Yes from a total of 21, No below it', () => {
    expect(trioDealOf(cardsOf('KS QH AC')).total).toBe(26);
    expect(wins('10S 10H AC', 'session', 1)).toBe(true);
    expect(wins('10S 10H 2C', 'session', 1)).toBe(true);
    expect(wins('10S 9H AC', 'session', 1)).toBe(false);
    expect(wins('KS KH KC', 'session', 2)).toBe(false);
  });

  it('pays 3 Card Judgement when any of its ranks is dealt', () => {
    expect(wins('4S 9H 9C', 'judgement', 2)).toBe(true);
    expect(wins('AS 9H 9C', 'judgement', 2)).toBe(true);
    expect(wins('3S 5H 6C', 'judgement', 2)).toBe(false);
    expect(wins('3S 5H KC', 'judgement', 3)).toBe(true);
    expect(wins('3S 5H 10C', 'judgement', 3)).toBe(false);
    // Both can win together.
    expect(wins('2S JH 5C', 'judgement', 2) && wins('2S JH 5C', 'judgement', 3)).toBe(true);
    expect(wins('2S JH 5C', 'judgement', 9)).toBe(false);
  });

  it('pays the two-only runners on exactly two of a colour or parity, and neither on three alike', () => {
    expect(wins('2H 3D 4S', 'twoColour', 4)).toBe(true);
    expect(wins('2H 3D 4S', 'twoColour', 5)).toBe(false);
    expect(wins('2H 3S 4C', 'twoColour', 5)).toBe(true);
    expect(wins('2H 3D 4H', 'twoColour', 4)).toBe(false);
    expect(wins('2C 3S 4C', 'twoColour', 5)).toBe(false);
    expect(wins('AH 3D 4S', 'twoOddEven', 6)).toBe(true);
    expect(wins('AH 3D 4S', 'twoOddEven', 7)).toBe(false);
    expect(wins('AH QD 4S', 'twoOddEven', 7)).toBe(true);
    expect(wins('AH 3D JS', 'twoOddEven', 6)).toBe(false);
    expect(wins('2H QD 4S', 'twoOddEven', 7)).toBe(false);
    expect(wins('2H QD 4S', 'twoOddEven', 1)).toBe(false);
  });

  it('pays a hand and every hand it contains', () => {
    const paid = (text: string) => [8, 9, 10, 11, 12].filter((id) => wins(text, 'hands', id));
    expect(paid('9S 9H 4C')).toEqual([8]);
    expect(paid('9S 9H 9C')).toEqual([8, 11]);
    expect(paid('2S 9S KS')).toEqual([9]);
    expect(paid('AS 2H 3C')).toEqual([10]);
    expect(paid('QS KH AC')).toEqual([10]);
    expect(paid('KS AH 2C')).toEqual([]);
    expect(paid('9D 10D JD')).toEqual([9, 10, 12]);
    expect(paid('QH KH AH')).toEqual([9, 10, 12]);
    expect(wins('9S 9H 9C', 'hands', 1)).toBe(false);
    expect(trioHand(cardsOf('JS 9S 10S'))).toEqual({ pair: false, trio: false, flush: true, straight: true });
  });

  it('loses a bet on a market it does not have', () => {
    expect(trio.settle(trioDealOf(cardsOf('9S 9H 9C')), 'main', 1)).toEqual(lost);
  });

  it('describes the result: the total, the session and the best hand', () => {
    expect(trio.result(trioDealOf(cardsOf('10S 10H AC')))).toEqual({
      winnerName: 'Total 21',
      rows: [
        { label: 'Cards', value: '10SS 10HH ACC' },
        { label: 'Session 21', value: 'Yes' },
        { label: 'Hand', value: 'Pair' },
      ],
    });
    const hand = (text: string) => trio.result(trioDealOf(cardsOf(text))).rows[2]?.value;
    expect(trio.result(trioDealOf(cardsOf('2S 3H 5C'))).rows[1]?.value).toBe('No');
    expect([
      hand('9S 9H 9C'),
      hand('9D 10D JD'),
      hand('9D 10H JD'),
      hand('2D 5D JD'),
      hand('2D 5H JD'),
    ]).toEqual(['Trio', 'Straight Flush', 'Straight', 'Flush', 'High Card']);
  });

  it('gives every runner the probability CASINO.md prices it from (all 22,100 hands)', () => {
    const runners = runnerChances();
    const rtp = Object.fromEntries(
      runners.map((runner) => [runner.name, (runner.chance * (runner.back ?? 0)).toFixed(6)]),
    );
    expect(rtp).toEqual({
      'Session 21': '0.952941',
      '3 Card Judgement(1 2 4)': '0.984235',
      '3 Card Judgement(J Q K)': '0.984235',
      'Two Red Only': '0.963529',
      'Two Black Only': '0.963529',
      'Two Odd Only': '0.956460',
      'Two Even Only': '0.961629',
      Pair: '0.944706',
      Flush: '0.880000',
      Straight: '0.834027',
      Trio: '0.948235',
      'Straight Flush': '0.949140',
    });
    // The lay edges: p x lay - 1 (the session's No side: 1 - 2 x P(total < 21)).
    const layEdge = Object.fromEntries(
      runners
        .filter((runner) => runner.lay !== null)
        .map((runner) => [runner.name, (runner.chance * (runner.lay ?? 0) - 1).toFixed(4)]),
    );
    expect(layEdge).toEqual({
      'Session 21': '0.0588',
      '3 Card Judgement(1 2 4)': '0.0119',
      '3 Card Judgement(J Q K)': '0.0119',
      'Two Red Only': '0.0400',
      'Two Black Only': '0.0400',
      'Two Odd Only': '0.0386',
      'Two Even Only': '0.0316',
    });
  });

  it("keeps the house's edge above 0 and at most 20% on every runner, back and lay (all 22,100 hands)", () => {
    // The edge of a back is 1 - p x back; of a lay, p x lay - 1 (CASINO.md 0).
    const outside = runnerChances().flatMap((runner) =>
      [
        { side: 'back', edge: runner.back === null ? null : 1 - runner.chance * runner.back },
        { side: 'lay', edge: runner.lay === null ? null : runner.chance * runner.lay - 1 },
      ]
        .filter(({ edge }) => edge !== null && (edge <= 0 || edge > trioHighestEdge))
        .map(({ side, edge }) => `${runner.name} ${side}: ${edge?.toFixed(6)}`),
    );
    expect(outside).toEqual([]);
  });

  it('returns each market exactly its theoretical RTP, over every three cards (CASINO.md 4)', () => {
    const hand = handWalk<TrioDeal>(canonicalDeck({ copies: 1 }), [0, 1, 2]);
    expectExactRtp(exactReadings(trioWithNo, rtpBets.trio, walkShoe(trioWithNo, hand)));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(trioWithNo, rtpBets.trio, smokeRounds));
  });
});
