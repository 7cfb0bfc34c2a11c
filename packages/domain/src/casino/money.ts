import type { Side } from '../constants/markets.ts';
import { exactDecimal } from '../money/exactDecimal.ts';
import { minor, sumMinor, type Minor } from '../money/minorUnits.ts';
import { betOutcome, type PnlRule } from '../pnl/rules.ts';
import {
  casinoMaxWinPerBet,
  halfLost,
  lost,
  won,
  type CasinoMarketQuote,
  type CasinoStakeLimits,
  type RunnerOutcome,
} from './definition.ts';

/** One casino bet as settlement and exposure read it: rule (from the match id), side, stake, placed odds. */
export interface CasinoStake {
  readonly selectionId: number;
  readonly rule: PnlRule;
  readonly side: Side;
  readonly stake: Minor;
  readonly odds: number;
}

/** A bet on the in-house casino (the house is its counterparty), by the wire's betOn. */
export function isCasinoBetOn(betOn: string | undefined): boolean {
  return betOn === 'CASINO' || betOn === 'CASINOFANCY';
}

/** numerator / denominator rounded down (toward minus infinity); the denominator is positive. */
function floorDivide(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

/**
 * A win's P/L to the player, rounded toward the house (issue 37): a back wins floor(stake x (price - 1)),
 * a lay pays ceil(...) (100-based odds: stake x price / 100). Spec 9's rounding, halves away from zero, is
 * even-handed between two players, but the house is every casino bet's counterparty: there it paid above
 * the quoted price (Rs 0.01 won at 1.79 was paid 2.0), so a player could beat the edge with small stakes.
 */
function winPnl({ rule, side, stake }: CasinoStake, price: number): Minor {
  const [perUnit, denominator] = backProfitPerUnit(rule, price);
  const numerator = BigInt(stake) * perUnit;
  return minor(Number(floorDivide(side === 'back' ? numerator : -numerator, denominator)));
}

/** What a winning back makes per unit staked at `price`, exactly, as [numerator, denominator]. */
function backProfitPerUnit(rule: PnlRule, price: number): [bigint, bigint] {
  const { units, scale } = exactDecimal(price);
  return rule === 'bookmakerOdds' || rule === 'volumeRate' ? [units, scale * 100n] : [units - scale, scale];
}

/**
 * A casino bet's P/L once its runner's outcome is known, never more to the player than the quoted price
 * pays: a win rounded toward the house (winPnl); a loss is the spec 9 amount (a whole number of paise);
 * a push returns the stake (0); a half loss is half of what a loss would be, for a lay too (the house
 * pays the layer half), rounded down. A win with its own odds (Pair Plus, Top 9) pays at those.
 */
export function casinoBetPnl(bet: CasinoStake, outcome: RunnerOutcome): Minor {
  const price = outcome.kind === 'win' && outcome.odds !== undefined ? outcome.odds : bet.odds;
  // Also checks the stake and the price.
  const { ifLoses } = betOutcome({ rule: bet.rule, side: bet.side, stake: bet.stake, price });
  switch (outcome.kind) {
    case 'win':
      return winPnl(bet, price);
    case 'lose':
      return ifLoses;
    case 'push':
      return minor(0);
    case 'halfLoss':
      return minor(Math.floor(ifLoses / 2));
  }
}

/**
 * The stakes a bet on one runner may take (issue 37): its game's, with the maximum lowered so that what
 * the bet can win never passes casinoMaxWinPerBet: floor(cap / (price - 1)) paise for a back at decimal
 * odds. Per runner and price, so a high price a player picks (a Worli patti, a Lottery triple) is capped
 * as a listed one is. The odds are the quoted ones: a win paying its own higher odds (Pair Plus) stays
 * under the cap by its game's maximum (games/stakeLimits.test.ts).
 */
export function casinoBetStakeLimits(
  limits: CasinoStakeLimits,
  bet: Pick<CasinoStake, 'rule' | 'side' | 'odds'>,
): CasinoStakeLimits {
  // A lay wins what a back would lose: its stake (50 times it on casino match 33), a whole number of paise.
  const [perUnit, denominator] =
    bet.side === 'back'
      ? backProfitPerUnit(bet.rule, bet.odds)
      : [BigInt(betOutcome({ ...bet, stake: minor(1), price: bet.odds }).ifLoses), 1n];
  if (perUnit <= 0n) return limits;
  const max = minor(Number((BigInt(casinoMaxWinPerBet) * denominator) / perUnit));
  return max < limits.max ? { ...limits, max } : limits;
}

/**
 * What a casino bet can lose at most, as settlement would take it (casinoBetPnl): a lay's loss when its
 * runner wins, rounded as that win is, so the liability a bet row shows is what was reserved and taken.
 */
export function casinoBetLiability(bet: CasinoStake): Minor {
  return minor(Math.max(0, -casinoBetPnl(bet, { kind: 'win' }), -casinoBetPnl(bet, { kind: 'lose' })));
}

type Scenario = (selectionId: number) => RunnerOutcome;

const winsAlone =
  (winner: number): Scenario =>
  (selectionId) =>
    selectionId === winner ? { kind: 'win' } : { kind: 'lose' };
const everyone =
  (outcome: RunnerOutcome): Scenario =>
  () =>
    outcome;

function scenarioTotal(bets: readonly CasinoStake[], scenario: Scenario): Minor {
  return sumMinor(bets.map((bet) => casinoBetPnl(bet, scenario(bet.selectionId))));
}

type MarketShape = Pick<CasinoMarketQuote, 'shape' | 'halfLossTogether' | 'runners'>;

/**
 * The runners a position is judged over: the market's, and any a bet names that it does not list (a
 * picked runner, 3 Cards Judgement's three ranks): one of those can win too.
 */
function selectionsOf(market: MarketShape, bets: readonly CasinoStake[]): number[] {
  return [
    ...new Set([
      ...market.runners.map((runner) => runner.selectionId),
      ...bets.map((bet) => bet.selectionId),
    ]),
  ];
}

/**
 * The worst total of an `independent` market: its runners win and lose separately, so it is the sum of
 * each runner's worst case; a half loss happens to every runner at once (halfLossTogether), so it is one
 * more outcome of the whole market, never mixed with wins and losses.
 */
function independentWorst(market: MarketShape, bets: readonly CasinoStake[]): number {
  const perRunner = selectionsOf(market, bets).map((selectionId) => {
    const own = bets.filter((bet) => bet.selectionId === selectionId);
    const outcomes = [...winsOf(market, selectionId), lost];
    return Math.min(...outcomes.map((outcome) => scenarioTotal(own, everyone(outcome))));
  });
  const mixed = perRunner.reduce((sum, amount) => sum + amount, 0);
  return market.halfLossTogether ? Math.min(mixed, scenarioTotal(bets, everyone(halfLost))) : mixed;
}

/** A runner's winning outcomes: at the placed price, and at its lowest win where that can be less. */
function winsOf(market: MarketShape, selectionId: number): RunnerOutcome[] {
  const lowest = market.runners.find((runner) => runner.selectionId === selectionId)?.lowestWinOdds;
  return lowest === undefined ? [won] : [won, { kind: 'win', odds: lowest }];
}

/** The runner wins alone with `win`; every other loses. */
const winsAloneWith =
  (winner: number, win: RunnerOutcome): Scenario =>
  (selectionId) =>
    selectionId === winner ? win : lost;

/** The outcomes of a market where at most one runner wins (CasinoMarketShape). */
function oneWinnerScenarios(market: MarketShape, bets: readonly CasinoStake[]): Scenario[] {
  const scenarios = selectionsOf(market, bets).flatMap((selectionId) =>
    winsOf(market, selectionId).map((win) => winsAloneWith(selectionId, win)),
  );
  if (market.shape === 'oneOrNone') scenarios.push(everyone(lost));
  if (market.halfLossTogether) scenarios.push(everyone(halfLost));
  return scenarios;
}

/**
 * A player's exposure on one casino market: the worst total P/L of its open bets over the market's
 * possible outcomes, as a loss (0 if no outcome loses; a push of everything is 0). money.test.ts checks it
 * against every outcome assignment the market's shape allows.
 */
export function casinoMarketExposure(market: MarketShape, bets: readonly CasinoStake[]): Minor {
  const worst =
    market.shape === 'independent'
      ? independentWorst(market, bets)
      : Math.min(...oneWinnerScenarios(market, bets).map((scenario) => scenarioTotal(bets, scenario)));
  return minor(Math.max(0, -worst));
}

/** The book of a casino market (the wire's `profitlist`): the player's P/L if each runner wins alone. */
export function casinoMarketBook(
  market: Pick<CasinoMarketQuote, 'runners'>,
  bets: readonly CasinoStake[],
): { selectionId: number; amount: Minor }[] {
  return market.runners.map((runner) => ({
    selectionId: runner.selectionId,
    amount: scenarioTotal(bets, winsAlone(runner.selectionId)),
  }));
}
