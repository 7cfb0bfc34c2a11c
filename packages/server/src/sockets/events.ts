import {
  eventNamesOf,
  parsePayload,
  type ClientAck,
  type ClientEventName,
  type ServerEmits,
  type ServerHears,
  type SocketContract,
  type SocketNamespaceName,
  socketContract,
} from '@exchange/domain';
import type { Namespace, Server, Socket } from 'socket.io';
import type * as v from 'valibot';

/**
 * The server's sockets typed from the domain's declarations (contract/sockets.ts): a namespace emits only
 * its declared server events with their payloads, and hears its client events through `listenToClients`,
 * which checks each payload with the declared schema before a handler sees it.
 */

/** What the default namespace keeps of a socket's handshake. */
export interface UsersSocketData {
  userId: string;
  sessionId: string;
}

export type UsersServer = Server<
  ServerHears<'users'>,
  ServerEmits<'users'>,
  Record<string, never>,
  UsersSocketData
>;
export type TypedNamespace<N extends SocketNamespaceName> = Namespace<ServerHears<N>, ServerEmits<N>>;
export type TypedSocket<N extends SocketNamespaceName> = Socket<ServerHears<N>, ServerEmits<N>>;

/** The namespace of a declaration on the users server, typed with its own events. */
export function namespaceOf<N extends SocketNamespaceName>(io: UsersServer, name: N): TypedNamespace<N> {
  return io.of(socketContract[name].path) as unknown as TypedNamespace<N>;
}

type PayloadOutput<
  N extends SocketNamespaceName,
  K extends ClientEventName<N>,
> = SocketContract[N]['events'][K] extends { readonly payload: infer P extends v.GenericSchema }
  ? v.InferOutput<P>
  : never;

/** The server's answer to one client event: its payload already checked. */
export interface ClientEventHandler<N extends SocketNamespaceName, K extends ClientEventName<N>> {
  /** The acknowledgement of a payload the declared schema refuses. */
  readonly invalid: ClientAck<N, K>;
  readonly handle: (socket: TypedSocket<N>, payload: PayloadOutput<N, K>) => Promise<ClientAck<N, K>>;
}

/** A handler for every client event of a namespace: TypeScript refuses a map that misses one. */
export type ClientEventHandlers<N extends SocketNamespaceName> = {
  readonly [K in ClientEventName<N>]: ClientEventHandler<N, K>;
};

/** The client events the server handles, by namespace, for the contract test. */
export const handledClientEvents = new Map<SocketNamespaceName, readonly string[]>();

/**
 * Registers the handlers of a namespace's client events; returns what to run on each connection. Only the
 * declared events are listened to; anything else a client sends is ignored by socket.io.
 */
export function listenToClients<N extends SocketNamespaceName>(
  namespace: N,
  handlers: ClientEventHandlers<N>,
): (socket: TypedSocket<N>) => void {
  const events = eventNamesOf(namespace, 'client-to-server');
  handledClientEvents.set(namespace, Object.keys(handlers));
  return (socket) => {
    for (const event of events) {
      const handler = handlers[event] as ClientEventHandler<N, typeof event>;
      const listener = async (
        payload: unknown,
        acknowledge?: (answer: ClientAck<N, typeof event>) => void,
      ) => {
        const parsed = parsePayload(namespace, event, payload);
        const answer = parsed.success
          ? await handler.handle(socket, parsed.output as PayloadOutput<N, typeof event>)
          : handler.invalid;
        acknowledge?.(answer);
      };
      (socket as unknown as Socket).on(event as string, listener as (...args: unknown[]) => void);
    }
  };
}
