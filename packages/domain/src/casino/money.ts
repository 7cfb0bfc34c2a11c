import type { Side } from '../constants/markets.ts';
import { minor, negateMinor, scaleMinor, sumMinor, type Minor } from '../money/minorUnits.ts';
import { betOutcome, type PnlRule } from '../pnl/rules.ts';
import type { CasinoMarketQuote, RunnerOutcome } from './definition.ts';

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

function scenarioTotal(bets: readonly CasinoStake[], scenario: Scenario): Minor {
  return sumMinor(bets.map((bet) => casinoBetPnl(bet, scenario(bet.selectionId))));
}

/** The outcomes of a market a player's position is judged over (CasinoMarketShape). */
function scenariosOf(market: Pick<CasinoMarketQuote, 'shape' | 'halfLossTogether' | 'runners'>): Scenario[] {
  const scenarios = market.runners.map((runner) => winsAlone(runner.selectionId));
  if (market.shape === 'oneOrNone') scenarios.push(() => ({ kind: 'lose' }));
  if (market.halfLossTogether) scenarios.push(() => ({ kind: 'halfLoss' }));
  return scenarios;
}

/**
 * A player's exposure on one casino market: the worst total P/L of its open bets over the market's
 * possible outcomes (0 if every outcome wins). An `independent` market is the sum of each runner's worst
 * case, since its runners win and lose separately.
 */
export function casinoMarketExposure(
  market: Pick<CasinoMarketQuote, 'shape' | 'halfLossTogether' | 'runners'>,
  bets: readonly CasinoStake[],
): Minor {
  if (market.shape === 'independent') {
    const selections = [...new Set(bets.map((bet) => bet.selectionId))];
    const worst = selections.map((selectionId) => {
      const own = bets.filter((bet) => bet.selectionId === selectionId);
      const outcomes: RunnerOutcome[] = [{ kind: 'win' }, { kind: 'lose' }];
      if (market.halfLossTogether) outcomes.push({ kind: 'halfLoss' });
      return Math.min(...outcomes.map((outcome) => scenarioTotal(own, () => outcome)));
    });
    return minor(Math.max(0, -worst.reduce((sum, amount) => sum + amount, 0)));
  }
  const totals = scenariosOf(market).map((scenario) => scenarioTotal(bets, scenario));
  return minor(Math.max(0, ...totals.map((total) => negateMinor(minor(total)))));
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
