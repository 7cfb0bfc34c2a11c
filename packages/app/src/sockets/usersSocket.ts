import {
  balanceFromWire,
  isLogoutForThisClient,
  parsePayload,
  socketEvents,
  type Balance,
  type BetEvent,
  type PaymentRequestRow,
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
  /** Another login took over this account. */
  onLoggedOutElsewhere: () => void;
  /** One of the user's bets changed (placed, matched later, cancelled, lapsed, deleted, refused). */
  onBet?: (event: BetEvent) => void;
  /** One of the player's deposit or withdrawal requests was approved or rejected. */
  onPaymentRequest?: (request: PaymentRequestRow) => void;
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
    socket.emit(socketEvents.users.userRoomJoin, { userId: options.userId });
  });
  listenAll('users', socket, usersSocketListeners(options));
  return () => {
    socket.disconnect();
  };
}

/** What the users socket does with each server event; a payload that breaks its schema is ignored. */
export function usersSocketListeners(
  options: Pick<
    UsersSocketOptions,
    'sessionId' | 'onBalance' | 'onLoggedOutElsewhere' | 'onBet' | 'onPaymentRequest'
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
        options.onLoggedOutElsewhere();
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
