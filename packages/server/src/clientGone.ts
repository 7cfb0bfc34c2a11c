import { Refusal } from '@exchange/domain';

/**
 * Work for a client that has given up (issue 23: under overload, transfers whose client had timed out were
 * still applied later). Every handler starts only while its client is there (http/handlers.ts), and work
 * that waits for a turn of its own (a bet for its batch, a casino bet for its transaction) asks again when
 * the turn comes, with the request's own check passed down to it; a money move asks after each slow step
 * (a password check) and once more under the ledger's locks, just before it writes (issue 38). No ambient
 * request context: Node 20's AsyncLocalStorage hooks every promise, which cost 15% of the server's CPU per
 * placebet (issue 22). The question is a plain function, so the services that ask it know no HTTP (ADR
 * 0041); http/clientGone.ts answers it for a request.
 */

/** Whether a request's client has gone, to ask later; work outside any request passes `neverGone`. */
export type ClientGone = () => boolean;

export const neverGone: ClientGone = () => false;

/** What work whose client has gone is answered with (nobody reads it; a retry may be on its way). */
export function clientGoneRefusal(): Refusal {
  return new Refusal('server_busy', 'The client closed the connection before the work began');
}

/** Throws (nothing is done) when the client this work runs for has gone. */
export function refuseIfClientGone(gone: ClientGone): void {
  if (gone()) throw clientGoneRefusal();
}
