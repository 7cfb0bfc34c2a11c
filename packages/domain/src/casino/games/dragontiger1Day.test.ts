import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { canonicalDeck, casinoCardCode, type CasinoCard } from '../cards.ts';
import { card, cards, checkQuotes } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import type { DealtCards } from '../rules/dealtCards.ts';
import { dragontiger1Day as game } from './dragontiger1Day.ts';

const outcome = (codes: string, suffix: string, selectionId: number) =>
  game.settle(cards(codes), suffix, selectionId).kind;
const main = (codes: string) => [1, 2].map((id) => outcome(codes, 'main', id));
const runnersOf = (codes: string, shown: number, suffix: string) =>
  game.markets(cards(codes), shown).find((market) => market.suffix === suffix);

const deck = canonicalDeck({ copies: 1 });

/**
 * A runner's exact chance given the cards shown, counted the slow way: every way the face-down cards can
 * still fall, each settled by the game's own rules. Cached by what is shown, which is all it depends on.
 */
const chances = new Map<string, number>();
function exactChance(dealt: DealtCards, shown: number, suffix: string, selectionId: number): number {
  const seen = dealt.slice(0, shown);
  const key = `${seen.map(casinoCardCode).join(' ')}|${suffix}|${selectionId}`;
  const known = chances.get(key);
  if (known !== undefined) return known;
  const unseen = deck.filter(
    (candidate) => !seen.some((shownCard) => casinoCardCode(shownCard) === casinoCardCode(candidate)),
  );
  const completions: CasinoCard[][] =
    shown === 0
      ? unseen.flatMap((first) =>
          unseen.filter((second) => second !== first).map((second) => [first, second]),
        )
      : unseen.map((second) => [...seen, second]);
  const wins = completions.filter(
    (completion) => game.settle(completion, suffix, selectionId).kind === 'win',
  ).length;
  chances.set(key, wins / completions.length);
  return wins / completions.length;
}

describe('1 Day Dragon Tiger', () => {
  it('deals two different cards from one deck, Dragon first, and reopens betting after the Dragon card only', () => {
    const dealt = game.deal(seededSource(17));
    expect(dealt).toHaveLength(2);
    expect(casinoCardCode(dealt[0] as CasinoCard)).not.toBe(casinoCardCode(dealt[1] as CasinoCard));
    expect(game.steps(dealt)).toBe(2);
    expect([1, 2].map((shown) => game.reopensAfter?.(dealt, shown))).toEqual([true, false]);
    expect([0, 1, 2].map((shown) => game.table(cards('5HH JCC'), shown))).toEqual([
      ['1', '1'],
      ['5HH', '1'],
      ['5HH', 'JCC'],
    ]);
  });

  it('pays the higher card, equal ranks by suit, and never ties', () => {
    expect(main('KDD QSS')).toEqual(['win', 'lose']);
    expect(main('ASS 2DD')).toEqual(['lose', 'win']);
    expect(main('9HH 9CC')).toEqual(['win', 'lose']);
    expect(main('9CC 9HH')).toEqual(['lose', 'win']);
    expect(['KDD QSS', '9CC 9HH'].map((codes) => game.result(cards(codes)).winnerName)).toEqual([
      'Dragon',
      'Tiger',
    ]);
  });

  it('settles Pair on the same rank and the per-side parity, colour and suit', () => {
    expect(outcome('9CC 9HH', 'pair', 3)).toBe('win');
    expect(outcome('9CC 8CC', 'pair', 3)).toBe('lose');
    const row = 'QDD 5SS';
    expect([101, 102].map((id) => outcome(row, 'dragonOddEven', id))).toEqual(['win', 'lose']);
    expect([103, 104].map((id) => outcome(row, 'dragonColor', id))).toEqual(['win', 'lose']);
    expect([105, 106, 107, 108].map((id) => outcome(row, 'dragonSuit', id))).toEqual([
      'lose',
      'lose',
      'lose',
      'win',
    ]);
    expect([201, 202].map((id) => outcome(row, 'tigerOddEven', id))).toEqual(['lose', 'win']);
    expect([203, 204].map((id) => outcome(row, 'tigerColor', id))).toEqual(['lose', 'win']);
    expect([205, 206].map((id) => outcome(row, 'tigerSuit', id))).toEqual(['win', 'lose']);
  });

  it('opens every market before the deal at the chosen prices', () => {
    const before = game.markets(cards('QDD 5SS'), 0);
    expect(before.map(({ suffix, status }) => `${suffix} ${status}`)).toEqual([
      'main OPEN',
      'pair OPEN',
      'dragonOddEven OPEN',
      'dragonColor OPEN',
      'dragonSuit OPEN',
      'tigerOddEven OPEN',
      'tigerColor OPEN',
      'tigerSuit OPEN',
    ]);
    const quotes = (index: number) =>
      before[index]?.runners.map(
        (runner) => `${runner.name} ${runner.back}${runner.lay ? ` / ${runner.lay}` : ''}`,
      );
    expect(quotes(0)).toEqual(['Dragon 1.98 / 2.02', 'Tiger 1.98 / 2.02']);
    expect(quotes(1)).toEqual(['Pair 16.49 / 17.51']);
    expect(before[1]?.shape).toBe('oneOrNone');
    expect(quotes(2)).toEqual(['Dragon Even 2.12', 'Dragon Odd 1.83']);
    expect(quotes(6)).toEqual(['Tiger Red 1.97', 'Tiger Black 1.97']);
    expect(quotes(7)).toEqual([
      'Tiger Spade 3.83',
      'Tiger Heart 3.83',
      'Tiger Club 3.83',
      'Tiger Diamond 3.83',
    ]);
  });

  it('reprices Dragon / Tiger from the Dragon card alone once it is out, Pair and the sides closed', () => {
    // 7 of clubs: 6 higher ranks x 4 + spade and heart = 26 of 51 cards beat it.
    const after = game.markets(cards('7CC 2DD'), 1);
    expect(after.filter((market) => market.status === 'OPEN').map((market) => market.suffix)).toEqual([
      'main',
    ]);
    expect(after[0]?.runners.map(({ name, back, lay, status }) => [name, back, lay, status])).toEqual([
      ['Dragon', 2.01, 2.07, 'ACTIVE'],
      ['Tiger', 1.94, 1.99, 'ACTIVE'],
    ]);
    expect(game.markets(cards('7CC KSS'), 1)).toEqual(after);
    // 2 of diamonds: 47 of 51 beat it.
    expect(runnersOf('2DD 5SS', 1, 'main')?.runners.map(({ back, lay }) => [back, lay])).toEqual([
      [12.62, 12.88],
      [1.07, 1.1],
    ]);
    expect(runnersOf('7CC 2DD', 2, 'main')?.status).toBe('SUSPENDED');
  });

  it('suspends a side that cannot win or cannot lose once the Dragon card is out', () => {
    expect(runnersOf('ADD 5SS', 1, 'main')?.runners).toEqual([
      { selectionId: 1, name: 'Dragon', back: null, lay: null, status: 'SUSPENDED' },
      { selectionId: 2, name: 'Tiger', back: null, lay: null, status: 'SUSPENDED' },
    ]);
    expect(runnersOf('KSS 5SS', 1, 'main')?.runners.map((runner) => runner.status)).toEqual([
      'SUSPENDED',
      'SUSPENDED',
    ]);
    // Ace of spades: 48 of 51 beat it, 0.94 < 0.97, so both sides still trade.
    expect(runnersOf('ASS 5SS', 1, 'main')?.runners.map((runner) => runner.status)).toEqual([
      'ACTIVE',
      'ACTIVE',
    ]);
  });

  it('never quotes better than p x back <= 0.99 or p x lay >= 1.01, at any step of thousands of deals', () => {
    const source = seededSource(2024);
    const deals = Array.from({ length: 3000 }, () => game.deal(source));
    const { checked, misses } = checkQuotes(game, deals, exactChance);
    expect(misses).toEqual([]);
    expect(checked).toBeGreaterThan(3000 * 2);
    expect(exactChance(cards('7CC 2DD'), 1, 'main', 2)).toBeCloseTo(26 / 51, 12);
    expect(exactChance(cards('7CC 2DD'), 0, 'pair', 3)).toBeCloseTo(3 / 51, 12);
  });

  it('lists both cards and whether they pair', () => {
    expect(game.result([card('QDD'), card('QSS')])).toEqual({
      winnerName: 'Tiger',
      rows: [
        { label: 'Dragon', value: 'QDD' },
        { label: 'Tiger', value: 'QSS' },
        { label: 'Pair', value: 'Yes' },
      ],
    });
    expect(game.result(cards('KDD QDD')).rows[2]).toEqual({ label: 'Pair', value: 'No' });
  });

  it('returns each market exactly its theoretical RTP at the pre-deal prices, over every pair of cards (CASINO.md 4)', () => {
    const cards = walkShoe(game, { shoe: deck, classOf: casinoCardCode, needsMore: firstItems(2) });
    expectExactRtp(exactReadings(game, rtpBets.dragontiger1Day, cards));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(game, rtpBets.dragontiger1Day, smokeRounds));
  });
});
