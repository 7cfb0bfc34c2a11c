import { Refusal } from '@exchange/domain';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';

/**
 * Work for a client that has given up (issue 23: under overload, transfers whose client had timed out were
 * still applied later). A handler runs inside `forRequest`, so the database layer (db/client.ts) can ask,
 * when a transaction is about to start, whether anyone is still waiting for it.
 */
const current = new AsyncLocalStorage<IncomingMessage>();

/** The client closed its connection: nobody will read the answer. */
export function hasGone(raw: IncomingMessage): boolean {
  return raw.socket?.destroyed === true;
}

export function forRequest<T>(raw: IncomingMessage, work: () => Promise<T>): Promise<T> {
  return current.run(raw, work);
}

/** Throws (nothing is done) when the request this work runs for has lost its client; outside one, nothing. */
export function refuseIfClientGone(): void {
  const raw = current.getStore();
  if (raw && hasGone(raw))
    throw new Refusal('server_busy', 'The client closed the connection before the work began');
}

/**
 * The check of the request this code runs for, to ask later from outside its context (a batch shared by
 * many requests, bets/batcher.ts); outside a request, never gone.
 */
export function clientGoneCheck(): () => boolean {
  const raw = current.getStore();
  return () => raw !== undefined && hasGone(raw);
}

/** Runs work outside any request's context: work shared by many requests is none of them alone. */
export function outsideRequests<T>(work: () => T): T {
  return current.exit(work);
}
