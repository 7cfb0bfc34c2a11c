import {
  appHeardEventsOf,
  socketContract,
  type AppHeardEventName,
  type ClientEmits,
  type ClientHears,
  type SocketNamespaceName,
} from '@exchange/domain';
import type { io, ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { afterPageShown } from '../schedule/afterPageShown.ts';

/**
 * The app's sockets typed from the domain's declarations (contract/sockets.ts): a socket emits only its
 * namespace's client events with their payloads, and listens through a map with a listener for every
 * server event the app hears (TypeScript refuses a map that misses one; the partner-only ones are left out).
 */

type IoSocket<N extends SocketNamespaceName> = Socket<ClientHears<N>, ClientEmits<N>>;

/** What the app does with a socket: socket.io's own methods, on a socket that may not have loaded yet. */
export type AppSocket<N extends SocketNamespaceName> = Pick<
  IoSocket<N>,
  'on' | 'emit' | 'connect' | 'disconnect' | 'connected'
>;

/** A listener for each server event of a namespace the app hears; each parses its payload itself. */
export type AppListeners<N extends SocketNamespaceName> = {
  readonly [K in AppHeardEventName<N>]: (payload: unknown) => void;
};

/**
 * socket.io's client (engine.io, its parsers) was a fifth of the first page's own code, and no page needs
 * it to show: the prices a page opens with come over HTTP, the socket brings what changes after. It loads
 * when the first socket opens (from a page's effects), once the page is on screen: its 13 kB then come
 * after everything the page waited on, and the live changes a fifth of a second after the snapshot the
 * page shows, which no reader notices.
 */
let ioClient: Promise<{ io: typeof io }> | undefined;
const loadIoClient = () => (ioClient ??= afterPageShown().then(() => import('socket.io-client')));

/**
 * Opens a socket to a declared namespace on the host of `url`. Until socket.io has loaded, what is asked
 * of the socket waits and is then done in order, as socket.io itself keeps emits made before it connects.
 */
export function openSocket<N extends SocketNamespaceName>(
  namespace: N,
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
): AppSocket<N> {
  const path = socketContract[namespace].path;
  const target = path === '/' ? url : new URL(path, new URL(url).origin).href;
  let socket: IoSocket<N> | null = null;
  let waiting: ((loaded: IoSocket<N>) => void)[] | null = [];
  const whenLoaded = (step: (loaded: IoSocket<N>) => void) => {
    if (socket) step(socket);
    else waiting?.push(step);
  };
  loadIoClient().then(
    ({ io }) => {
      if (!waiting) return; // disconnected before it loaded
      socket = io(target, options) as IoSocket<N>;
      for (const step of waiting) step(socket);
      waiting = null;
    },
    // A chunk that fails to load leaves the page as a lost connection does: without live changes.
    () => undefined,
  );
  const facade = {
    get connected() {
      return socket?.connected ?? false;
    },
    on(...args: Parameters<IoSocket<N>['on']>) {
      whenLoaded((loaded) => loaded.on(...args));
      return facade;
    },
    emit(...args: Parameters<IoSocket<N>['emit']>) {
      whenLoaded((loaded) => loaded.emit(...args));
      return facade;
    },
    connect() {
      whenLoaded((loaded) => loaded.connect());
      return facade;
    },
    disconnect() {
      if (socket) socket.disconnect();
      else waiting = null;
      return facade;
    },
  };
  return facade as unknown as AppSocket<N>;
}

/** Listens to every server event of the namespace the app hears, each with its listener. */
export function listenAll<N extends SocketNamespaceName>(
  namespace: N,
  socket: AppSocket<N>,
  listeners: AppListeners<N>,
): void {
  const untyped = socket as unknown as Pick<Socket, 'on'>;
  for (const event of appHeardEventsOf(namespace)) {
    untyped.on(event as string, listeners[event] as (payload: unknown) => void);
  }
}
