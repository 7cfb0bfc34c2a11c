import { describe, expect, it } from 'vitest';
import { cardsOf as cards } from '../../testing/casinoCards.ts';
import { cardIndexOf, teenPattiRanking, tripleIndex } from './teenPatti.ts';
import { cachedTeenPattiOdds, preDealTeenPattiOdds, teenPattiOdds } from './teenPattiOdds.ts';

const indices = (codes: string) => cards(codes).map(cardIndexOf);

/** Every k-subset of `pool`, in increasing order. */
function subsetsOf(pool: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  return pool.flatMap((card, i) => subsetsOf(pool.slice(i + 1), k - 1).map((rest) => [card, ...rest]));
}

/** The slow way: every completion of A against every disjoint completion of B. */
function bruteForce(knownA: number[], knownB: number[], pureSequenceBeatsTrail = false) {
  const { table } = teenPattiRanking({ pureSequenceBeatsTrail });
  const strength = ([a = 0, b = 0, c = 0]: number[]) => table[tripleIndex(a, b, c)] ?? 0;
  const unseen = [...Array(52).keys()].filter((card) => !knownA.includes(card) && !knownB.includes(card));
  const handsOfB = subsetsOf(unseen, 3 - knownB.length).map((added) => ({
    added,
    strength: strength([...knownB, ...added]),
  }));
  const taken = new Uint8Array(52);
  let win = 0;
  let tie = 0;
  let loss = 0;
  for (const added of subsetsOf(unseen, 3 - knownA.length)) {
    const v = strength([...knownA, ...added]);
    for (const card of added) taken[card] = 1;
    for (const handB of handsOfB) {
      if (handB.added.some((card) => taken[card])) continue;
      if (v > handB.strength) win += 1;
      else if (v === handB.strength) tie += 1;
      else loss += 1;
    }
    for (const card of added) taken[card] = 0;
  }
  return { win, tie, loss };
}

describe('teen patti odds over the unseen cards', () => {
  it('counts the pre-deal odds exactly, the same under either order of trail and pure sequence', () => {
    // Ties are hands of the same category on the same ranks: 274 x 1,536 high card and color, 12 x 1,536
    // runs, 156 x 72 pairs = 450,528 of C(52,3) x C(49,3) = 407,170,400 (CASINO.md 2 prints 454,608, the
    // RTP it derives, 0.990011, is the same to six places).
    expect(teenPattiOdds([], [])).toEqual(preDealTeenPattiOdds);
    expect(teenPattiOdds([], [], teenPattiRanking({ pureSequenceBeatsTrail: true }))).toEqual(
      preDealTeenPattiOdds,
    );
    const { win, tie, loss } = preDealTeenPattiOdds;
    const total = win + tie + loss;
    expect(total).toBe(407_170_400);
    expect(1.98 * (win / total) + tie / total).toBeCloseTo(0.990011, 6);
    // The house's edge on a lay at 2.02, per unit of the backer's stake.
    expect(2.02 * (win / total) + tie / total - 1).toBeCloseTo(0.01, 4);
  });

  it('adds up after the first card to three times the pre-deal counts', () => {
    // Each pair of hands is counted once for each of A's three cards; suits are symmetric.
    const sums = { win: 0, tie: 0, loss: 0 };
    for (let rank = 0; rank < 13; rank += 1) {
      const odds = teenPattiOdds([rank], []);
      sums.win += 4 * odds.win;
      sums.tie += 4 * odds.tie;
      sums.loss += 4 * odds.loss;
      expect(odds.win + odds.tie + odds.loss).toBe(1275 * 18_424);
    }
    expect(sums).toEqual({
      win: 3 * preDealTeenPattiOdds.win,
      tie: 3 * preDealTeenPattiOdds.tie,
      loss: 3 * preDealTeenPattiOdds.loss,
    });
  });

  it('agrees with enumerating both hands after the second card and on', () => {
    const states: [string, string][] = [
      ['QSS', 'QHH'],
      ['ASS', '2SS'],
      ['ASS KSS', '2SS'],
      ['5DD 5CC', '9DD 10DD'],
      ['ASS KSS QSS', '2HH 2DD'],
      ['3HH 5HH 2CC', 'JCC 4DD 6SS'],
    ];
    for (const [a, b] of states)
      expect(teenPattiOdds(indices(a), indices(b)), `${a} | ${b}`).toEqual(
        bruteForce(indices(a), indices(b)),
      );
    expect(
      teenPattiOdds(indices('ASS KSS'), indices('2SS'), teenPattiRanking({ pureSequenceBeatsTrail: true })),
    ).toEqual(bruteForce(indices('ASS KSS'), indices('2SS'), true));
  });

  it('keeps the odds of a suit pattern once, whatever the suits and the order of the cards', () => {
    const first = cachedTeenPattiOdds(cards('9SS 4HH'), cards('9HH'));
    expect(cachedTeenPattiOdds(cards('4DD 9CC'), cards('9DD'))).toBe(first);
    expect(first).toEqual(teenPattiOdds(indices('9SS 4HH'), indices('9HH')));
    expect(cachedTeenPattiOdds(cards('9SS 4HH'), cards('9CC'))).not.toBe(first);
    expect(cachedTeenPattiOdds([], [])).toBe(preDealTeenPattiOdds);
  });
});
