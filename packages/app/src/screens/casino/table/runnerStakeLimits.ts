import type { PriceSelection, StakeLimits } from '@exchange/betting-widgets';
import { casinoBetStakeLimits, casinoGameDefinition, fromMinor, ruleForBet } from '@exchange/domain';

/**
 * What the slip's runner may stake, in rupees: the table's limits (`tableLimits`), with the maximum the
 * server allows this runner at its price (casinoBetStakeLimits: what one bet can win stays under the
 * casino's cap). At a table's Rs 50,000, a runner at 101 takes Rs 25,000: the slip said 50,000 and the
 * server refused the difference. The table's own when there is no slip or no price yet.
 */
export function runnerStakeLimits(
  table: StakeLimits | undefined,
  gameCode: string,
  slip: {
    readonly selection: Pick<PriceSelection, 'betOn' | 'side' | 'matchId'>;
    readonly odds: number | null;
  } | null,
): StakeLimits | undefined {
  const game = casinoGameDefinition(gameCode)?.stakeLimits;
  if (!table || !game || !slip || slip.odds === null || slip.odds <= 1) return table;
  const { betOn, side, matchId } = slip.selection;
  const own = casinoBetStakeLimits(game, { rule: ruleForBet({ betOn, matchId }), side, odds: slip.odds });
  return { ...table, max: Math.min(table.max, fromMinor(own.max)) };
}
