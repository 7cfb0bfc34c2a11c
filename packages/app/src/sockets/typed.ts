import {
  appHeardEventsOf,
  socketContract,
  type AppHeardEventName,
  type ClientEmits,
  type ClientHears,
  type SocketNamespaceName,
} from '@exchange/domain';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * The app's sockets typed from the domain's declarations (contract/sockets.ts): a socket emits only its
 * namespace's client events with their payloads, and listens through a map with a listener for every
 * server event the app hears (TypeScript refuses a map that misses one; the partner-only ones are left out).
 */

export type AppSocket<N extends SocketNamespaceName> = Socket<ClientHears<N>, ClientEmits<N>>;

/** A listener for each server event of a namespace the app hears; each parses its payload itself. */
export type AppListeners<N extends SocketNamespaceName> = {
  readonly [K in AppHeardEventName<N>]: (payload: unknown) => void;
};

/** Opens a socket to a declared namespace on the host of `url`. */
export function openSocket<N extends SocketNamespaceName>(
  namespace: N,
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
): AppSocket<N> {
  const path = socketContract[namespace].path;
  const target = path === '/' ? url : new URL(path, new URL(url).origin).href;
  return io(target, options) as AppSocket<N>;
}

/** Listens to every server event of the namespace the app hears, each with its listener. */
export function listenAll<N extends SocketNamespaceName>(
  namespace: N,
  socket: AppSocket<N>,
  listeners: AppListeners<N>,
): void {
  const untyped = socket as unknown as Socket;
  for (const event of appHeardEventsOf(namespace)) {
    untyped.on(event as string, listeners[event] as (payload: unknown) => void);
  }
}
