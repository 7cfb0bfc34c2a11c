import { eventNamesOf, socketContract, type SocketNamespaceName } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachSockets } from '../sockets.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { handledClientEvents } from './events.ts';

/**
 * Issue 15: the socket events are declared in the domain (contract/sockets.ts). The server emits through
 * socket.io's Server typed from those declarations (it cannot emit an undeclared name or payload), the test
 * app's notifier checks every push of every test against its schema, and here: every declared client
 * event has a handler, and the server handles nothing else.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  attachSockets(t.app.server, t.context);
});
afterAll(() => t.close());

const namespaces = Object.keys(socketContract) as SocketNamespaceName[];

describe('the socket contract', () => {
  it.each(namespaces)('the %s namespace handles exactly its declared client events', (namespace) => {
    expect([...(handledClientEvents.get(namespace) ?? [])].sort()).toEqual(
      eventNamesOf(namespace, 'client-to-server').sort(),
    );
  });

  it('declares both namespaces with both directions', () => {
    expect(
      Object.fromEntries(
        namespaces.map((namespace) => [
          socketContract[namespace].path,
          {
            fromClients: eventNamesOf(namespace, 'client-to-server'),
            fromServer: eventNamesOf(namespace, 'server-to-client'),
          },
        ]),
      ),
    ).toEqual({
      '/': { fromClients: ['userRoomJoin'], fromServer: ['balance', 'logout', 'bet', 'paymentRequest'] },
      '/data': {
        fromClients: ['joinMatch', 'leaveMatch', 'joinCasino', 'leaveCasino'],
        fromServer: ['matchSnapshot', 'matchUpdate', 'casinoRound'],
      },
    });
  });

  it('refuses a push whose payload breaks its declaration', () => {
    expect(() =>
      t.context.notify.toUser('someone', 'balance', { balance: 'lots' } as unknown as {
        balance: number;
        exposer: number;
      }),
    ).toThrow('The balance push breaks its declared schema');
  });
});
