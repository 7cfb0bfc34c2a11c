import type { Side } from '../constants/markets.ts';
import { minor, scaleMinor, sumMinor, type Minor } from '../money/minorUnits.ts';
import { betOutcome, type PnlRule } from '../pnl/rules.ts';
import { halfLost, lost, won, type CasinoMarketQuote, type RunnerOutcome } from './definition.ts';

/** One casino bet as settlement and exposure read it: rule (from the match id), side, stake, placed odds. */
export interface CasinoStake {
  readonly selectionId: number;
  readonly rule: PnlRule;
  readonly side: Side;
  readonly stake: Minor;
  readonly odds: number;
}

/**
 * A casino bet's P/L once its runner's outcome is known. The win and loss amounts are the spec 9 rules
 * (pnl/rules.ts); a push returns the stake (0); a half loss is half of what a loss would be, for a lay
 * too (the house pays the layer half). A win with its own odds (Pair Plus, Top 9) pays at those.
 */
export function casinoBetPnl(bet: CasinoStake, outcome: RunnerOutcome): Minor {
  const price = outcome.kind === 'win' && outcome.odds !== undefined ? outcome.odds : bet.odds;
  const { ifWins, ifLoses } = betOutcome({ rule: bet.rule, side: bet.side, stake: bet.stake, price });
  switch (outcome.kind) {
    case 'win':
      return ifWins;
    case 'lose':
      return ifLoses;
    case 'push':
      return minor(0);
    case 'halfLoss':
      return scaleMinor(ifLoses, 1, 2);
  }
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
