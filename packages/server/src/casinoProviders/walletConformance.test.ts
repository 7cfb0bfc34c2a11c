import { walletConformanceChecks, type WalletUnderTest } from '@exchange/wallet-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { verifyLedger } from '../ledger/index.ts';
import { walletTestApp } from '../testing/providerWallet.ts';

/**
 * The protocol's conformance kit (docs/adr/0042-wallet-protocol-as-data.md) against this server's wallet,
 * over real HTTP on a real database, as a provider would run it against the operator: every check a test.
 */

const w = await walletTestApp();
const address = await w.t.app.listen({ host: '127.0.0.1', port: 0 });
afterAll(() => w.close());
// Whatever the kit sends, the ledger stays sound.
afterEach(async () => expect(await verifyLedger(w.t.database.db)).toEqual([]));

const wallet: WalletUnderTest = {
  walletUrl: `${address}/wallet/${w.provider.key}`,
  secret: w.provider.secret,
  gameCode: 'lucky-reels',
  now: () => w.now().getTime(),
  async newPlayer(balance, options) {
    const { user, session } = await w.player(Number(balance));
    const { token } = await w.launch(session);
    // A bet lock after the launch: the game is open, and its stakes are refused.
    if (options?.blocked)
      await w.t.database.db.update(users).set({ betLocked: true }).where(eq(users.id, user.id));
    return { token };
  },
};

describe('the wallet conformance kit, against the server', () => {
  for (const check of walletConformanceChecks) it(check.name, () => check.run(wallet));
});
