import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { firstItems, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { cardsOf } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { canonicalDeck, casinoCardCode, type CasinoCard } from '../cards.ts';
import { warcasino } from './warcasino.ts';

/** `AS KH 10D`: rank then one suit letter; players 1 to 6, then the dealer. */
function deal(text: string) {
  return { cards: cardsOf(text) };
}

const table = deal('AS 9H 9C KD 2S 10C 9D');
const outcome = (suffix: string, selectionId: number) => warcasino.settle(table, suffix, selectionId).kind;

describe('Casino War', () => {
  it('deals six players and the dealer, one card a step', () => {
    const dealt = warcasino.deal(seededSource(9));
    expect(dealt.cards).toHaveLength(7);
    expect(new Set(dealt.cards.map((card: CasinoCard) => `${card.rank}${card.suit}`)).size).toBe(7);
    expect(warcasino.steps(dealt)).toBe(7);
    const all = warcasino.table(dealt, 7);
    expect(all.every((code) => /^(A|[2-9]|10|J|Q|K)([SHCD])\2$/.test(code))).toBe(true);
    for (let shown = 0; shown <= 7; shown += 1)
      expect(warcasino.table(dealt, shown)).toEqual(all.map((code, index) => (index < shown ? code : '1')));
  });

  it('quotes the observed prices for each player and closes at the first card', () => {
    const markets = warcasino.markets(table, 0);
    expect(markets.map((entry) => [entry.suffix, entry.name, entry.shape, entry.status])).toEqual([
      ['winner', 'Winner', 'independent', 'OPEN'],
      ['colour', 'Black / Red', 'independent', 'OPEN'],
      ['oddEven', 'Odd / Even', 'independent', 'OPEN'],
      ['suit', 'Suit', 'independent', 'OPEN'],
    ]);
    const runners = markets.flatMap((entry) => entry.runners);
    expect(runners).toHaveLength(6 * 9);
    expect(new Set(runners.map((runner) => runner.selectionId)).size).toBe(runners.length);
    const price = (name: string) => runners.find((runner) => runner.name === name);
    expect(price('Winner 1')).toEqual({
      selectionId: 1,
      name: 'Winner 1',
      back: 1.98,
      lay: null,
      status: 'ACTIVE',
    });
    expect(
      [
        price('Black 2'),
        price('Red 3'),
        price('Odd 4'),
        price('Even 5'),
        price('Spade 6'),
        price('Heart 1'),
        price('Club 2'),
        price('Diamond 3'),
      ].map((runner) => [runner?.selectionId, runner?.back]),
    ).toEqual([
      [12, 1.97],
      [23, 1.97],
      [34, 1.83],
      [45, 2.12],
      [56, 3.83],
      [61, 3.83],
      [72, 3.83],
      [83, 3.83],
    ]);
    for (let shown = 1; shown <= 7; shown += 1) {
      const closed = warcasino.markets(table, shown);
      expect(closed.every((entry) => entry.status === 'SUSPENDED')).toBe(true);
      expect(closed.flatMap((entry) => entry.runners).every((runner) => runner.status === 'SUSPENDED')).toBe(
        true,
      );
    }
  });

  it('pays a player who outranks the dealer, pushes a tie, and plays the ace low', () => {
    // Dealer 9D: A loses, 9H and 9C tie, K wins, 2 loses, 10 wins.
    expect(warcasino.settle(table, 'winner', 1)).toEqual({ kind: 'lose' });
    expect(warcasino.settle(table, 'winner', 2)).toEqual({ kind: 'push' });
    expect(warcasino.settle(table, 'winner', 3)).toEqual({ kind: 'push' });
    expect(warcasino.settle(table, 'winner', 4)).toEqual({ kind: 'win' });
    expect(outcome('winner', 5)).toBe('lose');
    expect(outcome('winner', 6)).toBe('win');
    expect(outcome('winner', 7)).toBe('lose');
    expect(outcome('winner', 0)).toBe('lose');
  });

  it("settles the side bets on the player's own card", () => {
    // Player 1 AS: black, odd, spade. Player 2 9H: red, odd, heart. Player 4 KD: red, odd, diamond.
    // Player 5 2S: black, even, spade. Player 6 10C: black, even, club.
    expect([outcome('colour', 11), outcome('colour', 21)]).toEqual(['win', 'lose']);
    expect([outcome('colour', 12), outcome('colour', 22)]).toEqual(['lose', 'win']);
    expect([outcome('oddEven', 31), outcome('oddEven', 41)]).toEqual(['win', 'lose']);
    expect([outcome('oddEven', 35), outcome('oddEven', 45)]).toEqual(['lose', 'win']);
    expect([51, 61, 71, 81].map((id) => outcome('suit', id))).toEqual(['win', 'lose', 'lose', 'lose']);
    expect([52, 62, 72, 82].map((id) => outcome('suit', id))).toEqual(['lose', 'win', 'lose', 'lose']);
    expect([56, 66, 76, 86].map((id) => outcome('suit', id))).toEqual(['lose', 'lose', 'win', 'lose']);
    expect([54, 64, 74, 84].map((id) => outcome('suit', id))).toEqual(['lose', 'lose', 'lose', 'win']);
    // The dealer's card is not a player's, and a runner belongs to its own market.
    expect(outcome('oddEven', 37)).toBe('lose');
    expect(outcome('colour', 10)).toBe('lose');
    expect(outcome('suit', 11)).toBe('lose');
    expect(outcome('colour', 91)).toBe('lose');
    expect(outcome('main', 1)).toBe('lose');
  });

  it('describes the result: who beat the dealer, each card and its verdict', () => {
    expect(warcasino.result(table)).toEqual({
      winnerName: 'Winner 4, 6',
      rows: [
        { label: 'Player 1', value: 'ASS - Lose' },
        { label: 'Player 2', value: '9HH - Tie' },
        { label: 'Player 3', value: '9CC - Tie' },
        { label: 'Player 4', value: 'KDD - Win' },
        { label: 'Player 5', value: '2SS - Lose' },
        { label: 'Player 6', value: '10CC - Win' },
        { label: 'Dealer', value: '9DD' },
      ],
    });
    expect(warcasino.result(deal('AS 2H 3C 4D 5S 6C KD')).winnerName).toBe('Dealer');
  });

  it('returns each market exactly its theoretical RTP, over every card its bet reads (CASINO.md 4)', () => {
    const shoe = canonicalDeck({ copies: 1 });
    const dealer = 6;
    // A side bet reads its player's card (selection id: tens for the bet, units for the player), a
    // Winner bet the dealer's too: only those are walked.
    const readings = rtpBets.warcasino.flatMap((bet) => {
      const winner = bet.suffix === 'winner';
      const positions = winner ? [bet.selectionId - 1, dealer] : [(bet.selectionId % 10) - 1];
      const needsMore = firstItems(positions.length);
      const cards = walkShoe(warcasino, { shoe, classOf: casinoCardCode, needsMore, positions });
      return exactReadings(warcasino, [bet], cards);
    });
    expectExactRtp(readings);
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(warcasino, rtpBets.warcasino, smokeRounds));
  });
});
