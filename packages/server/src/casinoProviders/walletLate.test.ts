import { Refusal } from '@exchange/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/index.ts';
import { walletTestApp } from '../testing/providerWallet.ts';
import { moveCall } from './wallet.ts';

/**
 * Issue 38: a provider's debit whose call the provider had given up on was still applied later. The ledger
 * now asks, under the locks and just before writing, whether anyone still waits; a call nobody waits for
 * moves nothing, and the provider's resend under the same transaction id is then the one move.
 */
const w = await walletTestApp();
afterAll(() => w.close());

const debit = (token: string, id: string) => ({
  token,
  transactionId: id,
  roundId: `round-${id}`,
  gameCode: 'lucky-reels',
  amount: '10.00',
});
const gameName = async () => 'Lucky Reels';

describe('a wallet debit for a provider that has gone (issue 38)', () => {
  it('moves nothing, and the resend under the same transaction id moves it once', async () => {
    const { user, token } = await w.playing(100);
    const db = w.t.database.db;
    const left = moveCall(db, w.provider, 'debit', debit(token, 'late-1'), gameName, w.now(), () => true);
    await expect(left).rejects.toBeInstanceOf(Refusal);
    expect(await w.rupeesOf(user)).toBe(100);

    const resent = await moveCall(db, w.provider, 'debit', debit(token, 'late-1'), gameName, w.now());
    expect(resent).toMatchObject({ status: 'OK', balance: '90.00', transactionId: 'late-1' });
    const again = await moveCall(db, w.provider, 'debit', debit(token, 'late-1'), gameName, w.now());
    expect(again).toMatchObject({ status: 'OK', balance: '90.00' });
    expect(await w.rupeesOf(user)).toBe(90);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
