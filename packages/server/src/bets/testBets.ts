import type { BetWire } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { house, transfer } from '../ledger/index.ts';
import { betEngineOf } from './index.ts';
import type { TestApp, TestUser } from '../testing/app.ts';

/** What a placebet call answered. */
export interface PlaceAnswer {
  status: number;
  /** A refusal's code (absent on success). */
  code?: string;
  message: string;
  data: {
    exposer: number;
    profitlist: { selectionId: number; amount: number }[];
    bet: { _id: string; status: 'match' | 'unmatch'; odds: number; stack: number };
  };
}

/** A funded player below `parent`, signed in. `exposureLimit` in rupees (the test default is 10,000). */
export async function newPlayer(
  t: TestApp,
  parent: TestUser,
  options: { balance?: number; exposureLimit?: number } = {},
): Promise<{ user: TestUser; token: string }> {
  let user = await t.createUser({ role: 'user', parent });
  if (options.exposureLimit !== undefined) {
    [user = user] = await t.context.db
      .update(users)
      .set({ exposureLimit: options.exposureLimit * 100 })
      .where(eq(users.id, user.id))
      .returning();
  }
  await fund(t, user, options.balance ?? 5_000);
  return { user, token: await t.signIn(user) };
}

export async function fund(t: TestApp, user: TestUser, rupees: number): Promise<void> {
  await transfer(t.context.db, {
    fromUserId: house,
    toUserId: user.id,
    amount: rupees * 100,
    kind: 'opening',
    narration: 'Opening balance',
  });
}

/** POST /bet/placebet as the player; `extra` adds body fields (persistence) and `headers` an idempotency key. */
export async function placeBet(
  t: TestApp,
  token: string,
  bet: BetWire,
  options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<PlaceAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/bet/placebet',
    headers: { authorization: `Bearer ${token}`, ...options.headers },
    payload: { ...bet, ...options.extra },
  });
  const body = response.json() as { code?: string; message: string; data: PlaceAnswer['data'] };
  return {
    status: response.statusCode,
    ...(body.code !== undefined && { code: body.code }),
    message: body.message,
    data: body.data,
  };
}

/** The player's balance and exposure in rupees, as get-user-balance shows them. */
export async function balanceOf(t: TestApp, token: string): Promise<{ balance: number; exposer: number }> {
  const { body } = await t.call('GET', '/api/get-user-balance', { token });
  return body.data as { balance: number; exposer: number };
}

/** Lets the matcher finish what the board's last changes asked of it. */
export function settle(t: TestApp): Promise<void> {
  return betEngineOf(t.app).idle();
}
