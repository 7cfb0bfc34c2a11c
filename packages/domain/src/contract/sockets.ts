import * as v from 'valibot';
import { casinoRoomRequestSchema, casinoRoundSchema } from '../schemas/casino.ts';
import {
  dataSocketNamespace,
  matchRoomAckSchema,
  matchRoomRequestSchema,
  matchSnapshotSchema,
  matchUpdateSchema,
} from '../schemas/matchRoom.ts';
import { logoutEventSchema, userRoomJoinEventSchema } from '../schemas/session.ts';
import { betEventSchema } from '../schemas/userEvents.ts';
import { balanceWireSchema } from '../schemas/users.ts';

/**
 * The socket events of both namespaces, declared like the endpoints: each event's name (its key), its
 * direction, its payload schema and, for a client's event, the schema of the server's acknowledgement.
 * The server emits and listens only through the types derived here (socket.io's typed Server), checks a
 * client's payload with the schema, and the app listens and emits through the same names.
 */

export type SocketDirection = 'server-to-client' | 'client-to-server';

export interface SocketEvent {
  readonly direction: SocketDirection;
  /** One line for the reference: what the event says. */
  readonly summary: string;
  readonly payload: v.GenericSchema;
  /** A client's event: what the server answers to its acknowledgement callback. */
  readonly ack?: v.GenericSchema;
  /**
   * A server's event that the app does not listen to: it is sent for partners' own clients. Every other
   * server event has an app listener (the app's listener maps are typed complete from these declarations).
   */
  readonly partnerOnly?: true;
}

export interface SocketNamespace {
  /** The socket.io namespace. */
  readonly path: string;
  readonly summary: string;
  /** `access-token`: the handshake's `auth.token` is an access token, checked as the HTTP routes do. */
  readonly auth: 'access-token' | 'none';
  readonly events: Readonly<Record<string, SocketEvent>>;
}

/** An event the server sends. */
export function serverEvent<const P extends v.GenericSchema>(
  summary: string,
  payload: P,
): { readonly direction: 'server-to-client'; readonly summary: string; readonly payload: P } {
  return { direction: 'server-to-client', summary, payload };
}

/** An event a client sends, with the acknowledgement the server answers. */
export function clientEvent<const P extends v.GenericSchema, const A extends v.GenericSchema>(
  summary: string,
  payload: P,
  ack: A,
): {
  readonly direction: 'client-to-server';
  readonly summary: string;
  readonly payload: P;
  readonly ack: A;
} {
  return { direction: 'client-to-server', summary, payload, ack };
}

/** Spec 7: "two sockets: one to the users host, one to the data host". */
export const socketContract = {
  users: {
    path: '/',
    summary:
      "The users socket: a signed-in user's personal room (joined by user id, again on every reconnection)",
    auth: 'access-token',
    events: {
      userRoomJoin: clientEvent(
        "Joins the caller's own room (only its own: another user id is refused)",
        userRoomJoinEventSchema,
        matchRoomAckSchema,
      ),
      balance: serverEvent(
        "The user's balance and exposure, after every change of its money (a bet, a transfer, a settlement)",
        balanceWireSchema,
      ),
      logout: serverEvent(
        'A new sign-in of this user ended the other sessions; a client of another session signs out',
        logoutEventSchema,
      ),
      bet: serverEvent(
        "One of the user's bets changed: placed, matched later, cancelled, lapsed, deleted or refused",
        betEventSchema,
      ),
    },
  },
  data: {
    path: dataSocketNamespace,
    summary: "The data socket's match and casino rooms: odds, scores and casino rounds, public, so no token",
    auth: 'none',
    events: {
      joinMatch: clientEvent(
        "Joins an active match's room; its snapshot follows at once",
        matchRoomRequestSchema,
        matchRoomAckSchema,
      ),
      leaveMatch: clientEvent('Leaves a match room', matchRoomRequestSchema, matchRoomAckSchema),
      matchSnapshot: serverEvent('The whole match, on joining its room', matchSnapshotSchema),
      matchUpdate: serverEvent(
        'What changed since the last push (at most about ten a second per room)',
        matchUpdateSchema,
      ),
      joinCasino: clientEvent(
        "Joins an open casino game's room (by its code); its current round follows at once",
        casinoRoomRequestSchema,
        matchRoomAckSchema,
      ),
      leaveCasino: clientEvent('Leaves a casino game room', casinoRoomRequestSchema, matchRoomAckSchema),
      casinoRound: serverEvent(
        "A casino game's whole current round: on joining, each second of the countdown, at suspension, each card, the result and the next round",
        casinoRoundSchema,
      ),
    },
  },
} as const satisfies Record<string, SocketNamespace>;

export type SocketContract = typeof socketContract;
export type SocketNamespaceName = keyof SocketContract;
type EventsOf<N extends SocketNamespaceName> = SocketContract[N]['events'];

/** The names of a namespace's events in one direction. */
export type EventNames<N extends SocketNamespaceName, D extends SocketDirection> = {
  [K in keyof EventsOf<N>]: EventsOf<N>[K] extends { readonly direction: D } ? K : never;
}[keyof EventsOf<N>] &
  string;
export type ServerEventName<N extends SocketNamespaceName> = EventNames<N, 'server-to-client'>;
export type ClientEventName<N extends SocketNamespaceName> = EventNames<N, 'client-to-server'>;

type PayloadSchema<N extends SocketNamespaceName, K> = K extends keyof EventsOf<N>
  ? EventsOf<N>[K] extends { readonly payload: infer P extends v.GenericSchema }
    ? P
    : never
  : never;
type AckSchema<N extends SocketNamespaceName, K> = K extends keyof EventsOf<N>
  ? EventsOf<N>[K] extends { readonly ack: infer A extends v.GenericSchema }
    ? A
    : never
  : never;

/** The server events the app listens to: all but the partner-only ones. */
export type AppHeardEventName<N extends SocketNamespaceName> = {
  [K in ServerEventName<N>]: EventsOf<N>[K] extends { readonly partnerOnly: true } ? never : K;
}[ServerEventName<N>];

/** What the server sends with a server event. */
export type ServerPayload<N extends SocketNamespaceName, K extends ServerEventName<N>> = v.InferInput<
  PayloadSchema<N, K>
>;
/** What a client sends with a client event (the server parses it with the schema). */
export type ClientPayload<N extends SocketNamespaceName, K extends ClientEventName<N>> = v.InferInput<
  PayloadSchema<N, K>
>;
/** The server's acknowledgement of a client event. */
export type ClientAck<N extends SocketNamespaceName, K extends ClientEventName<N>> = v.InferInput<
  AckSchema<N, K>
>;

/**
 * The server's side of a namespace, as socket.io's typed `Server<Hears, Emits>` and `Namespace` take it:
 * it emits the server events with their payloads, and hears the client events with a payload it has yet to
 * check (anything may arrive on a socket) and the acknowledgement callback typed.
 */
export type ServerEmits<N extends SocketNamespaceName> = {
  [K in ServerEventName<N>]: (payload: ServerPayload<N, K>) => void;
};
export type ServerHears<N extends SocketNamespaceName> = {
  [K in ClientEventName<N>]: (payload: unknown, acknowledge?: (answer: ClientAck<N, K>) => void) => void;
};

/**
 * The client's side, as socket.io-client's typed `Socket<Hears, Emits>` takes it: it sends the client
 * events with their payloads, and hears the server events unchecked (it parses them with the schema).
 */
export type ClientEmits<N extends SocketNamespaceName> = {
  [K in ClientEventName<N>]: (payload: ClientPayload<N, K>, acknowledge?: (answer: unknown) => void) => void;
};
export type ClientHears<N extends SocketNamespaceName> = {
  [K in ServerEventName<N>]: (payload: unknown) => void;
};

/** A namespace's event names, each its own value: `socketEvents.users.balance === 'balance'`. */
export type SocketEventNames<N extends SocketNamespaceName> = { readonly [K in keyof EventsOf<N>]: K };

function namesOf<N extends SocketNamespaceName>(namespace: N): SocketEventNames<N> {
  const names = Object.keys(socketContract[namespace].events).map((name) => [name, name]);
  return Object.fromEntries(names) as SocketEventNames<N>;
}

/** The event names by namespace, for `emit` and `on` calls (no bare event strings). */
export const socketEvents = {
  users: namesOf('users'),
  data: namesOf('data'),
} as const;

/** The declared names of a namespace's events in one direction, at run time (for the contract tests). */
export function eventNamesOf<N extends SocketNamespaceName, D extends SocketDirection>(
  namespace: N,
  direction: D,
): EventNames<N, D>[] {
  return Object.entries(socketContract[namespace].events)
    .filter(([, event]) => event.direction === direction)
    .map(([name]) => name as EventNames<N, D>);
}

/** The server events of a namespace the app listens to (every one not declared partner-only). */
export function appHeardEventsOf<N extends SocketNamespaceName>(namespace: N): AppHeardEventName<N>[] {
  const events: Readonly<Record<string, SocketEvent>> = socketContract[namespace].events;
  return eventNamesOf(namespace, 'server-to-client').filter(
    (name) => !events[name]?.partnerOnly,
  ) as AppHeardEventName<N>[];
}

/** Parses an event's payload with its declared schema: the server does for a client's, the app for a server's. */
export function parsePayload<N extends SocketNamespaceName, K extends keyof EventsOf<N> & string>(
  namespace: N,
  event: K,
  payload: unknown,
): v.SafeParseResult<PayloadSchema<N, K>> {
  const events: Readonly<Record<string, SocketEvent>> = socketContract[namespace].events;
  const declared = events[event] as SocketEvent;
  return v.safeParse(declared.payload, payload) as v.SafeParseResult<PayloadSchema<N, K>>;
}

/** Parses the server's acknowledgement of a client event with its declared schema. */
export function parseAck<N extends SocketNamespaceName, K extends ClientEventName<N>>(
  namespace: N,
  event: K,
  answer: unknown,
): v.SafeParseResult<AckSchema<N, K>> {
  const events: Readonly<Record<string, SocketEvent>> = socketContract[namespace].events;
  const declared = events[event] as SocketEvent;
  return v.safeParse(declared.ack ?? v.unknown(), answer) as v.SafeParseResult<AckSchema<N, K>>;
}
