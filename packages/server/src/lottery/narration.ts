import { ordinal } from '@exchange/domain';

/**
 * What a player's statement says of the lottery's money (issue 39): the draw's title and the ticket
 * numbers, never an id.
 */

/** "7", "7 and 9", "7, 8 and 9". */
function listed(numbers: readonly number[]): string {
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

const tickets = (numbers: readonly number[]) =>
  `${numbers.length === 1 ? 'ticket' : 'tickets'} ${listed(numbers)}`;

/** "Lottery Diwali Bumper: tickets 7 and 8 bought" */
export const purchaseNarration = (title: string, numbers: readonly number[]) =>
  `Lottery ${title}: ${tickets(numbers)} bought`;

/** "Lottery Diwali Bumper: 1st prize, ticket 7" */
export const prizeNarration = (title: string, rank: number, number: number) =>
  `Lottery ${title}: ${ordinal(rank)} prize, ticket ${number}`;

/** "Lottery Diwali Bumper closed: tickets 7 and 8 refunded" */
export const refundNarration = (title: string, numbers: readonly number[]) =>
  `Lottery ${title} closed: ${tickets(numbers)} refunded`;
