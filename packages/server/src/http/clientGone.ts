import { Refusal } from '@exchange/domain';
import type { IncomingMessage } from 'node:http';

/**
 * Work for a client that has given up (issue 23: under overload, transfers whose client had timed out were
 * still applied later). Every handler starts only while its client is there (http/handlers.ts), and work
 * that waits for a turn of its own (a bet for its batch, a casino bet for its transaction) asks again when
 * the turn comes, with the request's own check passed down to it; a money move asks after each slow step
 * (a password check) and once more under the ledger's locks, just before it writes (issue 38). No ambient request context: Node 20's
 * AsyncLocalStorage hooks every promise, which cost 15% of the server's CPU per placebet (issue 22).
 */

/** The client closed its connection: nobody will read the answer. */
export function hasGone(raw: IncomingMessage): boolean {
  return raw.socket?.destroyed === true;
}

/** Whether a request's client has gone, to ask later; work outside any request passes `neverGone`. */
export type ClientGone = () => boolean;

export const neverGone: ClientGone = () => false;

/**
 * Issue 38: a client that timed out may keep its connection (a proxy's, a pool's), so the request also has
 * a deadline: past it nobody is waiting for the answer, and work not yet done is refused, not done late.
 */
export function requestGoneOf(raw: IncomingMessage, deadline: number, now: () => number): ClientGone {
  return () => hasGone(raw) || now() > deadline;
}

/** What work whose client has gone is answered with (nobody reads it; a retry may be on its way). */
export function clientGoneRefusal(): Refusal {
  return new Refusal('server_busy', 'The client closed the connection before the work began');
}

/** Throws (nothing is done) when the client this work runs for has gone. */
export function refuseIfClientGone(gone: ClientGone): void {
  if (gone()) throw clientGoneRefusal();
}
