import { formatAmount } from '@exchange/design-system';
import type { BetLimitName } from '@exchange/domain';

/** A limit as the screens show it, from the wire's units: rupees as amounts are shown, odds, seconds. */
export function limitText(name: BetLimitName, value: number): string {
  if (name === 'minOdds' || name === 'maxOdds') return value.toFixed(2);
  if (name === 'inPlayDelay') return `${value} s`;
  return formatAmount(value);
}
