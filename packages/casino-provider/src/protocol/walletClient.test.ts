import { ReferenceWallet } from '@exchange/wallet-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWalletClient, WalletUnreachableError, type WalletClient } from './walletClient.ts';

const secret = 'provider-secret-of-at-least-32-characters';
let wallet: ReferenceWallet;
let client: WalletClient;
let walletUrl: string;

beforeEach(async () => {
  wallet = new ReferenceWallet(secret);
  wallet.addPlayer('token-1', '100.00');
  walletUrl = await wallet.start();
  client = createWalletClient({ walletUrl, secret, retryDelaysMs: [5, 5, 5] });
});
afterEach(() => wallet.stop());

const round = { token: 'token-1', roundId: 'round-1', gameCode: 'lucky-reels' };

describe('wallet client', () => {
  it('authenticates the launch token once and reads the balance with it', async () => {
    expect(await client.authenticate('token-1')).toMatchObject({
      status: 'OK',
      playerId: 'player-1',
      currency: 'INR',
      balance: '100.00',
    });
    expect(await client.balance('token-1')).toMatchObject({ status: 'OK', balance: '100.00' });
    expect((await client.authenticate('token-1')).status).toBe('INVALID_TOKEN');
  });

  it('is refused with INVALID_SIGNATURE when the secret is wrong, without retrying', async () => {
    const stranger = createWalletClient({ walletUrl, secret: `${secret}-wrong`, retryDelaysMs: [5, 5] });
    expect(await stranger.balance('token-1')).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(wallet.calls).toHaveLength(0);
  });

  it('sends a credit whose answer was lost again with the same transactionId, and money moves once', async () => {
    await client.authenticate('token-1');
    expect(await client.debit({ ...round, transactionId: 'd-1', amount: '10.00' })).toMatchObject({
      status: 'OK',
      balance: '90.00',
    });
    wallet.faults.push({ path: 'credit', times: 2, applied: true });
    const answer = await client.credit({
      ...round,
      transactionId: 'c-1',
      debitTransactionId: 'd-1',
      amount: '25.00',
    });
    expect(answer).toMatchObject({ status: 'OK', balance: '115.00', transactionId: 'c-1' });
    const credits = wallet.calls.filter((call) => call.path === 'credit');
    expect(credits).toHaveLength(3);
    expect(new Set(credits.map((call) => JSON.stringify(call.body)))).toEqual(
      new Set([JSON.stringify(credits[0]?.body)]),
    );
    expect(wallet.balanceOf('token-1')).toBe('115.00');
  });

  it('retries a rollback that never arrived with the same transactionId', async () => {
    await client.authenticate('token-1');
    await client.debit({ ...round, transactionId: 'd-1', amount: '10.00' });
    wallet.faults.push({ path: 'rollback', times: 1, applied: false });
    const answer = await client.rollback({ ...round, transactionId: 'r-1', debitTransactionId: 'd-1' });
    expect(answer).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(
      wallet.calls.filter((call) => call.path === 'rollback').map((call) => call.body['transactionId']),
    ).toEqual(['r-1', 'r-1']);
  });

  it('gives up with WalletUnreachableError after its retries', async () => {
    await client.authenticate('token-1');
    wallet.faults.push({ path: 'balance', times: 10, applied: true });
    await expect(client.balance('token-1')).rejects.toBeInstanceOf(WalletUnreachableError);
    expect(wallet.calls.filter((call) => call.path === 'balance')).toHaveLength(4);
  });

  it('does not retry authenticate: the operator refuses a token twice', async () => {
    wallet.faults.push({ path: 'authenticate', times: 1, applied: true });
    await expect(client.authenticate('token-1')).rejects.toBeInstanceOf(WalletUnreachableError);
    expect(wallet.calls.filter((call) => call.path === 'authenticate')).toHaveLength(1);
  });

  it('reports a wallet that is not there as unreachable', async () => {
    await wallet.stop();
    await expect(client.balance('token-1')).rejects.toBeInstanceOf(WalletUnreachableError);
  });
});
