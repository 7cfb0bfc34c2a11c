import {
  balanceFromWire,
  balanceWireSchema,
  isLogoutForThisClient,
  logoutEventSchema,
  type Balance,
} from '@exchange/domain';
import { io, type Socket } from 'socket.io-client';
import * as v from 'valibot';

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
}

/**
 * The users socket of spec 7: websocket transport only, reconnecting by itself. Spec 4: "once a user is
 * known, the client joins a personal room by user id, and again on every reconnect"; a `logout` event
 * logs out only "if that id differs from the client's own session id". Returns the disconnect.
 */
export function connectUsersSocket(options: UsersSocketOptions): () => void {
  const socket: Socket = io(options.url, {
    transports: ['websocket'],
    reconnection: true,
    auth: (send) => send({ token: options.token() ?? '' }),
  });
  // 'connect' fires on the first connection and after every reconnection.
  socket.on('connect', () => {
    socket.emit('userRoomJoin', { userId: options.userId });
  });
  socket.on('balance', (payload: unknown) => {
    const parsed = v.safeParse(balanceWireSchema, payload);
    if (parsed.success) options.onBalance(balanceFromWire(parsed.output));
  });
  socket.on('logout', (payload: unknown) => {
    const parsed = v.safeParse(logoutEventSchema, payload);
    if (parsed.success && isLogoutForThisClient(parsed.output.sessionId, options.sessionId)) {
      options.onLoggedOutElsewhere();
    }
  });
  return () => {
    socket.disconnect();
  };
}
