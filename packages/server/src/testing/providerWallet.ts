import { privilegeIds } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';
import { getBalance, transfer } from '../ledger/index.ts';
import { createTestApp, type TestUser } from './app.ts';
import type { CasinoProvider } from '../casinoProviders/providers.ts';
import { startTestProvider, walletCall } from './casinoProvider.ts';

/**
 * A test app with the test provider configured, a clock the test moves, and helpers to fund a player,
 * launch a game for it and make the provider's wallet calls.
 */
export async function walletTestApp() {
  const server = await startTestProvider();
  // Real time, moved by `offset` when a test needs the future (the test provider checks real time).
  const clock = { offset: 0 };
  const now = () => new Date(Date.now() + clock.offset);
  const t = await createTestApp({ now, casinoProviders: [server.provider] });
  const admin = await t.createUser({ role: 'admin', privileges: [...privilegeIds] });
  const provider: CasinoProvider = server.provider;

  async function player(rupees = 1000, options: { betLocked?: boolean } = {}) {
    const user = await t.createUser({ role: 'user', parent: admin, ...options });
    if (rupees > 0) {
      await transfer(t.database.db, {
        fromUserId: 'house',
        toUserId: user.id,
        amount: rupees * 100,
        kind: 'deposit',
        narration: 'Test chips',
      });
    }
    return { user, session: await t.signIn(user) };
  }

  /** POST get-cas-casino-play-url as the app sends it, from a royal-branded lobby on a phone. */
  const play = (session: string, gameCode = 'slot:lucky-reels') =>
    t.call('POST', '/api/get-cas-casino-play-url', {
      token: session,
      body: {
        gameCode,
        lobby_url: 'https://royal.example.com/casino-int/slot',
        ipAddress: '127.0.0.1',
        isMobile: true,
      },
    });

  /** A launch token from get-cas-casino-play-url (the URL's `token`). */
  async function launch(session: string, gameCode = 'slot:lucky-reels') {
    const response = await play(session, gameCode);
    if (response.status !== 200) throw new Error(`launch refused: ${JSON.stringify(response.body)}`);
    const url = new URL((response.body.data as { url: string }).url);
    return { url, token: url.searchParams.get('token') ?? '' };
  }

  /** A funded player with an authenticated launch token. */
  async function playing(rupees = 1000, options: { betLocked?: boolean } = {}) {
    const { user, session } = await player(rupees, options);
    const { token } = await launch(session);
    const answer = await call('authenticate', { token });
    if (answer.body.status !== 'OK') throw new Error(`authenticate refused: ${JSON.stringify(answer.body)}`);
    return { user, session, token };
  }

  const call = (action: string, body: unknown, options: Parameters<typeof walletCall>[4] = {}) =>
    walletCall(t, provider, action, body, { at: now(), ...options });

  /** Rupees of a user's balance. */
  const rupeesOf = async (user: TestUser) => Number((await getBalance(t.database.db, user.id)).balance) / 100;

  /** Minor units of the provider's house account. */
  async function providerHouse(): Promise<number> {
    const [row] = await t.database.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.providerKey, provider.key));
    return row?.balance ?? 0;
  }

  return {
    t,
    server,
    clock,
    now,
    admin,
    provider,
    player,
    play,
    launch,
    playing,
    call,
    rupeesOf,
    providerHouse,
    async close() {
      await t.close();
      await server.close();
    },
  };
}

export type WalletTestApp = Awaited<ReturnType<typeof walletTestApp>>;
