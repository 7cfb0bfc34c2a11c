import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { casinoRoundSchema } from '../schemas/casino.ts';
import type { CasinoGameDefinition } from './definition.ts';
import { casinoGameRules } from './gameRules.ts';
import { casinoGameDefinition, casinoGameDefinitions } from './games/index.ts';
import { checkRoundFairness } from './round.ts';
import { casinoRoundSnapshot } from './snapshot.ts';
import {
  casinoCardFace,
  casinoCardsText,
  casinoResultChip,
  casinoTableHands,
  isFaceDownSlot,
} from './table.ts';

describe('casinoTableHands', () => {
  it("splits a teen patti table into the players' hands in deal order", () => {
    expect(casinoTableHands('teen20', ['KDD', '2SS', '9HH', '1', '1', '1'])).toEqual([
      { label: 'Player A', slots: ['KDD', '9HH', '1'] },
      { label: 'Player B', slots: ['2SS', '1', '1'] },
    ]);
  });

  it('alternates Andar Bahar from Bahar and shows a padded table only up to the next card', () => {
    expect(casinoTableHands('ab20', ['ASS', '2HH', '3CC'])).toEqual([
      { label: 'Andar', slots: ['2HH'] },
      { label: 'Bahar', slots: ['ASS', '3CC'] },
    ]);
    expect(casinoTableHands('race2020', ['ASS', '2HH', '1', '1', '1'])).toEqual([
      { label: 'Cards', slots: ['ASS', '2HH', '1'] },
    ]);
  });

  it('puts every slot of every game in exactly one hand', () => {
    for (const game of casinoGameDefinitions) {
      const table = Array.from({ length: 9 }, (_, i) => `slot${i}`);
      const hands = casinoTableHands(game.code, table);
      const placed = hands.flatMap((hand) => hand.slots).filter((slot) => slot !== '1');
      expect(new Set(placed).size, game.code).toBe(placed.length);
      expect(hands.length, game.code).toBeGreaterThan(0);
    }
  });

  it('shows an unknown game as one hand of all its slots', () => {
    expect(casinoTableHands('nope', ['ASS'])).toEqual([{ label: 'Cards', slots: ['ASS'] }]);
  });
});

describe('casinoCardFace', () => {
  it('reads the engine card codes and leaves face-down slots and outcomes alone', () => {
    expect(casinoCardFace('10SS')).toEqual({ rank: '10', suit: 'spades' });
    expect(casinoCardFace('KDD')).toEqual({ rank: 'K', suit: 'diamonds' });
    expect(casinoCardFace('1')).toBeUndefined();
    expect(casinoCardFace('4 Runs')).toBeUndefined();
  });
});

describe('casinoResultChip', () => {
  it('shows the side and its colour', () => {
    expect(casinoResultChip('Player A')).toEqual({ label: 'A', tone: 'back' });
    expect(casinoResultChip('Player B')).toEqual({ label: 'B', tone: 'lay' });
    expect(casinoResultChip('Tie')).toEqual({ label: 'T', tone: 'warning' });
    expect(casinoResultChip('Low Card')).toEqual({ label: 'L', tone: 'back' });
    expect(casinoResultChip('Seven')).toEqual({ label: '7', tone: 'warning' });
    expect(casinoResultChip('Void')).toEqual({ label: 'V', tone: 'neutral' });
    expect(casinoResultChip('Player 11')).toEqual({ label: '11', tone: 'accent' });
  });
});

describe('casinoGameRules', () => {
  it('has the rules of every game the engine runs', () => {
    for (const game of casinoGameDefinitions)
      expect(casinoGameRules[game.code]?.length, game.code).toBeGreaterThan(0);
  });
});

describe('casinoRoundSnapshot', () => {
  const key = { serverSeed: 'ab'.repeat(32), publicSeed: 'teen20-salt', roundId: '5002261126062500' };
  const teen20 = casinoGameDefinition('teen20') as CasinoGameDefinition;

  it('shows no seed nor result while betting is open, and what a verifier needs once over', () => {
    const open = casinoRoundSnapshot(teen20, key, { status: 'open', shown: 0, secondsLeft: 12 });
    expect(v.parse(casinoRoundSchema, open)).toEqual(open);
    expect(open.serverSeed).toBeNull();
    expect(open.result).toBeNull();
    expect(open.cards).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(open.markets[0]?.status).toBe('OPEN');

    const over = casinoRoundSnapshot(teen20, key, { status: 'result', shown: 6 });
    expect(over.markets.every((market) => market.status === 'SUSPENDED')).toBe(true);
    const check = checkRoundFairness(teen20, {
      ...over,
      roundId: over.mid,
      serverSeed: key.serverSeed,
      table: over.cards,
    });
    expect(check).toMatchObject({ commitmentMatches: true, tableMatches: true });
    expect(over.result?.winnerName).toMatch(/Player A|Player B|Tie/);
  });
});

describe('casinoCardsText', () => {
  it('writes card codes with suit symbols and leaves other words alone', () => {
    expect(casinoCardsText('5DD 2CC JSS - High card')).toBe('5\u2666 2\u2663 J\u2660 - High card');
    expect(casinoCardsText('10HH, ACC')).toBe('10\u2665, A\u2663');
    expect(casinoCardsText('Total: 18 - 21')).toBe('Total: 18 - 21');
  });
});

describe('isFaceDownSlot', () => {
  it('reads the feeds\' "1" and an empty slot as face down, a card as dealt', () => {
    expect(isFaceDownSlot('1')).toBe(true);
    expect(isFaceDownSlot('')).toBe(true);
    expect(isFaceDownSlot('KDD')).toBe(false);
  });
});
