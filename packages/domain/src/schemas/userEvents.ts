import * as v from 'valibot';
import { placedBetWireSchema } from './bets.ts';

/**
 * What the users socket's personal room hears about a bet of its user (beside the balance that always
 * comes with it): what happened, the bet on the wire, and the exchange's own status of it.
 */

/** What happened to the bet. */
export const betEventKinds = ['placed', 'matched', 'cancelled', 'lapsed', 'deleted', 'refused'] as const;
export type BetEventKind = (typeof betEventKinds)[number];

/**
 * The exchange's status of a bet (finer than the wire's match/unmatch): delayed (waiting out the in-play
 * delay), matched, unmatched (waiting for its price), and the closed ones.
 */
export const storedBetStatuses = [
  'delayed',
  'matched',
  'unmatched',
  'cancelled',
  'lapsed',
  'deleted',
  'refused',
  'settled',
  'void',
] as const;
export type StoredBetStatus = (typeof storedBetStatuses)[number];

/** The bet statuses still at stake: the bet belongs in the player's open bets. */
export const openBetStatuses = [
  'delayed',
  'matched',
  'unmatched',
] as const satisfies readonly StoredBetStatus[];

export const betEventSchema = v.object({
  event: v.picklist(betEventKinds),
  status: v.picklist(storedBetStatuses),
  bet: placedBetWireSchema,
});
export type BetEvent = v.InferOutput<typeof betEventSchema>;

/** Whether the bet of an event is still open (it stays in, or joins, the open bets). */
export function isOpenBetEvent(event: Pick<BetEvent, 'status'>): boolean {
  return (openBetStatuses as readonly string[]).includes(event.status);
}
