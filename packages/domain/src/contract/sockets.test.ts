import { describe, expect, it } from 'vitest';
import { isOpenBetEvent } from '../schemas/userEvents.ts';
import {
  appHeardEventsOf,
  eventNamesOf,
  parseAck,
  parsePayload,
  socketContract,
  socketEvents,
} from './sockets.ts';

describe('the socket declarations', () => {
  it('name each event by its key, in both namespaces', () => {
    expect(socketEvents.users).toEqual({
      userRoomJoin: 'userRoomJoin',
      balance: 'balance',
      logout: 'logout',
      bet: 'bet',
      paymentRequest: 'paymentRequest',
    });
    expect(Object.keys(socketEvents.data)).toEqual(Object.keys(socketContract.data.events));
    expect(eventNamesOf('users', 'client-to-server')).toEqual(['userRoomJoin']);
    expect(appHeardEventsOf('data')).toEqual(['matchSnapshot', 'matchUpdate']);
  });

  it('parse payloads and acknowledgements with the declared schemas', () => {
    expect(parsePayload('data', 'joinMatch', { matchId: 7 }).success).toBe(true);
    expect(parsePayload('data', 'joinMatch', { matchId: 'seven' }).success).toBe(false);
    expect(parsePayload('users', 'balance', { balance: 10, exposer: 0 }).success).toBe(true);
    expect(parseAck('users', 'userRoomJoin', { error: false, message: 'Joined' }).success).toBe(true);
    expect(parseAck('data', 'leaveMatch', { error: 'no' }).success).toBe(false);
  });

  it('tell a bet still open from one closed', () => {
    expect(isOpenBetEvent({ status: 'delayed' })).toBe(true);
    expect(isOpenBetEvent({ status: 'refused' })).toBe(false);
  });
});
