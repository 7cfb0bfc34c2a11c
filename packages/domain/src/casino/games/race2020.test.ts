import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { partition, walkShoe, whileDealing } from '../../testing/casinoShoeWalk.ts';
import { checkInPlayQuotes } from '../../testing/casinoQuotes.ts';
import { roundsToCatch, rtpReadings, seededSource } from '../../testing/casinoSimulation.ts';
import { canonicalDeck, parseCasinoCard, type CasinoCard } from '../cards.ts';
import { ceil2, floor2 } from '../prices.ts';
import { race2020, raceLengthChance, raceWinChances, type RaceDeal } from './race2020.ts';

const suits = ['S', 'H', 'C', 'D'];

/** A deal from its cards in order, winner and points worked out here, not by the engine. */
function raceOf(codes: string): RaceDeal {
  const cards = codes.split(' ').map((code) => {
    const card = parseCasinoCard(code);
    if (!card) throw new Error(code);
    return card;
  });
  const last = cards.at(-1) as CasinoCard;
  return {
    cards,
    winner: suits.indexOf(last.suit),
    points: cards.reduce((total, card) => total + card.rank, 0),
  };
}

const countsOf = (cards: readonly CasinoCard[]) =>
  suits.map((suit) => cards.filter((card) => card.suit === suit).length);

const marketOf = (deal: RaceDeal, shown: number, suffix: string) => {
  const found = race2020.markets(deal, shown).find((market) => market.suffix === suffix);
  if (!found) throw new Error(suffix);
  return found;
};

// Spades win on the 7th card; 2 + 3 + 10 + 4 + 5 + 11 + 6 = 41 points.
const quickSpades = raceOf('2SS 3SS 10HH 4SS 5SS JDD 6SS');

describe('Race 20-20', () => {
  it('deals from A-Q until one suit has 5 cards, and ends there', () => {
    const source = seededSource(7);
    const wrong: string[] = [];
    for (let round = 0; round < 1000; round += 1) {
      const deal = race2020.deal(source);
      const last = deal.cards.at(-1) as CasinoCard;
      const ok =
        countsOf(deal.cards).filter((count) => count === 5).length === 1 &&
        countsOf(deal.cards)[suits.indexOf(last.suit)] === 5 &&
        Math.max(...countsOf(deal.cards.slice(0, -1))) <= 4 &&
        deal.cards.every((card) => card.rank <= 12) &&
        new Set(deal.cards.map((card) => `${card.rank}${card.suit}`)).size === deal.cards.length &&
        deal.winner === suits.indexOf(last.suit) &&
        deal.points === deal.cards.reduce((total, card) => total + card.rank, 0) &&
        race2020.steps(deal) === deal.cards.length;
      if (!ok) wrong.push(race2020.table(deal, deal.cards.length).join(' '));
    }
    expect(wrong).toEqual([]);
  });

  it('knows each king exactly: 1/4 each before the deal, and by hand near the end', () => {
    for (const chance of raceWinChances([0, 0, 0, 0])) expect(chance).toBeCloseTo(0.25, 12);
    // 8 of each of S, H, C left and 9 diamonds: S, H or C wins at once; a diamond makes it 4-4-4-4.
    const [spade, , , diamond] = raceWinChances([4, 4, 4, 3]);
    expect(spade).toBeCloseTo(8 / 33 + 9 / 33 / 4, 12);
    expect(diamond).toBeCloseTo(9 / 33 / 4, 12);
    const source = seededSource(3);
    for (let sample = 0; sample < 50; sample += 1) {
      const counts = suits.map(() => Math.floor(source.nextUint32() / 2 ** 32 / 0.2));
      const chances = raceWinChances(counts);
      expect(chances.reduce((total, chance) => total + chance, 0)).toBeCloseTo(1, 12);
    }
  });

  it('agrees with a simulation of the rest of the race from the middle of one', () => {
    // 3 spades, no heart, 1 club, 2 diamonds out; deal the remaining 42 cards at random many times.
    const counts = [3, 0, 1, 2];
    const exact = raceWinChances(counts);
    const source = seededSource(11);
    const wins = [0, 0, 0, 0];
    const trials = 100_000;
    for (let trial = 0; trial < trials; trial += 1) {
      const left = counts.map((count) => 12 - count);
      const seen = [...counts];
      for (;;) {
        const total = left.reduce((sum, count) => sum + count, 0);
        let pick = Math.floor((source.nextUint32() / 2 ** 32) * total);
        let suit = 0;
        while (pick >= (left[suit] ?? 0)) pick -= left[suit++] ?? 0;
        left[suit] = (left[suit] ?? 0) - 1;
        seen[suit] = (seen[suit] ?? 0) + 1;
        if (seen[suit] === 5) {
          wins[suit] = (wins[suit] ?? 0) + 1;
          break;
        }
      }
    }
    exact.forEach((chance, suit) => {
      const band = 4 * Math.sqrt((chance * (1 - chance)) / trials);
      expect(Math.abs((wins[suit] ?? 0) / trials - chance)).toBeLessThan(band);
    });
  });

  it('ends with 5 to 17 cards as CASINO.md gives, and prices Win with from that', () => {
    const documented = [
      0.00185, 0.00775, 0.01936, 0.03747, 0.06182, 0.09072, 0.12032, 0.14443, 0.15554, 0.14683, 0.11629,
      0.071, 0.02663,
    ];
    documented.forEach((chance, index) => expect(raceLengthChance(index + 5)).toBeCloseTo(chance, 4));
    const table = { 5: 0.00185, 6: 0.007745, 7: 0.019362, 15: 0.116286, 16: 0.071002, 17: 0.026626 };
    for (const [cards, chance] of Object.entries(table))
      expect(raceLengthChance(Number(cards))).toBeCloseTo(chance, 6);
    expect(raceLengthChance(4)).toBe(0);
    const runners = marketOf(quickSpades, 0, 'winWith').runners;
    expect(runners.map((runner) => [runner.name, runner.back, runner.lay])).toEqual([
      ['Win with 5', 513.47, null],
      ['Win with 6', 122.66, null],
      ['Win with 7', 49.06, null],
      ['Win with 15', 8.16, null],
      ['Win with 16', 13.37, null],
      ['Win with 17', 35.67, null],
    ]);
  });

  it('opens with the kings at 3.88 / 4.12, the totals at their rates and every market open', () => {
    const markets = race2020.markets(quickSpades, 0);
    expect(
      markets.map((market) => [market.suffix, market.name, market.betOn, market.shape, market.status]),
    ).toEqual([
      ['winner', 'Winner', 'CASINO', 'oneWinner', 'OPEN'],
      ['points', 'Total points', 'CASINOFANCY', 'oneOrNone', 'OPEN'],
      ['cards', 'Total cards', 'CASINOFANCY', 'oneWinner', 'OPEN'],
      ['winWith', 'Win with', 'CASINO', 'oneOrNone', 'OPEN'],
    ]);
    expect(marketOf(quickSpades, 0, 'winner').runners).toEqual(
      ['K of spade', 'K of heart', 'K of club', 'K of diamond'].map((name, index) => ({
        selectionId: index + 1,
        name,
        back: 3.88,
        lay: 4.12,
        status: 'ACTIVE',
      })),
    );
    const quotes = (suffix: string) =>
      marketOf(quickSpades, 0, suffix).runners.map((runner) => [
        runner.selectionId,
        runner.name,
        runner.back,
      ]);
    expect(quotes('points')).toEqual([
      [11, 'Points Yes 82', 2],
      [12, 'Points No 81', 2],
    ]);
    expect(quotes('cards')).toEqual([
      [21, 'Cards Yes 13', 1.85],
      [22, 'Cards No 13', 2],
    ]);
  });

  it('re-prices the kings after every card and closes the other markets once dealing starts', () => {
    const kings = marketOf(quickSpades, 2, 'winner');
    expect(kings.status).toBe('OPEN');
    const [spade, heart] = kings.runners;
    // Two spades out: spades shorter, the others longer, each from its exact chance.
    const chances = raceWinChances([2, 0, 0, 0]);
    expect(spade?.back).toBe(floor2(0.97 / (chances[0] ?? 1)));
    expect(spade?.back).toBeLessThan(3.88);
    expect(heart?.back).toBeGreaterThan(3.88);
    expect(heart?.lay).toBe(ceil2(1.03 / (chances[1] ?? 1)));
    for (const suffix of ['points', 'cards', 'winWith']) {
      const market = marketOf(quickSpades, 1, suffix);
      expect(market.status).toBe('SUSPENDED');
      expect(market.runners.every((runner) => runner.status === 'SUSPENDED')).toBe(true);
    }
    expect(race2020.reopensAfter?.(quickSpades, 6)).toBe(true);
    expect(race2020.reopensAfter?.(quickSpades, 7)).toBe(false);
  });

  it('suspends a king whose chance falls below 0.005, and every market once the race is won', () => {
    // Four each of S, H, C out and no diamond: diamonds need 5 in a row before any of 24 other cards.
    const late = raceOf('ASS 2SS 3SS 4SS AHH 2HH 3HH 4HH ACC 2CC 3CC 4CC 5SS');
    const chances = raceWinChances([4, 4, 4, 0]);
    expect(chances[3]).toBeLessThan(0.005);
    const kings = marketOf(late, 12, 'winner');
    expect(kings.status).toBe('OPEN');
    expect(kings.runners.map((runner) => runner.status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', 'SUSPENDED']);
    expect(kings.runners[3]).toMatchObject({ back: null, lay: null });
    expect(kings.runners[0]).toMatchObject({ back: floor2(0.97 / (chances[0] ?? 1)) });
    const over = race2020.markets(late, 13);
    expect(over.every((market) => market.status === 'SUSPENDED')).toBe(true);
    expect(over[0]?.runners.every((runner) => runner.back === null && runner.lay === null)).toBe(true);
  });

  it('shows 17 slots, the dealt cards in order and "1" for the rest', () => {
    expect(race2020.table(quickSpades, 0)).toEqual(Array(17).fill('1'));
    expect(race2020.table(quickSpades, 3)).toEqual(['2SS', '3SS', '10HH', ...Array(14).fill('1')]);
    expect(race2020.table(quickSpades, 7)).toEqual([
      '2SS',
      '3SS',
      '10HH',
      '4SS',
      '5SS',
      'JDD',
      '6SS',
      ...Array(10).fill('1'),
    ]);
  });

  it('pays the winning king only', () => {
    expect(race2020.settle(quickSpades, 'winner', 1)).toEqual({ kind: 'win' });
    for (const selectionId of [2, 3, 4])
      expect(race2020.settle(quickSpades, 'winner', selectionId).kind).toBe('lose');
  });

  it('settles Points Yes 82 on 82 or more and Points No 81 under 81: on 81 both lose', () => {
    const withPoints = (points: number): RaceDeal => ({ ...quickSpades, points });
    const settle = (points: number) =>
      [11, 12].map((id) => race2020.settle(withPoints(points), 'points', id).kind);
    expect(settle(82)).toEqual(['win', 'lose']);
    expect(settle(81)).toEqual(['lose', 'lose']);
    expect(settle(80)).toEqual(['lose', 'win']);
    expect(race2020.settle(withPoints(90), 'points', 21).kind).toBe('lose');
  });

  it('settles Cards Yes 13 on 13 cards or more and Cards No 13 under 13', () => {
    const thirteen = raceOf('AHH 2HH 3HH 4HH ACC 2CC 3CC 4CC ADD 2DD 3DD 4DD 5HH');
    const twelve = raceOf('AHH 2HH 3HH 4HH ACC 2CC 3CC 4CC ADD 2DD 3DD 5HH');
    expect([21, 22].map((id) => race2020.settle(thirteen, 'cards', id).kind)).toEqual(['win', 'lose']);
    expect([21, 22].map((id) => race2020.settle(twelve, 'cards', id).kind)).toEqual(['lose', 'win']);
    expect(race2020.settle(twelve, 'cards', 11).kind).toBe('lose');
  });

  it('pays Win with n on a race of exactly n cards, and nothing on a market it does not have', () => {
    expect(race2020.settle(quickSpades, 'winWith', 107).kind).toBe('win');
    expect(race2020.settle(quickSpades, 'winWith', 106).kind).toBe('lose');
    expect(race2020.settle(quickSpades, 'lucky', 1).kind).toBe('lose');
  });

  it('reports the winning king, each suit lane and the totals', () => {
    expect(race2020.result(quickSpades)).toEqual({
      winnerName: 'K of spade',
      rows: [
        { label: 'K of spade', value: '2SS 3SS 4SS 5SS 6SS' },
        { label: 'K of heart', value: '10HH' },
        { label: 'K of club', value: '-' },
        { label: 'K of diamond', value: 'JDD' },
        { label: 'Total points', value: '41' },
        { label: 'Total cards', value: '7' },
      ],
    });
  });

  it('publishes no king price better than the multi-runner targets at any step (CASINO.md 4)', () => {
    const reading = checkInPlayQuotes({
      definition: race2020,
      markets: (suffix) => suffix === 'winner',
      chance: (deal, shown, _suffix, selectionId) =>
        raceWinChances(countsOf(deal.cards.slice(0, shown)))[selectionId - 1] ?? 0,
      backTarget: 0.97,
      layTarget: 1.03,
      deals: 3000,
    });
    expect(reading.violations).toEqual([]);
    expect(reading.checked).toBeGreaterThan(50_000);
  });

  const [onPoints, onSuits] = partition(rtpBets.race2020, (bet) => bet.suffix === 'points');

  it('returns each market but the points exactly its theoretical RTP, over every run of suits (CASINO.md 4)', () => {
    const sessions = rtpBets.race2020.filter((bet) => bet.suffix === 'points' || bet.suffix === 'cards');
    // CASINO.md: P(13 cards or more) 0.5163; points Yes 0.983, No 0.977; cards Yes 0.955, No 0.967.
    expect((sessions[2]?.rtp ?? 0) / 1.85).toBeCloseTo(0.5163, 4);
    expect(sessions.map((bet) => bet.rtp.toFixed(3))).toEqual(['0.983', '0.977', '0.955', '0.967']);
    const suitsSeen = (above: readonly CasinoCard[]) =>
      above
        .map((card) => card.suit)
        .sort()
        .join('');
    // The winner and the length read the suits only, and how many of each have come, not their order.
    const bySuits = walkShoe(race2020, {
      shoe: canonicalDeck({ copies: 1, ranks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }),
      classOf: (card) => card.suit,
      needsMore: whileDealing(race2020),
      keyOf: suitsSeen,
    });
    expectExactRtp(exactReadings(race2020, onSuits, bySuits));
  });

  it('returns the points their theoretical RTP within 3 sigma, over enough rounds to catch a one-point error (CASINO.md 4)', () => {
    // The points read every card's rank and suit up to the 17th: too many runs to walk in CI.
    expectInsideBands(rtpReadings(race2020, onPoints, roundsToCatch(onPoints)));
  });
});
