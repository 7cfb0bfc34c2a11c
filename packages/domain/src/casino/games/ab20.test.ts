import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { walkShoe } from '../../testing/casinoShoeWalk.ts';
import { canonicalDeck } from '../cards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { stackedDeck } from '../../testing/casinoDecks.ts';
import { ab20, andarBaharDeal } from './ab20.ts';

const deck = canonicalDeck({ copies: 1 });
const dealOf = (...codes: string[]) => andarBaharDeal(stackedDeck(deck, codes));

// Thirteen different ranks in a row: the round stops after them.
const quickRound = dealOf(
  '7SS',
  'KHH',
  '2CC',
  'ADD',
  '3SS',
  '4SS',
  '5SS',
  '6SS',
  '8SS',
  '9SS',
  '10SS',
  'JSS',
  'QSS',
);

describe('Andar Bahar', () => {
  it('deals Bahar first and stops once every rank has appeared', () => {
    expect(quickRound.dealt).toBe(13);
    expect(ab20.steps(quickRound)).toBe(13);
    const slow = dealOf('7SS', '7HH', '7CC', 'KHH', 'KSS', '2CC');
    // The remaining cards follow in canonical order (spades A..K first), so the last new rank comes late.
    expect(slow.dealt).toBeGreaterThan(13);
    expect(slow.firstAt[7]).toBe(0);
    expect(slow.firstAt[13]).toBe(3);
    expect(slow.firstAt[2]).toBe(5);
  });

  it('pays the side that receives the first card of the rank, and Bahar only 1.25 on the very first card', () => {
    expect(ab20.settle(quickRound, 'bahar', 207)).toEqual({ kind: 'win', odds: 1.25 });
    expect(ab20.settle(quickRound, 'andar', 107)).toEqual({ kind: 'lose' });
    expect(ab20.settle(quickRound, 'andar', 113)).toEqual({ kind: 'win' });
    expect(ab20.settle(quickRound, 'bahar', 213)).toEqual({ kind: 'lose' });
    expect(ab20.settle(quickRound, 'bahar', 202)).toEqual({ kind: 'win' });
    expect(ab20.settle(quickRound, 'andar', 101)).toEqual({ kind: 'win' });
    // Later cards of a rank already seen change nothing.
    const repeat = dealOf('2SS', '9HH', '9CC');
    expect(ab20.settle(repeat, 'andar', 109)).toEqual({ kind: 'win' });
    expect(ab20.settle(repeat, 'bahar', 209)).toEqual({ kind: 'lose' });
  });

  it('loses runners and markets the game does not have', () => {
    expect(ab20.settle(quickRound, 'andar', 100).kind).toBe('lose');
    expect(ab20.settle(quickRound, 'bahar', 214).kind).toBe('lose');
    expect(ab20.settle(quickRound, 'bahar', 99).kind).toBe('lose');
    expect(ab20.settle(quickRound, 'main', 207).kind).toBe('lose');
  });

  it('lists Andar and Bahar for every rank at 2.0, suspended once the first card is out', () => {
    const [andar, bahar] = ab20.markets(quickRound, 0);
    expect(andar?.runners.map((runner) => runner.name)).toEqual([
      'Andar A',
      'Andar 2',
      'Andar 3',
      'Andar 4',
      'Andar 5',
      'Andar 6',
      'Andar 7',
      'Andar 8',
      'Andar 9',
      'Andar 10',
      'Andar J',
      'Andar Q',
      'Andar K',
    ]);
    expect(bahar?.runners[12]).toEqual({
      selectionId: 213,
      name: 'Bahar K',
      back: 2,
      lay: null,
      status: 'ACTIVE',
    });
    expect(andar).toMatchObject({ suffix: 'andar', shape: 'independent', status: 'OPEN' });
    expect(ab20.markets(quickRound, 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('shows the cards dealt so far, in deal order, without announcing how many are to come', () => {
    expect(ab20.table(quickRound, 0)).toEqual([]);
    expect(ab20.table(quickRound, 2)).toEqual(['7SS', 'KHH']);
    expect(ab20.table(quickRound, 13)).toHaveLength(13);
  });

  it('tells each rank the side it fell to', () => {
    const { winnerName, rows } = ab20.result(quickRound);
    expect(winnerName).toBe('Andar 6, Bahar 7');
    expect(rows[0]).toEqual({ label: 'A', value: 'Andar (card 4, ADD)' });
    expect(rows[6]).toEqual({ label: '7', value: 'Bahar (card 1, 7SS)' });
    expect(rows.at(-1)).toEqual({ label: 'Cards dealt', value: '13' });
  });

  it('deals from the random stream: the last card dealt is the first of its rank', () => {
    const source = seededSource(7);
    for (let round = 0; round < 200; round += 1) {
      const deal = ab20.deal(source);
      const last = deal.cards[deal.dealt - 1];
      expect(last && deal.firstAt[last.rank]).toBe(deal.dealt - 1);
      expect(new Set(deal.cards.slice(0, deal.dealt).map((card) => card.rank)).size).toBe(13);
    }
  });

  it('returns each market exactly its theoretical RTP, over every place the rank can first show (CASINO.md 4)', () => {
    // A rank's bets read only where its first card falls: the cards before it are walked as not that rank.
    const readings = rtpBets.ab20.flatMap((bet) => {
      const rank = bet.selectionId % 100;
      const cards = walkShoe(ab20, {
        shoe: deck,
        classOf: (card) => card.rank === rank,
        needsMore: (above) => !above.some((card) => card.rank === rank),
      });
      return exactReadings(ab20, [bet], cards);
    });
    expectExactRtp(readings);
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(ab20, rtpBets.ab20, smokeRounds));
  });
});
