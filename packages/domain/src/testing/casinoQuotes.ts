import type { CasinoGameDefinition } from '../casino/definition.ts';
import { seededSource } from './casinoSimulation.ts';

/**
 * The in-play quote check of CASINO.md 4 (end): over many seeded deals, at every step, every price the
 * engine publishes keeps the house's edge against the exact probability p of that moment:
 * p x back <= the back target and p x lay >= the lay target.
 */
export interface QuoteCheck<Deal> {
  readonly definition: CasinoGameDefinition<Deal>;
  /** The markets the check reads (their suffix); every other market is left alone. */
  readonly markets: (suffix: string) => boolean;
  /** The exact probability that a runner wins, knowing only the first `shown` steps. */
  readonly chance: (deal: Deal, shown: number, suffix: string, selectionId: number) => number;
  readonly backTarget: number;
  readonly layTarget?: number;
  readonly deals: number;
  readonly seed?: number;
}

export interface QuoteReading {
  /** How many prices were checked. */
  readonly checked: number;
  /** A description of each price that breaks its target (none for a sound engine). */
  readonly violations: readonly string[];
}

// The price formulas nudge by 1e-9 before rounding to the cent, so a bound may be met to within that.
const slack = 1e-9;

export function checkInPlayQuotes<Deal>(check: QuoteCheck<Deal>): QuoteReading {
  const { definition, backTarget, layTarget } = check;
  const source = seededSource(check.seed ?? 17);
  const violations: string[] = [];
  let checked = 0;
  for (let round = 0; round < check.deals; round += 1) {
    const deal = definition.deal(source);
    for (let shown = 0; shown <= definition.steps(deal); shown += 1) {
      for (const market of definition.markets(deal, shown)) {
        if (market.status !== 'OPEN' || !check.markets(market.suffix)) continue;
        for (const runner of market.runners) {
          if (runner.status !== 'ACTIVE') continue;
          const p = check.chance(deal, shown, market.suffix, runner.selectionId);
          const where = () => `round ${round} shown ${shown} ${market.suffix}/${runner.name} p=${p}`;
          if (runner.back !== null) {
            checked += 1;
            if (p * runner.back > backTarget + slack) violations.push(`${where()} back ${runner.back}`);
          }
          if (runner.lay !== null && layTarget !== undefined) {
            checked += 1;
            if (p * runner.lay < layTarget - slack) violations.push(`${where()} lay ${runner.lay}`);
          }
        }
      }
    }
  }
  return { checked, violations };
}

/**
 * CASINO.md's r and sigma of one unit backed at `odds` on a runner that wins with chance p (and loses
 * otherwise): r = p x odds, sigma = odds x sqrt(p (1 - p)).
 */
export function rtpAtChance(p: number, odds: number): { rtp: number; sigma: number } {
  return { rtp: p * odds, sigma: odds * Math.sqrt(p * (1 - p)) };
}
