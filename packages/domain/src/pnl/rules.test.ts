import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../money/minorUnits.ts';
import { betLiability, betOutcome, pnlRules, ruleForBet, type PnlRule } from './rules.ts';

const rupees = (amount: number) => minor(amount * 100);

describe('profit and loss rules (spec section 9)', () => {
  it('match odds: back 100 at 2.50 wins 150 or loses 100; lay is the mirror (DOMAIN.md)', () => {
    const bet = { rule: 'decimalOdds', stake: rupees(100), price: 2.5 } as const;
    expect(betOutcome({ ...bet, side: 'back' })).toEqual({ ifWins: rupees(150), ifLoses: rupees(-100) });
    expect(betOutcome({ ...bet, side: 'lay' })).toEqual({ ifWins: rupees(-150), ifLoses: rupees(100) });
  });

  it('decimal odds are read as written: 100 at 1.1 wins exactly 10', () => {
    expect(betOutcome({ rule: 'decimalOdds', side: 'back', stake: rupees(100), price: 1.1 }).ifWins).toBe(
      rupees(10),
    );
    expect(betOutcome({ rule: 'decimalOdds', side: 'back', stake: rupees(100), price: 2.3 }).ifWins).toBe(
      rupees(130),
    );
  });

  it('bookmaker: back profit is odds/100*stake, loss equals stake; lay mirrors', () => {
    const bet = { rule: 'bookmakerOdds', stake: rupees(100), price: 45 } as const;
    expect(betOutcome({ ...bet, side: 'back' })).toEqual({ ifWins: rupees(45), ifLoses: rupees(-100) });
    expect(betOutcome({ ...bet, side: 'lay' })).toEqual({ ifWins: rupees(-45), ifLoses: rupees(100) });
  });

  it('other markets (sessions): back profit is volume*stake/100', () => {
    const bet = { rule: 'volumeRate', stake: rupees(100), price: 90 } as const;
    expect(betOutcome({ ...bet, side: 'back' })).toEqual({ ifWins: rupees(90), ifLoses: rupees(-100) });
    expect(betOutcome({ ...bet, side: 'lay' })).toEqual({ ifWins: rupees(-90), ifLoses: rupees(100) });
  });

  it('casino match 33 loses 50 times the stake', () => {
    const bet = { rule: 'fiftyTimesStakeLoss', stake: rupees(10), price: 1.98 } as const;
    expect(betOutcome({ ...bet, side: 'back' })).toEqual({ ifWins: minor(980), ifLoses: rupees(-500) });
    expect(betOutcome({ ...bet, side: 'lay' })).toEqual({ ifWins: minor(-980), ifLoses: rupees(500) });
  });

  it('rounds each amount once to the nearest paisa, halves away from zero', () => {
    // 0.01 at odds 1.5: profit 0.005 -> 0.01.
    expect(betOutcome({ rule: 'decimalOdds', side: 'back', stake: minor(1), price: 1.5 }).ifWins).toBe(1);
    expect(betOutcome({ rule: 'decimalOdds', side: 'lay', stake: minor(1), price: 1.5 }).ifWins).toBe(-1);
    // 3.33 at bookmaker 45: 1.4985 -> 1.50.
    expect(betOutcome({ rule: 'bookmakerOdds', side: 'back', stake: minor(333), price: 45 }).ifWins).toBe(
      150,
    );
  });

  it('liability: what the bet can lose', () => {
    expect(betLiability({ rule: 'decimalOdds', side: 'lay', stake: rupees(100), price: 2.5 })).toBe(
      rupees(150),
    );
    expect(betLiability({ rule: 'decimalOdds', side: 'back', stake: rupees(100), price: 2.5 })).toBe(
      rupees(100),
    );
    expect(betLiability({ rule: 'fiftyTimesStakeLoss', side: 'back', stake: rupees(1), price: 2 })).toBe(
      rupees(50),
    );
    expect(betLiability({ rule: 'decimalOdds', side: 'back', stake: minor(0), price: 2 })).toBe(0);
  });

  it('refuses negative or fractional stakes and impossible prices', () => {
    expect(() => betOutcome({ rule: 'decimalOdds', side: 'back', stake: minor(-1), price: 2 })).toThrow(
      RangeError,
    );
    expect(() => betOutcome({ rule: 'decimalOdds', side: 'back', stake: 1.5 as never, price: 2 })).toThrow(
      RangeError,
    );
    expect(() => betOutcome({ rule: 'decimalOdds', side: 'back', stake: minor(1), price: 0.99 })).toThrow(
      RangeError,
    );
    expect(() =>
      betOutcome({ rule: 'fiftyTimesStakeLoss', side: 'back', stake: minor(1), price: 0.5 }),
    ).toThrow(RangeError);
    expect(() => betOutcome({ rule: 'bookmakerOdds', side: 'back', stake: minor(1), price: -1 })).toThrow(
      RangeError,
    );
    expect(() => betOutcome({ rule: 'volumeRate', side: 'back', stake: minor(1), price: Infinity })).toThrow(
      RangeError,
    );
    expect(betOutcome({ rule: 'bookmakerOdds', side: 'back', stake: minor(1), price: 0 }).ifWins).toBe(0);
  });

  it.each([
    [{ betOn: 'MATCH_ODDS', matchId: 1 }, 'decimalOdds'],
    [{ betOn: 'MATCH_ODDS', oddsType: 'bookMaker', matchId: 1 }, 'bookmakerOdds'],
    [{ betOn: 'FANCY', gtype: 'fancy1', matchId: 1 }, 'decimalOdds'],
    [{ betOn: 'FANCY', gtype: 'session', matchId: 1 }, 'volumeRate'],
    [{ betOn: 'FANCY', matchId: 1 }, 'volumeRate'],
    [{ betOn: 'FANCY', oddsType: 'bookMaker', matchId: 1 }, 'bookmakerOdds'],
    [{ betOn: 'CASINO', matchId: 33 }, 'fiftyTimesStakeLoss'],
    [{ betOn: 'CASINOFANCY', matchId: 33 }, 'fiftyTimesStakeLoss'],
    [{ betOn: 'CASINO', matchId: 9 }, 'bookmakerOdds'],
    [{ betOn: 'CASINO', matchId: 12 }, 'decimalOdds'],
    [{ betOn: 'MATCH_ODDS', matchId: 33 }, 'decimalOdds'],
  ] as const)('%o follows %s', (selector, rule) => {
    expect(ruleForBet(selector)).toBe(rule);
  });

  const anyRule = fc.constantFrom<PnlRule>(...pnlRules);
  const anyStake = fc.integer({ min: 0, max: 1e10 }).map(minor);
  const anyPrice = fc.integer({ min: 100, max: 100_000 }).map((hundredths) => hundredths / 100);

  it('property: a lay is exactly the mirror of a back at the same stake and price', () => {
    fc.assert(
      fc.property(anyRule, anyStake, anyPrice, (rule, stake, price) => {
        const back = betOutcome({ rule, side: 'back', stake, price });
        const lay = betOutcome({ rule, side: 'lay', stake, price });
        expect(lay.ifWins + back.ifWins).toBe(0);
        expect(lay.ifLoses + back.ifLoses).toBe(0);
      }),
    );
  });

  it('property: a back wins within half a paisa of its rule and loses the stake (50x on match 33)', () => {
    fc.assert(
      fc.property(anyRule, anyStake, anyPrice, (rule, stake, price) => {
        const { ifWins, ifLoses } = betOutcome({ rule, side: 'back', stake, price });
        // The rule's exact profit is numerator / denominator of a paisa; the result is within half of one.
        const hundredths = BigInt(Math.round(price * 100));
        const onDecimalOdds = rule === 'decimalOdds' || rule === 'fiftyTimesStakeLoss';
        const [numerator, denominator] = onDecimalOdds
          ? [BigInt(stake) * (hundredths - 100n), 100n] // odds*stake - stake
          : [BigInt(stake) * hundredths, 10_000n]; // odds/100*stake, volume*stake/100
        const error = BigInt(ifWins) * denominator - numerator;
        expect((error < 0n ? -error : error) * 2n <= denominator).toBe(true);
        expect(ifLoses + (rule === 'fiftyTimesStakeLoss' ? stake * 50 : stake)).toBe(0);
        expect(ifWins).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
