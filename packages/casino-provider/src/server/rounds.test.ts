import { ReferenceWallet } from '@exchange/wallet-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWalletClient, type WalletClient } from '../protocol/walletClient.ts';
import { playRound, type RoundDeps } from './rounds.ts';
import { SettlementQueue } from './settlementQueue.ts';

const secret = 'provider-secret-of-at-least-32-characters';
let wallet: ReferenceWallet;
let client: WalletClient;
let deps: RoundDeps;

beforeEach(async () => {
  wallet = new ReferenceWallet(secret);
  wallet.addPlayer('rich', '100.00');
  wallet.addPlayer('poor', '1.00');
  client = createWalletClient({ walletUrl: await wallet.start(), secret, retryDelaysMs: [5, 5] });
  await client.authenticate('rich');
  await client.authenticate('poor');
  deps = { wallet: client, queue: new SettlementQueue(client) };
});
afterEach(() => wallet.stop());

const request = (token: string, stakeCents: number, winCents: number) => ({
  token,
  gameCode: 'lucky-reels',
  stakeCents,
  decide: () => ({ outcome: 'drawn', winCents }),
});

const calls = (path: string) => wallet.calls.filter((call) => call.path === path).map((call) => call.body);

describe('a round through the wallet', () => {
  it('debits the stake and credits the win against that debit, in one round', async () => {
    const result = await playRound(deps, request('rich', 500, 2000));
    expect(result).toMatchObject({ kind: 'settled', winCents: 2000, balance: '115.00', outcome: 'drawn' });
    const [debit] = calls('debit');
    const [credit] = calls('credit');
    expect(debit).toMatchObject({ token: 'rich', amount: '5.00', gameCode: 'lucky-reels' });
    expect(credit).toMatchObject({ amount: '20.00', debitTransactionId: debit?.['transactionId'] });
    expect(credit?.['roundId']).toBe(debit?.['roundId']);
    expect(credit?.['transactionId']).not.toBe(debit?.['transactionId']);
  });

  it('credits 0 on a loss, so the operator closes the round', async () => {
    const result = await playRound(deps, request('rich', 500, 0));
    expect(result).toMatchObject({ kind: 'settled', balance: '95.00' });
    expect(calls('credit')).toEqual([expect.objectContaining({ amount: '0.00' })]);
  });

  it('refuses to play on INSUFFICIENT_FUNDS: nothing drawn, nothing credited', async () => {
    let drawn = false;
    const result = await playRound(deps, {
      ...request('poor', 500, 0),
      decide: () => {
        drawn = true;
        return { outcome: 'drawn', winCents: 0 };
      },
    });
    expect(result).toEqual({ kind: 'refused', status: 'INSUFFICIENT_FUNDS' });
    expect(drawn).toBe(false);
    expect(calls('credit')).toEqual([]);
    expect(wallet.balanceOf('poor')).toBe('1.00');
  });

  it('rolls back a debit whose answer never came, and the stake comes back', async () => {
    wallet.faults.push({ path: 'debit', times: 3, applied: true });
    const result = await playRound(deps, request('rich', 500, 2000));
    expect(result).toMatchObject({ kind: 'cancelled', balance: '100.00' });
    const debitIds = calls('debit').map((body) => body['transactionId']);
    expect(new Set(debitIds).size).toBe(1);
    expect(calls('rollback')).toEqual([expect.objectContaining({ debitTransactionId: debitIds[0] })]);
    expect(calls('credit')).toEqual([]);
    expect(wallet.balanceOf('rich')).toBe('100.00');
  });

  it('rolls back a debit that never arrived, so a late copy of it would be refused', async () => {
    wallet.faults.push({ path: 'debit', times: 3, applied: false });
    const result = await playRound(deps, request('rich', 500, 0));
    expect(result).toMatchObject({ kind: 'cancelled', balance: '100.00' });
    const [debit] = calls('debit');
    expect(await client.debit(debit as never)).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK' });
    expect(wallet.balanceOf('rich')).toBe('100.00');
  });

  it('rolls back when the outcome cannot be drawn after the debit', async () => {
    const errors: unknown[] = [];
    const result = await playRound(
      { ...deps, onError: (error) => errors.push(error) },
      {
        ...request('rich', 500, 0),
        decide: () => {
          throw new Error('the reels jammed');
        },
      },
    );
    expect(result).toMatchObject({ kind: 'cancelled', balance: '100.00' });
    expect(errors).toHaveLength(1);
    expect(calls('credit')).toEqual([]);
  });

  it('queues a credit the operator did not answer and sends it again, same transactionId, until it is', async () => {
    wallet.faults.push({ path: 'credit', times: 3, applied: false });
    const result = await playRound(deps, request('rich', 500, 2000));
    expect(result).toMatchObject({ kind: 'pending', winCents: 2000 });
    expect(deps.queue.size).toBe(1);
    expect(wallet.balanceOf('rich')).toBe('95.00');
    await deps.queue.flush();
    expect(deps.queue.size).toBe(0);
    expect(wallet.balanceOf('rich')).toBe('115.00');
    expect(new Set(calls('credit').map((body) => body['transactionId'])).size).toBe(1);
    expect(calls('credit')).toHaveLength(4);
  });

  it('rolls back when the operator refuses the credit', async () => {
    // Another rollback of the debit lands before the credit (say, the operator's own clean-up): the
    // credit is refused with TRANSACTION_ROLLED_BACK, and the round ends cancelled with the stake back.
    const interrupted: WalletClient = {
      ...client,
      credit: async (call) => {
        await client.rollback({ ...call, transactionId: 'outside' });
        return client.credit(call);
      },
    };
    const result = await playRound({ ...deps, wallet: interrupted }, request('rich', 500, 2000));
    expect(result).toMatchObject({ kind: 'cancelled', balance: '100.00' });
    expect(calls('credit')).toHaveLength(1);
    expect(calls('rollback')).toHaveLength(2);
    expect(wallet.balanceOf('rich')).toBe('100.00');
  });
});
