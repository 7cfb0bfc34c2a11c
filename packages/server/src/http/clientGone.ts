import type { IncomingMessage } from 'node:http';
import type { ClientGone } from '../clientGone.ts';

/** How the HTTP edge answers a service's "has the client gone?" (../clientGone.ts) for a request. */

/** The client closed its connection: nobody will read the answer. */
export function hasGone(raw: IncomingMessage): boolean {
  return raw.socket?.destroyed === true;
}

/**
 * Issue 38: a client that timed out may keep its connection (a proxy's, a pool's), so the request also has
 * a deadline: past it nobody is waiting for the answer, and work not yet done is refused, not done late.
 */
export function requestGoneOf(raw: IncomingMessage, deadline: number, now: () => number): ClientGone {
  return () => hasGone(raw) || now() > deadline;
}
