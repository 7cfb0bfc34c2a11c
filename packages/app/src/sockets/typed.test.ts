import { dataSocketNamespace, socketEvents } from '@exchange/domain';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSocket } from './typed.ts';

describe('openSocket, before socket.io has loaded', () => {
  let http: HttpServer;
  let io: Server;
  let url: string;
  const heard: number[] = [];
  let connections = 0;

  beforeEach(async () => {
    http = createServer();
    io = new Server(http);
    heard.length = 0;
    connections = 0;
    io.of(dataSocketNamespace).on('connection', (socket) => {
      connections += 1;
      socket.on(socketEvents.data.joinMatch, (payload: { matchId: number }) => heard.push(payload.matchId));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/data`;
  });

  afterEach(async () => {
    await io.close();
  });

  it('keeps what is asked of it, in order, and does it once connected', async () => {
    const socket = openSocket('data', url, { transports: ['websocket'] });
    const events: string[] = [];
    socket.on('connect', () => events.push('connect'));
    expect(socket.connected).toBe(false);
    socket.emit(socketEvents.data.joinMatch, { matchId: 7 });
    socket.emit(socketEvents.data.joinMatch, { matchId: 8 });
    await vi.waitFor(() => expect(heard).toEqual([7, 8]));
    expect(events).toEqual(['connect']);
    expect(socket.connected).toBe(true);
    socket.disconnect();
  });

  it('never connects when closed before it loaded', async () => {
    const socket = openSocket('data', url, { transports: ['websocket'] });
    socket.disconnect();
    // Long enough for the library to load and a connection to open (the first test's took less).
    const other = openSocket('data', url, { transports: ['websocket'] });
    other.on('connect', () => undefined);
    await vi.waitFor(() => expect(other.connected).toBe(true));
    expect(connections).toBe(1);
    expect(socket.connected).toBe(false);
    other.disconnect();
  });
});
