import { toMinor } from '@exchange/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { house, transfer } from '../ledger/index.ts';

/** One demo opening balance: `amount` rupees moved from the user's parent to the user. */
export interface OpeningBalance {
  username: string;
  amount: number;
}

/**
 * The demo chain's opening balances, top down (each parent must be funded before its children). The
 * Super Admin is absent on purpose: its chips are the house's (see update-user-wallet), so Whitelabel's
 * opening balance is drawn on the house, exactly as a Super Admin deposit would be.
 */
export const demoOpeningBalances: readonly OpeningBalance[] = [
  { username: 'Whitelabel', amount: 1_00_00_000 },
  { username: 'Supermaster', amount: 50_00_000 },
  { username: 'Master', amount: 20_00_000 },
  { username: 'Agent', amount: 5_00_000 },
  { username: 'Player', amount: 10_000 },
  { username: 'Playertwo', amount: 10_000 },
];

/**
 * Gives demo users their opening balances through the ledger: one `opening` transfer per user from its
 * parent (from the house when the parent is the root Super Admin or there is no parent). Each transfer
 * carries the idempotency key `demo-opening:<username>`, so running the seed twice moves money once.
 * Throws when a user is missing or a parent cannot cover its child's amount (a wrong plan).
 */
export async function seedDemoBalances(
  db: Database,
  plan: readonly OpeningBalance[] = demoOpeningBalances,
): Promise<void> {
  if (plan.length === 0) return;
  const rows = await db
    .select({ id: users.id, username: users.username, parentId: users.parentId })
    .from(users)
    .where(
      inArray(
        users.username,
        plan.map((entry) => entry.username),
      ),
    );
  for (const entry of plan) {
    const user = rows.find((row) => row.username === entry.username);
    if (!user) throw new Error(`Demo user ${entry.username} does not exist`);
    const [parent] = user.parentId
      ? await db
          .select({ id: users.id, parentId: users.parentId })
          .from(users)
          .where(eq(users.id, user.parentId))
      : [];
    const from = !parent || parent.parentId === null ? house : parent.id;
    await transfer(db, {
      fromUserId: from,
      toUserId: user.id,
      amount: toMinor(entry.amount),
      kind: 'opening',
      narration: `Opening balance of ${entry.username}`,
      idempotencyKey: `demo-opening:${entry.username}`,
    });
  }
}
