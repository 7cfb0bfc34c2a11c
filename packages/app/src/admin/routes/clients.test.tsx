import { privilegeIds } from '@exchange/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderSignedIn } from '../../testing/signedInApp.tsx';

/**
 * Chips moved from the client list carry an idempotency key from the app's one key maker: a panel opened
 * over plain http (a LAN address, an agent's own box), where the browser offers no crypto.randomUUID, still
 * moves them, once.
 */

/** get-user-list's one row: a player below the operator. */
const player = {
  _id: 'p1',
  username: 'Player',
  fullname: 'Player One',
  role: 'user',
  roleLabel: 'User',
  balance: 1000,
  exposer: 0,
  creditRefrences: 1000,
  available: 1000,
  clientPL: 0,
  status: 'active',
  userLock: false,
  betLock: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  userSetting: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  // Back to the prototype's, where the test took it away.
  Reflect.deleteProperty(crypto, 'randomUUID');
});

describe('Deposit chips from the client list', () => {
  it('sends the move with an idempotency key where the browser has no crypto.randomUUID', async () => {
    // As in an insecure context (http://192.168.1.5): the method is not there at all.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const { requests } = await renderSignedIn({
      path: '/admin/list-clients',
      user: { username: 'Deskagent', role: 'mdl', privileges: privilegeIds },
      answers: {
        '/api/get-user-list': { items: [player], page: 1, totalPages: 1, totalDocs: 1 },
        '/api/user-account-balance': { balance: 1000, exposer: 0 },
        '/api/update-user-wallet': { transactionId: 't1', replayed: false, balance: 1250, exposer: 0 },
      },
    });
    await page.getByRole('button', { name: 'Deposit Player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit chips: Player' });
    await dialog.getByLabelText(/^Amount/).fill('250');
    await dialog.getByLabelText(/^Transaction Password/).fill('Txn12345');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect.element(dialog).not.toBeInTheDocument();
    const moves = requests.filter((request) => new URL(request.url).pathname === '/api/update-user-wallet');
    expect(moves).toHaveLength(1);
    const [move] = moves;
    const body = (await move?.clone().json()) as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'Player', type: 'deposit', amount: 250 });
    expect(body['idempotencyKey']).toMatch(/^[0-9a-f]{32}$/);
  });
});
