import { describe, expect, it } from 'vitest';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { handWalk, walkShoe } from '../../testing/casinoShoeWalk.ts';
import { cardsOf } from '../../testing/casinoCards.ts';
import { rtpReadings, seededSource, smokeRounds } from '../../testing/casinoSimulation.ts';
import { canonicalDeck, type CasinoCard } from '../cards.ts';
import { casinoRunnerOf } from '../round.ts';
import { cards3J, cards3JDealOf, cards3JSelectionId } from './Cards3J.ts';

const deal = (text: string) => cards3JDealOf(cardsOf(text));
const twoSevenKing = cards3JSelectionId([2, 7, 13]);

describe('3 Cards Judgement', () => {
  it('deals three different cards and shows them one step at a time', () => {
    const dealt = cards3J.deal(seededSource(5));
    expect(dealt.cards).toHaveLength(3);
    expect(new Set(dealt.cards.map((card) => `${card.rank}${card.suit}`)).size).toBe(3);
    expect(cards3J.steps(dealt)).toBe(3);
    const [first, second, third] = cards3J.table(dealt, 3);
    expect(cards3J.table(dealt, 0)).toEqual(['1', '1', '1']);
    expect(cards3J.table(dealt, 1)).toEqual([first, '1', '1']);
    expect(cards3J.table(dealt, 2)).toEqual([first, second, '1']);
    expect(third).toMatch(/^(A|[2-9]|10|J|Q|K)([SHCD])\2$/);
  });

  it('encodes a pick of three ranks as its selection id', () => {
    expect(twoSevenKing).toBe(4 + 128 + 8192);
    expect(cards3JSelectionId([13, 7, 2])).toBe(twoSevenKing);
  });

  it('lists two picks and resolves any other pick of three ranks at Yes 1.78 / No 1.84', () => {
    const open = deal('2S 7H KC');
    const [main] = cards3J.markets(open, 0);
    expect(main).toMatchObject({ suffix: 'main', name: '3 Cards Judgement', shape: 'independent' });
    expect(main?.status).toBe('OPEN');
    expect(main?.runners).toEqual([
      { selectionId: 14, name: 'Yes A,2,3', back: 1.78, lay: 1.84, status: 'ACTIVE' },
      { selectionId: 14336, name: 'Yes J,Q,K', back: 1.78, lay: 1.84, status: 'ACTIVE' },
    ]);
    expect(cards3J.pickRunner?.('main', twoSevenKing, 0)).toEqual({
      selectionId: twoSevenKing,
      name: 'Yes 2,7,K',
      back: 1.78,
      lay: 1.84,
      status: 'ACTIVE',
    });
    expect(casinoRunnerOf(cards3J, open, 0, 'main', twoSevenKing)?.runner.name).toBe('Yes 2,7,K');
    // Not a pick: two ranks, four ranks, a bit outside A..K, another market.
    for (const selectionId of [
      cards3JSelectionId([2, 7]),
      cards3JSelectionId([1, 2, 3, 4]),
      1 + 4 + 8,
      0,
      -14,
      1.5,
    ])
      expect(cards3J.pickRunner?.('main', selectionId, 0)).toBeUndefined();
    expect(cards3J.pickRunner?.('other', twoSevenKing, 0)).toBeUndefined();
  });

  it('closes the market and every pick at the first card', () => {
    const dealt = deal('2S 7H KC');
    for (const shown of [1, 2, 3]) {
      const [main] = cards3J.markets(dealt, shown);
      expect(main?.status).toBe('SUSPENDED');
      expect(main?.runners.every((runner) => runner.status === 'SUSPENDED')).toBe(true);
      expect(cards3J.pickRunner?.('main', twoSevenKing, shown)?.status).toBe('SUSPENDED');
    }
  });

  it('pays Yes when any dealt card has a picked rank, and loses it (No wins) when none has', () => {
    expect(cards3J.settle(deal('2S 9H 9C'), 'main', twoSevenKing)).toEqual({ kind: 'win' });
    expect(cards3J.settle(deal('3S 9H KC'), 'main', twoSevenKing)).toEqual({ kind: 'win' });
    expect(cards3J.settle(deal('2S 7H KC'), 'main', twoSevenKing)).toEqual({ kind: 'win' });
    expect(cards3J.settle(deal('3S 9H QC'), 'main', twoSevenKing)).toEqual({ kind: 'lose' });
    expect(cards3J.settle(deal('AS 2H 3C'), 'main', cards3JSelectionId([1, 2]))).toEqual({ kind: 'lose' });
    expect(cards3J.settle(deal('2S 7H KC'), 'other', twoSevenKing)).toEqual({ kind: 'lose' });
  });

  it('describes the result: the dealt ranks and the cards', () => {
    expect(cards3J.result(deal('KC 2S 7H'))).toEqual({
      winnerName: '2,7,K',
      rows: [
        { label: 'Card 1', value: 'KCC' },
        { label: 'Card 2', value: '2SS' },
        { label: 'Card 3', value: '7HH' },
      ],
    });
    expect(cards3J.result(deal('KC KS 7H')).winnerName).toBe('7,K');
  });

  it('gives every pick the same chance, 1 - C(40,3)/C(52,3), and No the house edge CASINO.md states', () => {
    const fullDeck = canonicalDeck({ copies: 1 });
    const picks = [
      [1, 2, 3],
      [2, 7, 13],
      [11, 12, 13],
    ] as const;
    for (const pick of picks) {
      const selectionId = cards3JSelectionId(pick);
      let hits = 0;
      for (let a = 0; a < 52; a += 1)
        for (let b = a + 1; b < 52; b += 1)
          for (let c = b + 1; c < 52; c += 1) {
            const hand = cards3JDealOf([fullDeck[a], fullDeck[b], fullDeck[c]] as CasinoCard[]);
            if (cards3J.settle(hand, 'main', selectionId).kind === 'win') hits += 1;
          }
      expect(hits).toBe(22_100 - 9_880);
      expect(((hits / 22_100) * 1.78).toFixed(6)).toBe('0.984235');
      expect(((hits / 22_100) * 1.84 - 1).toFixed(6)).toBe('0.017412');
    }
  });

  it('returns Yes exactly its theoretical RTP, over every three cards (CASINO.md 4)', () => {
    const shoe = canonicalDeck({ copies: 1 });
    // A pick reads only whether each card is one of its three ranks.
    const readings = rtpBets.Cards3J.flatMap((bet) => {
      const picked = (card: CasinoCard) => (bet.selectionId & (1 << card.rank)) !== 0;
      return exactReadings(cards3J, [bet], walkShoe(cards3J, handWalk(shoe, [0, 1, 2], picked)));
    });
    expectExactRtp(readings);
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(cards3J, rtpBets.Cards3J, smokeRounds));
  });
});
