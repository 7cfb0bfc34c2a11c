import { refusalCatalog } from '@exchange/domain';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/index.ts';
import { walletTestApp } from '../testing/providerWallet.ts';

/**
 * Issue 37: while the site is in maintenance a provider takes no bet from a player (a debit is refused as
 * a lock refuses it, PLAYER_BLOCKED), but what the player is owed still comes: a win (credit) and the
 * refund of a bet (rollback) of a round staked before.
 */

const w = await walletTestApp();
afterAll(() => w.close());
afterEach(async () => {
  await maintenance(false);
  expect(await verifyLedger(w.t.database.db)).toEqual([]);
});

const adminSession = await w.t.signIn(w.admin);

/** The switch as the Super Admin flips it (save-setting-list). */
async function maintenance(on: boolean) {
  const saved = await w.t.call('POST', '/api/save-setting-list', {
    token: adminSession,
    body: { settingList: [{ name: 'maintenance', value: on }] },
  });
  expect(saved.status).toBe(200);
}

const round = (id: string, extra: Record<string, unknown> = {}) => ({
  transactionId: id,
  roundId: `round-${id}`,
  gameCode: 'lucky-reels',
  ...extra,
});

describe('the wallet in maintenance', () => {
  it('refuses a debit with PLAYER_BLOCKED, moving nothing; a replay after maintenance answers the same', async () => {
    const { user, token } = await w.playing(100);
    const houseBefore = await w.providerHouse();
    await maintenance(true);
    const refused = await w.call('debit', { token, ...round('m-d'), amount: '10.00' });
    expect(refused).toEqual({
      status: 200,
      body: {
        status: 'PLAYER_BLOCKED',
        message: refusalCatalog.maintenance,
        balance: '100.00',
        currency: 'INR',
        transactionId: 'm-d',
      },
    });
    expect(await w.rupeesOf(user)).toBe(100);
    expect(await w.providerHouse()).toBe(houseBefore);

    await maintenance(false);
    // The refused call is answered the same when sent again; a new bet is taken.
    expect((await w.call('debit', { token, ...round('m-d'), amount: '10.00' })).body).toEqual(refused.body);
    expect((await w.call('debit', { token, ...round('m-d2'), amount: '10.00' })).body.status).toBe('OK');
    expect(await w.rupeesOf(user)).toBe(90);
  });

  it('pays a credit and a rollback of debits taken before maintenance began', async () => {
    const { user, token } = await w.playing(100);
    expect((await w.call('debit', { token, ...round('m-won'), amount: '10.00' })).body.status).toBe('OK');
    expect((await w.call('debit', { token, ...round('m-void'), amount: '5.00' })).body.status).toBe('OK');
    expect(await w.rupeesOf(user)).toBe(85);

    await maintenance(true);
    const credit = await w.call('credit', {
      token,
      ...round('m-win', { roundId: 'round-m-won' }),
      debitTransactionId: 'm-won',
      amount: '25.00',
    });
    expect(credit.body).toEqual({ status: 'OK', balance: '110.00', currency: 'INR', transactionId: 'm-win' });
    const rollback = await w.call('rollback', {
      token,
      ...round('m-back', { roundId: 'round-m-void' }),
      debitTransactionId: 'm-void',
    });
    expect(rollback.body).toEqual({
      status: 'OK',
      balance: '115.00',
      currency: 'INR',
      transactionId: 'm-back',
    });
    expect(await w.rupeesOf(user)).toBe(115);
  });
});
