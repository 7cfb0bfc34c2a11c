import {
  balanceFromWire,
  isLogoutForThisClient,
  parseAck,
  parsePayload,
  sessionEndedReasons,
  socketEvents,
  type Balance,
  type BetEvent,
  type PaymentRequestRow,
  type SessionEndedReason,
} from '@exchange/domain';
import { listenAll, openSocket, type AppListeners } from './typed.ts';

export interface UsersSocketOptions {
  /** The socket.io server (the users/API host). */
  url: string;
  /** Read at every (re)connection, so a refreshed token is what the handshake carries. */
  token: () => string | null;
  userId: string;
  /** This client's login session. */
  sessionId: string;
  onBalance: (balance: Balance) => void;
  /**
   * The server ended this session, and why: another login took over the account ('login', the logout
   * push), or it was ended otherwise (a password change, the upline, a lock), as the refused
   * reconnection says.
   */
  onSessionEnded: (reason: SessionEndedReason) => void;
  /** One of the user's bets changed (placed, matched later, cancelled, lapsed, deleted, refused). */
  onBet?: (event: BetEvent) => void;
  /** One of the player's deposit or withdrawal requests was approved or rejected. */
  onPaymentRequest?: (request: PaymentRequestRow) => void;
  /**
   * The user's room was joined: on the first connection and after every reconnection. Pushes made before
   * (while the socket loaded, or was down) were not heard: what they would have moved is read again here.
   */
  onJoined?: () => void;
}

/**
 * The users socket of spec 7: websocket transport only, reconnecting by itself. Spec 4: "once a user is
 * known, the client joins a personal room by user id, and again on every reconnect"; a `logout` event
 * logs out only "if that id differs from the client's own session id". Returns the disconnect.
 */
export function connectUsersSocket(options: UsersSocketOptions): () => void {
  const socket = openSocket('users', options.url, {
    transports: ['websocket'],
    reconnection: true,
    auth: (send) => send({ token: options.token() ?? '' }),
  });
  // 'connect' (socket.io's own event) fires on the first connection and after every reconnection.
  socket.on('connect', () => {
    socket.emit(socketEvents.users.userRoomJoin, { userId: options.userId }, (answer: unknown) => {
      const ack = parseAck('users', socketEvents.users.userRoomJoin, answer);
      if (ack.success && !ack.output.error) options.onJoined?.();
    });
  });
  // An ended session's sockets are disconnected by the server, after which socket.io does not reconnect
  // by itself: connecting again has the handshake say why the session ended (issue 39), so the page can
  // tell the player at once rather than at its next call.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', (error) => {
    const reason = sessionEndedReasonOfHandshake(error);
    if (reason) {
      socket.disconnect();
      options.onSessionEnded(reason);
    }
  });
  listenAll('users', socket, usersSocketListeners(options));
  return () => {
    socket.disconnect();
  };
}

/** The reason a refused handshake gives (`data.sessionEnded`), when it refused an ended session. */
function sessionEndedReasonOfHandshake(error: Error): SessionEndedReason | undefined {
  const data = (error as Error & { data?: unknown }).data;
  const reason =
    typeof data === 'object' && data !== null ? (data as { sessionEnded?: unknown }).sessionEnded : null;
  return sessionEndedReasons.find((known) => known === reason);
}

/** What the users socket does with each server event; a payload that breaks its schema is ignored. */
export function usersSocketListeners(
  options: Pick<
    UsersSocketOptions,
    'sessionId' | 'onBalance' | 'onSessionEnded' | 'onBet' | 'onPaymentRequest'
  >,
): AppListeners<'users'> {
  return {
    balance: (payload) => {
      const parsed = parsePayload('users', socketEvents.users.balance, payload);
      if (parsed.success) options.onBalance(balanceFromWire(parsed.output));
    },
    logout: (payload) => {
      const parsed = parsePayload('users', socketEvents.users.logout, payload);
      if (parsed.success && isLogoutForThisClient(parsed.output.sessionId, options.sessionId)) {
        options.onSessionEnded('login');
      }
    },
    bet: (payload) => {
      const parsed = parsePayload('users', socketEvents.users.bet, payload);
      if (parsed.success) options.onBet?.(parsed.output);
    },
    paymentRequest: (payload) => {
      const parsed = parsePayload('users', socketEvents.users.paymentRequest, payload);
      if (parsed.success) options.onPaymentRequest?.(parsed.output);
    },
  };
}
