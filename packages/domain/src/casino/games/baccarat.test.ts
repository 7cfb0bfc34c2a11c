import { describe, expect, it } from 'vitest';
import { baccaratPoint, canonicalDeck, type CasinoCard } from '../cards.ts';
import { exactReadings } from '../../testing/casinoExact.ts';
import { rtpBets } from '../../testing/casinoRtpBets.ts';
import { expectExactRtp, expectInsideBands } from '../../testing/casinoRtpExpect.ts';
import { rtpReadings, smokeRounds } from '../../testing/casinoSimulation.ts';
import {
  firstItems,
  partition,
  sameCardOrRank,
  walkShoe,
  whileDealing,
} from '../../testing/casinoShoeWalk.ts';
import { stackedDeck } from '../../testing/casinoDecks.ts';
import { baccarat, baccaratDeal, bankerDrawsAgainst, baccaratIds as ids } from './baccarat.ts';

const shoe = canonicalDeck({ copies: 8 });
// Deal order: Player, Banker, Player, Banker, then the third cards.
const dealOf = (...codes: string[]) => baccaratDeal(stackedDeck(shoe, codes));
const outcomes = (deal: ReturnType<typeof dealOf>) =>
  Object.fromEntries(
    Object.entries(ids).map(([name, selectionId]) => [name, baccarat.settle(deal, 'any', selectionId)]),
  );

// Player 4 + 5 = 9 is a natural: both stand.
const natural = dealOf('4HH', '2SS', '5CC', '3DD');
// Player 3 + 3 = 6 stands; Banker 2 + 2 = 4 draws a K and stays on 4.
const playerStands = dealOf('3HH', '2SS', '3CC', '2DD', 'KSS');
// Player 2 + 3 = 5 draws an 8 (3); Banker A + 2 = 3 stands against an 8: 3-3.
const tie = dealOf('2HH', 'ASS', '3CC', '2DD', '8SS', '9SS');
// Player K + 5 = 5 draws a 7 (2); Banker 4 + 2 = 6 draws against a 7, a K: Banker wins with 6.
const bankerSix = dealOf('KHH', '4SS', '5CC', '2DD', '7SS', 'KCC');
// Pairs: Player 5C 5C (a perfect pair, eight decks), Banker 9S 9H.
const pairs = dealOf('5CC', '9SS', '5CC', '9HH');

/** The standard punto banco tableau: for Banker totals 3..6, the Player third cards it draws against. */
const drawsAgainst: Record<number, number[]> = {
  3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
  4: [2, 3, 4, 5, 6, 7],
  5: [4, 5, 6, 7],
  6: [6, 7],
};

describe('Baccarat', () => {
  it('stands both hands on a natural 8 or 9', () => {
    expect(natural).toMatchObject({ player: 9, banker: 5, playerDraws: false, bankerDraws: false });
    expect(outcomes(natural)).toMatchObject({
      player: { kind: 'win' },
      banker: { kind: 'lose' },
      tie: { kind: 'lose' },
      small: { kind: 'win' },
      big: { kind: 'lose' },
    });
    const bankerNatural = dealOf('2HH', '4SS', '3CC', '4DD', 'KSS');
    expect(bankerNatural).toMatchObject({ player: 5, banker: 8, playerDraws: false });
  });

  it('lets the Banker draw on 0-5 when the Player stood', () => {
    expect(playerStands).toMatchObject({ player: 6, banker: 4, playerDraws: false, bankerDraws: true });
    expect(baccarat.steps(playerStands)).toBe(5);
    const bankerStands = dealOf('3HH', '3SS', '4CC', '3DD');
    expect(bankerStands).toMatchObject({ player: 7, banker: 6, bankerDraws: false });
  });

  it('draws the Banker third card by the tableau against the Player third card', () => {
    for (const third of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      for (const banker of [0, 1, 2]) expect(bankerDrawsAgainst(banker, third)).toBe(true);
      for (const banker of [3, 4, 5, 6])
        expect(bankerDrawsAgainst(banker, third), `${banker} v ${third}`).toBe(
          drawsAgainst[banker]?.includes(third),
        );
      expect(bankerDrawsAgainst(7, third)).toBe(false);
    }
    expect(tie).toMatchObject({ player: 3, banker: 3, playerDraws: true, bankerDraws: false });
  });

  it('pushes Player and Banker on a tie and pays the Tie', () => {
    expect(outcomes(tie)).toMatchObject({
      player: { kind: 'push' },
      banker: { kind: 'push' },
      tie: { kind: 'win' },
      big: { kind: 'win' },
    });
  });

  it('pays the Banker 1.5 when it wins with 6, and 2.0 otherwise', () => {
    expect(bankerSix).toMatchObject({ player: 2, banker: 6, playerDraws: true, bankerDraws: true });
    expect(outcomes(bankerSix)).toMatchObject({
      banker: { kind: 'win', odds: 1.5 },
      player: { kind: 'lose' },
      big: { kind: 'win' },
    });
    expect(baccarat.settle(playerStands, 'main', ids.banker)).toEqual({ kind: 'lose' });
    const bankerSeven = dealOf('KHH', '4SS', '5CC', '2DD', '7SS', 'ACC');
    expect(baccarat.settle(bankerSeven, 'main', ids.banker)).toEqual({ kind: 'win' });
  });

  it('pays the pairs on the first two cards of each side', () => {
    expect(outcomes(pairs)).toMatchObject({
      playerPair: { kind: 'win' },
      bankerPair: { kind: 'win' },
      perfectPair: { kind: 'win' },
      eitherPair: { kind: 'win' },
    });
    const bankerPerfect = dealOf('5CC', '9SS', '6CC', '9SS');
    expect(outcomes(bankerPerfect)).toMatchObject({
      playerPair: { kind: 'lose' },
      bankerPair: { kind: 'win' },
      perfectPair: { kind: 'win' },
      eitherPair: { kind: 'win' },
    });
    expect(outcomes(natural)).toMatchObject({
      playerPair: { kind: 'lose' },
      bankerPair: { kind: 'lose' },
      perfectPair: { kind: 'lose' },
      eitherPair: { kind: 'lose' },
    });
    expect(baccarat.settle(natural, 'pairs', 99)).toEqual({ kind: 'lose' });
  });

  it('lists the markets at their prices, all suspended once the first card is out', () => {
    const markets = baccarat.markets(natural, 0);
    expect(markets.map((market) => [market.suffix, market.shape, market.status])).toEqual([
      ['main', 'oneWinner', 'OPEN'],
      ['tie', 'oneOrNone', 'OPEN'],
      ['pairs', 'independent', 'OPEN'],
      ['size', 'oneWinner', 'OPEN'],
    ]);
    expect(markets.flatMap((market) => market.runners.map(({ name, back }) => [name, back]))).toEqual([
      ['Player', 2],
      ['Banker', 2],
      ['Tie', 9],
      ['Player Pair', 12],
      ['Banker Pair', 12],
      ['Perfect Pair', 26],
      ['Either Pair', 6],
      ['Big', 1.54],
      ['Small', 2.5],
    ]);
    expect(baccarat.markets(natural, 1).every((market) => market.status === 'SUSPENDED')).toBe(true);
  });

  it('fills the slots in deal order, a third-card slot staying empty when that side stands', () => {
    expect(baccarat.table(playerStands, 0)).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(baccarat.table(playerStands, 3)).toEqual(['3HH', '2SS', '3CC', '1', '1', '1']);
    expect(baccarat.table(playerStands, 5)).toEqual(['3HH', '2SS', '3CC', '2DD', '1', 'KSS']);
    expect(baccarat.table(tie, 5)).toEqual(['2HH', 'ASS', '3CC', '2DD', '8SS', '1']);
    expect(baccarat.table(bankerSix, 6)).toEqual(['KHH', '4SS', '5CC', '2DD', '7SS', 'KCC']);
  });

  it('writes both hands, the pairs and the card count in the result', () => {
    expect(baccarat.result(bankerSix)).toEqual({
      winnerName: 'Banker',
      rows: [
        { label: 'Player', value: 'KHH 5CC 7SS: 2' },
        { label: 'Banker', value: '4SS 2DD KCC: 6' },
        { label: 'Pairs', value: 'None' },
        { label: 'Cards', value: '6 (Big)' },
      ],
    });
    expect(baccarat.result(tie).winnerName).toBe('Tie');
    expect(baccarat.result(natural).winnerName).toBe('Player');
    expect(baccarat.result(pairs).rows[2]).toEqual({
      label: 'Pairs',
      value: 'Player Pair, Banker Pair, Perfect Pair',
    });
    expect(baccarat.result(natural).rows[3]).toEqual({ label: 'Cards', value: '4 (Small)' });
  });

  it('returns each market exactly its theoretical RTP, over every deal that settles it (CASINO.md 4)', () => {
    const point = (card: CasinoCard) => baccaratPoint(card.rank);
    // Player's two cards, then Banker's, in either order, then the third cards: the same round.
    const twoCards = (a?: CasinoCard, b?: CasinoCard) =>
      [a, b].map((card) => (card ? point(card) : '')).sort();
    const byPoints = walkShoe(baccarat, {
      shoe,
      classOf: point,
      needsMore: whileDealing(baccarat),
      keyOf: ([p1, b1, p2, b2, ...thirds]) =>
        [...twoCards(p1, p2), ...twoCards(b1, b2), ...thirds.map(point)].join(),
      dealOf: baccaratDeal,
    });
    // The pairs read the first four cards, and of them only which are the same card or the same rank.
    const byPairs = walkShoe(baccarat, { shoe, classOf: sameCardOrRank, needsMore: firstItems(4) });
    const [onPoints, onPairs] = partition(rtpBets.baccarat, (bet) => bet.suffix !== 'pairs');
    expectExactRtp([
      ...exactReadings(baccarat, onPoints, byPoints),
      ...exactReadings(baccarat, onPairs, byPairs),
    ]);
  });

  it('deals and settles within 3 sigma of that RTP over 20,000 seeded rounds (CASINO.md 4)', () => {
    expectInsideBands(rtpReadings(baccarat, rtpBets.baccarat, smokeRounds));
  });
});
