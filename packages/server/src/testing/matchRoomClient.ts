import { socketEvents, type MatchSnapshot, type MatchUpdate } from '@exchange/domain';
import { io, type Socket } from 'socket.io-client';
import type { Scheduler } from '../sockets/matchRooms.ts';

/** A client of the data socket's match rooms in a test: what the server sent it, in order. */
export interface MatchRoomClient {
  socket: Socket;
  snapshots: MatchSnapshot[];
  updates: MatchUpdate[];
}

/** Connects to the data namespace at `url` (kept in `openSockets`, for the file to disconnect after). */
export async function connectMatchRoomClient(url: string, openSockets: Socket[]): Promise<MatchRoomClient> {
  const socket = io(`${url}/data`, { transports: ['websocket'], reconnection: false, forceNew: true });
  openSockets.push(socket);
  const client: MatchRoomClient = { socket, snapshots: [], updates: [] };
  socket.on(socketEvents.data.matchSnapshot, (payload: MatchSnapshot) => client.snapshots.push(payload));
  socket.on(socketEvents.data.matchUpdate, (payload: MatchUpdate) => client.updates.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return client;
}

/** A round trip: the server answers after everything it emitted before, so those have arrived. */
export const settledMatchRoom = (client: MatchRoomClient) =>
  client.socket.emitWithAck(socketEvents.data.leaveMatch, { matchId: 0 });

/** The match rooms' coalescing window run by hand: each entry is one scheduled push, flushed when asked. */
export function handScheduler() {
  const scheduled: { flush: () => void; ms: number }[] = [];
  const schedule: Scheduler = (flush, ms) => {
    const entry = { flush, ms };
    scheduled.push(entry);
    return () => scheduled.splice(scheduled.indexOf(entry), 1);
  };
  /** Sends every push scheduled so far; gives how many there were. */
  const runScheduled = (): number => {
    const due = scheduled.splice(0);
    for (const entry of due) entry.flush();
    return due.length;
  };
  return { scheduled, schedule, runScheduled };
}
