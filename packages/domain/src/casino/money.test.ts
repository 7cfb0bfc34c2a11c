import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { casinoMatchIds } from '../constants/markets.ts';
import { minor, sumMinor, type Minor } from '../money/minorUnits.ts';
import { betOutcome, ruleForBet } from '../pnl/rules.ts';
import {
  casinoMaxWinPerBet,
  type CasinoMarketQuote,
  type CasinoMarketShape,
  type RunnerOutcome,
} from './definition.ts';
import {
  casinoBetLiability,
  casinoBetPnl,
  casinoBetStakeLimits,
  casinoMarketBook,
  casinoMarketExposure,
  isCasinoBetOn,
  type CasinoStake,
} from './money.ts';
import { backRunner } from './runners.ts';

type MarketShape = Pick<CasinoMarketQuote, 'shape' | 'halfLossTogether' | 'runners'>;

const marketOf = (
  shape: CasinoMarketShape,
  selectionIds: readonly number[],
  halfLossTogether = false,
): MarketShape => ({
  shape,
  ...(halfLossTogether && { halfLossTogether: true }),
  runners: selectionIds.map((selectionId) => backRunner(selectionId, `Runner ${selectionId}`, 2)),
});

const stakeOf = (
  selectionId: number,
  side: 'back' | 'lay',
  stake: number,
  odds: number,
  matchId = 5001,
): CasinoStake => ({
  selectionId,
  rule: ruleForBet({ betOn: 'CASINO', matchId }),
  side,
  stake: minor(stake),
  odds,
});

const win: RunnerOutcome = { kind: 'win' };
const lose: RunnerOutcome = { kind: 'lose' };
const push: RunnerOutcome = { kind: 'push' };
const halfLoss: RunnerOutcome = { kind: 'halfLoss' };

describe('casinoBetPnl', () => {
  it('pays a back its profit on a win and takes its stake on a loss (decimal odds)', () => {
    expect(casinoBetPnl(stakeOf(1, 'back', 10_000, 1.98), win)).toBe(9_800);
    expect(casinoBetPnl(stakeOf(1, 'back', 10_000, 1.98), lose)).toBe(-10_000);
  });

  it('mirrors a lay: it loses the liability when the runner wins and wins the stake otherwise', () => {
    expect(casinoBetPnl(stakeOf(1, 'lay', 10_000, 2.02), win)).toBe(-10_200);
    expect(casinoBetPnl(stakeOf(1, 'lay', 10_000, 2.02), lose)).toBe(10_000);
  });

  it('pays a win at its own odds when the outcome carries them (Pair Plus, Top 9)', () => {
    expect(casinoBetPnl(stakeOf(1, 'back', 10_000, 2), { kind: 'win', odds: 31 })).toBe(300_000);
  });

  it('returns nothing on a push and half a loss on a half loss, for a back and a lay', () => {
    expect(casinoBetPnl(stakeOf(1, 'back', 10_000, 2), push)).toBe(0);
    expect(casinoBetPnl(stakeOf(1, 'lay', 10_000, 2), push)).toBe(0);
    expect(casinoBetPnl(stakeOf(1, 'back', 10_000, 2), halfLoss)).toBe(-5_000);
    expect(casinoBetPnl(stakeOf(1, 'lay', 10_000, 2), halfLoss)).toBe(5_000);
  });

  it('follows spec 9 on casino match 33 (a loss is 50 times the stake) and 9 (bookmaker-like)', () => {
    expect(ruleForBet({ betOn: 'CASINO', matchId: casinoMatchIds.fiftyTimesStakeLoss })).toBe(
      'fiftyTimesStakeLoss',
    );
    expect(ruleForBet({ betOn: 'CASINOFANCY', matchId: casinoMatchIds.bookmakerLike })).toBe('bookmakerOdds');
    const match33 = stakeOf(1, 'back', 1_000, 2, casinoMatchIds.fiftyTimesStakeLoss);
    expect(casinoBetPnl(match33, lose)).toBe(-50_000);
    expect(casinoBetPnl(match33, win)).toBe(1_000);
    expect(casinoBetPnl(match33, halfLoss)).toBe(-25_000);
    expect(casinoBetPnl({ ...match33, side: 'lay' }, lose)).toBe(50_000);
    // Match 9 reads 100-based odds: back profit odds/100 x stake, loss the stake.
    const match9 = stakeOf(1, 'back', 1_000, 45, casinoMatchIds.bookmakerLike);
    expect(casinoBetPnl(match9, win)).toBe(450);
    expect(casinoBetPnl(match9, lose)).toBe(-1_000);
    expect(casinoBetPnl({ ...match9, side: 'lay' }, win)).toBe(-450);
  });
});

const outcomeArbitrary = fc.constantFrom<RunnerOutcome>(win, lose, push, halfLoss, { kind: 'win', odds: 9 });
const stakeArbitrary = (selectionIds: readonly number[]) =>
  fc.record({
    selectionId: fc.constantFrom(...selectionIds),
    rule: fc.constantFrom('decimalOdds' as const, 'bookmakerOdds' as const, 'fiftyTimesStakeLoss' as const),
    side: fc.constantFrom('back' as const, 'lay' as const),
    stake: fc.integer({ min: 1, max: 10_000_000 }).map(minor),
    odds: fc.integer({ min: 101, max: 5_000 }).map((cents) => cents / 100),
  });

describe('casinoBetPnl properties', () => {
  it('is the spec 9 win (or a paisa less, where spec 9 rounds up) or loss, 0 on a push, half a loss rounded down', () => {
    fc.assert(
      fc.property(stakeArbitrary([1]), outcomeArbitrary, (bet, outcome) => {
        const price = outcome.kind === 'win' && outcome.odds !== undefined ? outcome.odds : bet.odds;
        const { ifWins, ifLoses } = betOutcome({ rule: bet.rule, side: bet.side, stake: bet.stake, price });
        const pnl = casinoBetPnl(bet, outcome);
        if (outcome.kind === 'win') return pnl === ifWins || pnl === ifWins - 1;
        if (outcome.kind === 'lose') return pnl === ifLoses;
        if (outcome.kind === 'push') return pnl === 0;
        return pnl === Math.floor(ifLoses / 2);
      }),
    );
  });
});

describe('casinoBetStakeLimits', () => {
  const gameLimits = { min: minor(1_000), max: minor(5_000_000) };
  const maxAt = (side: 'back' | 'lay', odds: number, matchId = 5001) =>
    casinoBetStakeLimits(gameLimits, stakeOf(1, side, 0, odds, matchId)).max;

  it('lowers the maximum stake to floor(Rs 25 lakh / (price - 1)) where the game maximum would win more', () => {
    // A Worli trio patti at 2346, a Lottery triple at 900 and a double at 95.
    expect([maxAt('back', 2346), maxAt('back', 900), maxAt('back', 95)]).toEqual([
      106_609, 278_086, 2_659_574,
    ]);
    expect(casinoBetStakeLimits(gameLimits, stakeOf(1, 'back', 0, 2346))).toEqual({
      min: 1_000,
      max: 106_609,
    });
  });

  it('keeps the game maximum where it wins no more than the cap, and for a lay, which wins its stake', () => {
    expect([maxAt('back', 1.98), maxAt('back', 51), maxAt('lay', 2346)]).toEqual([
      5_000_000, 5_000_000, 5_000_000,
    ]);
    // Match 33's lay wins 50 times its stake; match 9 reads 100-based odds.
    expect(maxAt('lay', 2, casinoMatchIds.fiftyTimesStakeLoss)).toBe(5_000_000);
    expect(maxAt('back', 10_000, casinoMatchIds.bookmakerLike)).toBe(2_500_000);
  });
});

const limitsArbitrary = fc.record({
  min: fc.integer({ min: 1, max: 100_000 }).map(minor),
  max: fc.integer({ min: 100_000, max: 100_000_000 }).map(minor),
});

/** The most a bet can win: a back when its runner wins, a lay when it loses. */
const bestWin = (bet: CasinoStake) => casinoBetPnl(bet, bet.side === 'back' ? win : lose);

describe('casinoBetStakeLimits properties', () => {
  it('lets no stake it accepts win more than Rs 25 lakh, at any rule, side and price', () => {
    fc.assert(
      fc.property(
        limitsArbitrary,
        stakeArbitrary([1]),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (limits, bet, at) => {
          const { min, max } = casinoBetStakeLimits(limits, bet);
          const stake = minor(Math.floor(min + at * (max - min)));
          return (
            min === limits.min &&
            max <= limits.max &&
            bestWin({ ...bet, stake: max }) <= casinoMaxWinPerBet &&
            (stake < min || bestWin({ ...bet, stake }) <= casinoMaxWinPerBet)
          );
        },
      ),
    );
  });

  it('lowers the maximum no further than the cap needs: a paisa more stake would win about the cap', () => {
    fc.assert(
      fc.property(limitsArbitrary, stakeArbitrary([1]), (limits, bet) => {
        const { max } = casinoBetStakeLimits(limits, bet);
        const perUnit = bestWin({ ...bet, stake: minor(100_000) }) / 100_000;
        return (
          max === limits.max || bestWin({ ...bet, stake: minor(max + 1) }) > casinoMaxWinPerBet - perUnit - 1
        );
      }),
    );
  });
});

/**
 * Every outcome a market of this shape can have, by brute force: the oracle the exposure is checked
 * against. A bet may name a runner the market does not list (a picked runner): it is one more runner.
 */
function everyOutcome(market: MarketShape, bets: readonly CasinoStake[]): ((id: number) => RunnerOutcome)[] {
  const selectionIds = [
    ...new Set([
      ...market.runners.map((runner) => runner.selectionId),
      ...bets.map((bet) => bet.selectionId),
    ]),
  ];
  const outcomes: ((id: number) => RunnerOutcome)[] = [() => push];
  if (market.halfLossTogether) outcomes.push(() => halfLoss);
  if (market.shape === 'independent') {
    for (let mask = 0; mask < 2 ** selectionIds.length; mask += 1) {
      const winners = new Set(selectionIds.filter((_id, index) => (mask >> index) & 1));
      outcomes.push((id) => (winners.has(id) ? win : lose));
    }
    return outcomes;
  }
  for (const winner of selectionIds) outcomes.push((id) => (id === winner ? win : lose));
  if (market.shape === 'oneOrNone') outcomes.push(() => lose);
  return outcomes;
}

const totalOf = (bets: readonly CasinoStake[], outcome: (id: number) => RunnerOutcome): Minor =>
  sumMinor(bets.map((bet) => casinoBetPnl(bet, outcome(bet.selectionId))));

const positionArbitrary = fc
  .record({
    shape: fc.constantFrom<CasinoMarketShape>('oneWinner', 'oneOrNone', 'independent'),
    halfLossTogether: fc.boolean(),
    runners: fc.integer({ min: 1, max: 4 }),
  })
  .chain(({ shape, halfLossTogether, runners }) => {
    const listed = Array.from({ length: runners }, (_unused, index) => index + 1);
    // Selection 99 is a picked runner: the market does not list it.
    return fc.record({
      market: fc.constant(marketOf(shape, listed, halfLossTogether)),
      bets: fc.array(stakeArbitrary([...listed, 99]), { maxLength: 8 }),
    });
  });

describe('isCasinoBetOn', () => {
  it("is true of the in-house casino's bets only, whatever else a bet is on", () => {
    expect(['CASINO', 'CASINOFANCY'].map(isCasinoBetOn)).toEqual([true, true]);
    expect(['MATCH_ODDS', 'FANCY', undefined].map(isCasinoBetOn)).toEqual([false, false, false]);
  });
});

describe('casinoBetLiability', () => {
  it("is what settlement takes: a lay's loss rounded as the win is, a back's stake", () => {
    // Rs 10.01 laid at 1.79: the winner is paid 790.79, rounded toward the house to 791 taken from the layer.
    expect(casinoBetLiability(stakeOf(1, 'lay', 1001, 1.79))).toBe(791);
    expect(casinoBetLiability(stakeOf(1, 'back', 1001, 1.79))).toBe(1001);
  });

  it('never falls short of the worst settlement of the bet', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('back', 'lay' as const),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 101, max: 100_000 }).map((hundredths) => hundredths / 100),
        (side, stake, odds) => {
          const bet = stakeOf(1, side, stake, odds);
          const worst = Math.min(
            casinoBetPnl(bet, win),
            casinoBetPnl(bet, lose),
            casinoBetPnl(bet, halfLoss),
          );
          expect(casinoBetLiability(bet)).toBe(-worst);
        },
      ),
    );
  });
});

describe('casinoMarketExposure properties', () => {
  it('is the worst loss over every outcome the market can have (never below any, equal to one)', () => {
    fc.assert(
      fc.property(positionArbitrary, ({ market, bets }) => {
        const totals = everyOutcome(market, bets).map((outcome) => totalOf(bets, outcome));
        const worst = Math.max(0, ...totals.map((total) => -total));
        expect(casinoMarketExposure(market, bets)).toBe(worst);
      }),
      { numRuns: 200 },
    );
  });

  it('is zero without bets and never negative', () => {
    fc.assert(
      fc.property(positionArbitrary, ({ market, bets }) => {
        expect(casinoMarketExposure(market, [])).toBe(0);
        expect(casinoMarketExposure(market, bets)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('covers a bet on each of two runners by one stake, not both, when only one can win', () => {
    const bets = [stakeOf(1, 'back', 10_000, 2), stakeOf(2, 'back', 10_000, 2)];
    expect(casinoMarketExposure(marketOf('oneWinner', [1, 2]), bets)).toBe(0);
    expect(casinoMarketExposure(marketOf('oneOrNone', [1, 2]), bets)).toBe(20_000);
    expect(casinoMarketExposure(marketOf('independent', [1, 2]), bets)).toBe(20_000);
  });

  it("counts Lucky 7's half loss of Low and High together on a 7", () => {
    const market = marketOf('oneWinner', [1, 2], true);
    // Back Low 100 and High 100 at 2.0: one wins 100 and the other loses 100, but a 7 takes 50 of each.
    expect(casinoMarketExposure(market, [stakeOf(1, 'back', 10_000, 2), stakeOf(2, 'back', 10_000, 2)])).toBe(
      10_000,
    );
  });

  it('lets a runner of an independent market half-lose only with all the others', () => {
    // Per runner, a half loss is never below both a win and a loss, except by rounding: 1 paisa backed
    // loses 1 paisa on a half loss as on a loss (halves round toward the house). A runner cannot half-lose
    // while another wins or loses, so the worst case is not each runner's own worst.
    const market = marketOf('independent', [1, 2], true);
    // Runner 1: a win and a loss are both 0, a half loss -1. Runner 2: wins 2, loses 2, half-loses 1.
    const bets = [
      stakeOf(1, 'back', 1, 2),
      stakeOf(1, 'back', 1, 2),
      stakeOf(1, 'lay', 2, 2),
      stakeOf(2, 'back', 2, 2),
    ];
    // Each runner's worst on its own would be -1 and -2; together they lose 2 at most (runner 2 losing,
    // or both half-losing).
    expect(casinoMarketExposure(market, bets)).toBe(2);
    expect(casinoMarketExposure(market, bets.slice(0, 3))).toBe(1);
  });
});

describe('casinoMarketBook', () => {
  it("is the player's P/L if each listed runner wins alone", () => {
    const market = marketOf('oneWinner', [1, 2, 3]);
    const bets = [stakeOf(1, 'back', 10_000, 2.5), stakeOf(2, 'lay', 5_000, 3)];
    expect(casinoMarketBook(market, bets)).toEqual([
      { selectionId: 1, amount: 15_000 + 5_000 },
      { selectionId: 2, amount: -10_000 - 10_000 },
      { selectionId: 3, amount: -10_000 + 5_000 },
    ]);
  });
});

describe('a win that may pay less than its placed price', () => {
  const mainMarket = {
    shape: 'oneWinner' as const,
    runners: [
      { selectionId: 1, name: 'Player', back: 2, lay: null, status: 'ACTIVE' as const },
      { selectionId: 2, name: 'Banker', back: 2, lay: null, status: 'ACTIVE' as const, lowestWinOdds: 1.5 },
    ],
  };
  const stake = (selectionId: number) => ({
    selectionId,
    rule: 'decimalOdds' as const,
    side: 'back' as const,
    stake: minor(10_000),
    odds: 2,
  });

  it('counts the lower win: Player and Banker backed alike lose 50 when the Banker wins with 6', () => {
    expect(casinoMarketExposure(mainMarket, [stake(1), stake(2)])).toBe(5_000);
  });

  it('counts it in an independent market too, where it can only make a loss worse', () => {
    const lay = { ...stake(2), side: 'lay' as const };
    const independent = { ...mainMarket, shape: 'independent' as const };
    // A lay of Banker at 2 loses 100 on a win at 2, and 50 at 1.5: the worst case is still 100.
    expect(casinoMarketExposure(independent, [lay])).toBe(10_000);
  });
});
