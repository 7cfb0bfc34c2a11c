import { userRoomJoinEventSchema } from '@exchange/domain';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import * as v from 'valibot';
import type { TokenService } from './auth/tokens.ts';
import type { Notifier } from './context.ts';

const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the API's HTTP server. The access token is checked at the handshake; `userRoomJoin` joins
 * only the caller's own room. Returns the notifier that pushes to those rooms.
 */
export function attachSockets(
  httpServer: HttpServer,
  tokens: TokenService,
): { io: Server; notifier: Notifier } {
  const io = new Server(httpServer, { cors: { origin: true } });
  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : undefined;
    if (!token) return next(new Error('No auth token'));
    try {
      const claims = await tokens.verify(token);
      if (claims.kind !== 'access') return next(new Error('jwt malformed'));
      socket.data = { userId: claims.userId, sessionId: claims.sessionId };
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error('jwt malformed'));
    }
  });
  io.on('connection', (socket) => {
    const { userId } = socket.data as { userId: string };
    socket.on('userRoomJoin', async (payload: unknown, acknowledge?: (answer: unknown) => void) => {
      const parsed = v.safeParse(userRoomJoinEventSchema, payload);
      const allowed = parsed.success && String(parsed.output.userId) === userId;
      if (allowed) await socket.join(userRoom(userId));
      acknowledge?.({ error: !allowed, message: allowed ? 'Joined' : 'You may join only your own room' });
    });
  });
  return {
    io,
    notifier: { toUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event, payload) },
  };
}
