import { userRoomJoinEventSchema } from '@exchange/domain';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import * as v from 'valibot';
import { loadSignedInUser } from './auth/signedIn.ts';
import type { AppContext, Notifier } from './context.ts';
import { attachMatchRooms } from './sockets/matchRooms.ts';

const userRoom = (userId: string) => `user:${userId}`;
/** Every socket of the default namespace is in its session's room, so ending a session reaches them all. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * socket.io on the API's HTTP server. The handshake admits an access token only as the HTTP routes do: its
 * session still open and no lock on the user or an ancestor (the refusal's message is the routes' one);
 * `userRoomJoin` joins only the caller's own room. Returns the notifier that pushes to those rooms. The
 * data namespace's match rooms (sockets/matchRooms.ts) are attached here too. A socket is keyed by the
 * session of its token: `endSessions` disconnects those of ended sessions (logout, a sign-in elsewhere, a
 * lock), and the handshake refuses their reconnection with the session's refusal.
 */
export function attachSockets(
  httpServer: HttpServer,
  context: Pick<AppContext, 'db' | 'tokens' | 'board'>,
): { io: Server; notifier: Notifier } {
  // Same origin only (ASVS 4.4.2): the app is served by this server, and no partner page opens our
  // sockets. A WebSocket ignores CORS, so the handshake's Origin is checked itself; a client with no
  // Origin (not a browser) cannot be a cross-site page riding a player's session.
  const io = new Server(httpServer, {
    allowRequest: (request, answer) =>
      answer(null, isSameOrigin(request.headers.origin, request.headers.host)),
  });
  // The data namespace (odds and scores, no token) beside the users' rooms of the default namespace.
  const matchRooms = attachMatchRooms(io, context);
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
  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data as { userId: string; sessionId: string };
    void socket.join(sessionRoom(sessionId));
    socket.on('userRoomJoin', async (payload: unknown, acknowledge?: (answer: unknown) => void) => {
      const parsed = v.safeParse(userRoomJoinEventSchema, payload);
      const allowed = parsed.success && String(parsed.output.userId) === userId;
      if (allowed) await socket.join(userRoom(userId));
      acknowledge?.({ error: !allowed, message: allowed ? 'Joined' : 'You may join only your own room' });
    });
  });
  return {
    io,
    notifier: {
      toUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event, payload),
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
