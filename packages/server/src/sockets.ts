import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { loadSignedInUser } from './auth/signedIn.ts';
import type { RedisLink } from './cluster/redis.ts';
import type { AppContext, Notifier } from './context.ts';
import { listenToClients, type UsersServer, type UsersSocketData } from './sockets/events.ts';
import { attachMatchRooms } from './sockets/matchRooms.ts';

const userRoom = (userId: string) => `user:${userId}`;
/** Every socket of the default namespace is in its session's room, so ending a session reaches them all. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * socket.io on the API's HTTP server. The handshake admits an access token only as the HTTP routes do: its
 * session still open and no lock on the user or an ancestor (the refusal's message is the routes' one);
 * `userRoomJoin` joins only the caller's own room. Returns the notifier that pushes to those rooms. The
 * data namespace's match and casino rooms (sockets/matchRooms.ts, casino/rooms.ts) are attached here too;
 * `onError` hears a casino room's failed look. A socket is keyed by the session of its token:
 * `endSessions` disconnects those of ended sessions (logout, a sign-in elsewhere, a lock), and the
 * handshake refuses their reconnection with the session's refusal. With `redis` (REDIS_URL), rooms span
 * every process on it (socket.io's Redis adapter, docs/adr/0016-scale-out.md): a push or a disconnection
 * reaches the user's sockets on whichever process holds them.
 */
export function attachSockets(
  httpServer: HttpServer,
  context: Pick<AppContext, 'db' | 'tokens' | 'board' | 'now'>,
  options: { onError?: (error: unknown) => void; redis?: RedisLink } = {},
): { io: UsersServer; notifier: Notifier } {
  // Same origin only (ASVS 4.4.2): the app is served by this server, and no partner page opens our
  // sockets. A WebSocket ignores CORS, so the handshake's Origin is checked itself; a client with no
  // Origin (not a browser) cannot be a cross-site page riding a player's session.
  const io: UsersServer = new Server(httpServer, {
    allowRequest: (request, answer) =>
      answer(null, isSameOrigin(request.headers.origin, request.headers.host)),
    // Beside other processes: the rooms span them through Redis, and only WebSocket is taken (the app uses
    // nothing else), since long-polling's requests would have to reach one process each time, which
    // needs sticky sessions at the proxy (docs/adr/0016-scale-out.md).
    ...(options.redis && {
      adapter: createAdapter(options.redis.command, options.redis.subscriber),
      transports: ['websocket' as const],
    }),
  });
  // The data namespace (odds, scores and casino rounds, no token) beside the users' rooms of the default
  // namespace.
  const matchRooms = attachMatchRooms(io, context, { casino: options });
  httpServer.on('close', () => matchRooms.close());
  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : undefined;
    if (!token) return next(new Error('No auth token'));
    try {
      const claims = await context.tokens.verify(token);
      if (claims.kind !== 'access') return next(new Error('jwt malformed'));
      const { user, sessionId } = await loadSignedInUser(context.db, claims);
      socket.data = { userId: user.id, sessionId };
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error('jwt malformed'));
    }
  });
  const ownRoomOnly = { error: true, message: 'You may join only your own room' };
  const listen = listenToClients('users', {
    userRoomJoin: {
      invalid: ownRoomOnly,
      handle: async (socket, { userId }) => {
        const own = (socket.data as UsersSocketData).userId;
        if (String(userId) !== own) return ownRoomOnly;
        await socket.join(userRoom(own));
        return { error: false, message: 'Joined' };
      },
    },
  });
  io.on('connection', (socket) => {
    void socket.join(sessionRoom(socket.data.sessionId));
    listen(socket);
  });
  // Alone, the server's adapter is socket.io's own in-memory one, so a room lists every socket in it. A user
  // with none connected hears nothing, and the message is not encoded at all: a placebet sends two, and
  // encoding them for nobody was 2-3% of the server's CPU per call (issue 22). Beside other processes this
  // one cannot see their sockets, so every push is sent (Redis delivers it to the processes that have one).
  const rooms = io.of('/').adapter.rooms;
  const listens = options.redis ? () => true : (userId: string) => rooms.has(userRoom(userId));
  return {
    io,
    notifier: {
      toUser: (userId, event, payload) => {
        if (!listens(userId)) return;
        // One call per declared event keeps socket.io's typed emit; the payload was typed by the caller.
        const room = io.to(userRoom(userId)) as { emit(event: string, payload: unknown): boolean };
        room.emit(event, payload);
      },
      listens,
      endSessions: (sessionIds) => {
        if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
      },
    },
  };
}

/** Whether a browser's `Origin` names the host the request came to (no Origin: not a browser page). */
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
