import type { CasinoResultChip } from '@exchange/betting-widgets';
import { casinoResultChip, type CasinoResult } from '@exchange/domain';

/**
 * A settled round as a result chip, the same on the player's table and the operator's (issue 39): the
 * winner's letter and colour from the domain's rule, a voided round as such.
 */
export function resultChipOf(result: CasinoResult): CasinoResultChip {
  const winnerName = result.voided ? 'Void' : result.data.winnerName;
  return { mid: result.mid, winnerName, ...casinoResultChip(winnerName) };
}
