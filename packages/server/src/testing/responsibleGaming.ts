import type { ResponsibleGamingStateWire } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { walletTestApp } from './providerWallet.ts';
import { cashierTree, fund } from './cashier.ts';
import type { TestApp, TestUser } from './app.ts';
import { testPassword } from './app.ts';
import { createTestMatch, noSportLimits } from './markets.ts';

export const hour = 60 * 60_000;
export const day = 24 * hour;

/**
 * One app for the responsible-gaming tests: the test casino provider, a clock the test moves
 * (`advance`), the cashier's tree (admin > ... > agent > player, agents with payment methods) and a
 * sports match with prices.
 */
export async function rgTestApp() {
  const wallet = await walletTestApp();
  const { t, clock } = wallet;
  const tree = await cashierTree(t);
  const match = await createTestMatch(t, { sport: noSportLimits });
  match.setPrices(match.matchOdds, [
    { back: [2], lay: [2.02] },
    { back: [3], lay: [3.05] },
    { back: [5], lay: [5.2] },
  ]);
  return {
    ...wallet,
    tree,
    match,
    /** Moves the app's clock on (the casino's test rounds read it too). */
    advance(ms: number) {
      clock.offset += ms;
    },
  };
}
export type RgTestApp = Awaited<ReturnType<typeof rgTestApp>>;

/** A new player below the cashier tree's agent (or `parent`), funded, signed in; UK when asked. */
export async function rgPlayer(
  rg: RgTestApp,
  options: { jurisdiction?: 'uk' | 'intl'; parent?: TestUser; rupees?: number } = {},
) {
  const { t } = rg;
  const created = await t.createUser({ role: 'user', parent: options.parent ?? rg.tree.agent });
  const [user = created] = await t.context.db
    .update(users)
    .set({ jurisdiction: options.jurisdiction ?? 'intl' })
    .where(eq(users.id, created.id))
    .returning();
  await fund(t, user, options.rupees ?? 1000);
  return { user, token: await t.signIn(user) };
}

type Answer = Awaited<ReturnType<TestApp['call']>> & { body: { code?: string } };

export const stateOf = (answer: Answer) => answer.body.data as ResponsibleGamingStateWire;

export async function rgState(t: TestApp, token: string): Promise<ResponsibleGamingStateWire> {
  const answer = await t.call('GET', '/api/responsible-gaming', { token });
  if (answer.status !== 200) throw new Error(`state refused: ${JSON.stringify(answer.body)}`);
  return stateOf(answer);
}

export function selfExclude(t: TestApp, token: string, period: string, password = testPassword) {
  return t.call('POST', '/api/responsible-gaming/self-exclude', { token, body: { period, password } });
}
