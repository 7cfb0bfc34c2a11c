import { describe, expect, it } from 'vitest';
import { canonicalDeck, casinoCardCode } from '../cards.ts';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { card } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { btable } from './btable.ts';

const outcome = (code: string, suffix: string, selectionId: number) =>
  btable.settle(card(code), suffix, selectionId).kind;

const filmCards = {
  Don: ['ASS'],
  'Amar Akbar Anthony': ['AHH', 'ADD', 'ACC'],
  'Sahib Bibi Aur Ghulam': ['KSS', 'QSS', 'JSS'],
  'Dharam Veer': ['KDD', 'KCC'],
  'Kis Kisko Pyaar Karoon': ['KHH', 'QCC', 'QDD', 'QHH'],
  Ghulam: ['JHH', 'JCC', 'JDD'],
};

describe('Bollywood Casino', () => {
  it('deals from two copies of the J, Q, K and A of every suit', () => {
    const source = seededSource(5);
    const ranks = new Set(Array.from({ length: 500 }, () => btable.deal(source).rank));
    expect([...ranks].sort((a, b) => a - b)).toEqual([1, 11, 12, 13]);
  });

  it('gives each of the 16 cards to its film, and pays that film only', () => {
    Object.entries(filmCards).forEach(([film, codes], index) => {
      for (const code of codes) {
        expect(btable.result(card(code)).winnerName).toBe(film);
        expect([1, 2, 3, 4, 5, 6].map((id) => outcome(code, 'main', id))).toEqual(
          [1, 2, 3, 4, 5, 6].map((id) => (id === index + 1 ? 'win' : 'lose')),
        );
      }
    });
  });

  it('prices the films and Odd with the multi-runner formula, back and lay', () => {
    const [main, odd, ...sides] = btable.markets(card('ASS'), 0);
    expect(main?.runners.map(({ name, back, lay }) => [name, back, lay])).toEqual([
      ['Don', 15.52, 16.48],
      ['Amar Akbar Anthony', 5.17, 5.5],
      ['Sahib Bibi Aur Ghulam', 5.17, 5.5],
      ['Dharam Veer', 7.76, 8.24],
      ['Kis Kisko Pyaar Karoon', 3.88, 4.12],
      ['Ghulam', 5.17, 5.5],
    ]);
    expect(odd).toMatchObject({ shape: 'oneOrNone', runners: [{ name: 'Odd', back: 1.29, lay: 1.38 }] });
    expect(
      sides.flatMap((market) => market.runners.map((runner) => `${runner.name} ${runner.back}`)),
    ).toEqual([
      'Dulha Dulhan K-Q 1.97',
      'Barati J-A 1.97',
      'Red 1.97',
      'Black 1.97',
      'Card A 3.75',
      'Card J 3.75',
      'Card Q 3.75',
      'Card K 3.75',
    ]);
    expect(btable.markets(card('ASS'), 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
    // The lay edge of a film, p x lay - 1, is about 0.03.
    expect((1 / 16) * 16.48 - 1).toBeCloseTo(0.03, 6);
  });

  it('settles Odd on J, K or A, Dulha Dulhan on K or Q, Barati on J or A, colours and ranks', () => {
    expect(['JHH', 'KHH', 'AHH', 'QHH'].map((code) => outcome(code, 'odd', 10))).toEqual([
      'win',
      'win',
      'win',
      'lose',
    ]);
    expect(['KSS', 'QSS', 'JSS', 'ASS'].map((code) => outcome(code, 'dulhaBarati', 11))).toEqual([
      'win',
      'win',
      'lose',
      'lose',
    ]);
    expect(['KSS', 'QSS', 'JSS', 'ASS'].map((code) => outcome(code, 'dulhaBarati', 12))).toEqual([
      'lose',
      'lose',
      'win',
      'win',
    ]);
    expect([13, 14].map((id) => outcome('QDD', 'color', id))).toEqual(['win', 'lose']);
    expect([21, 31, 32, 33].map((id) => outcome('QDD', 'card', id))).toEqual(['lose', 'lose', 'win', 'lose']);
  });

  it('shows the card after its one step and describes the result', () => {
    expect(btable.steps(card('QDD'))).toBe(1);
    expect([btable.table(card('QDD'), 0), btable.table(card('QDD'), 1)]).toEqual([['1'], ['QDD']]);
    expect(btable.result(card('QDD'))).toEqual({
      winnerName: 'Kis Kisko Pyaar Karoon',
      rows: [
        { label: 'Card', value: 'QDD' },
        { label: 'Odd', value: 'No' },
        { label: 'Dulha Dulhan / Barati', value: 'Dulha Dulhan' },
        { label: 'Colour', value: 'Red' },
      ],
    });
    expect(btable.result(card('JSS')).rows.slice(1)).toEqual([
      { label: 'Odd', value: 'Yes' },
      { label: 'Dulha Dulhan / Barati', value: 'Barati' },
      { label: 'Colour', value: 'Black' },
    ]);
  });

  it('returns each market exactly its theoretical RTP, over every card that can be dealt (CASINO.md 4)', () => {
    const shoe = canonicalDeck({ copies: 2, ranks: [1, 11, 12, 13] });
    const cards = walkShoe(btable, { shoe, classOf: casinoCardCode, needsMore: firstItems(1) });
    expectExactRtp(exactReadings(btable, rtpBets.btable, cards));
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(btable, rtpBets.btable, smokeRounds));
  });
});
