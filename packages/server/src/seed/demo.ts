import { authMethods, minor, privilegeIds, type Role } from '@exchange/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import { accounts, settings, users } from '../db/schema.ts';
import { seedDemoPaymentMethods } from '../cashier/seed.ts';
import { seedDemoBalances } from '../money/seed.ts';
import { seedDemoLottery } from './lottery.ts';

export const demoPassword = 'Demo1234';

/** One chain from the Super Admin down to two players; Playertwo has the Telegram second step on. */
export const demoUsers: readonly { username: string; fullname: string; role: Role; telegram?: boolean }[] = [
  { username: 'Superadmin', fullname: 'Demo Super Admin', role: 'admin' },
  { username: 'Whitelabel', fullname: 'Demo White Label', role: 'sadmin' },
  { username: 'Supermaster', fullname: 'Demo Super Master', role: 'smdl' },
  { username: 'Master', fullname: 'Demo Master', role: 'mdl' },
  { username: 'Agent', fullname: 'Demo Agent', role: 'dl' },
  { username: 'Player', fullname: 'Demo Player', role: 'user' },
  { username: 'Playertwo', fullname: 'Demo Player Two', role: 'user', telegram: true },
];

/**
 * The settings row seedDemo writes first: production refuses to start on a database that has it. Not a
 * setting of the settings API (src/settings/known.ts), so no call lists, changes or removes it.
 */
export const demoMarkerSettingName = 'demoSeeded';

/**
 * Whether the demo has filled this database: its marker, or (databases seeded before the marker existed)
 * a demo username that still signs in with the demo password.
 */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [marker] = await db
    .select({ name: settings.name })
    .from(settings)
    .where(eq(settings.name, demoMarkerSettingName));
  if (marker) return true;
  const names = demoUsers.map((demo) => demo.username.toLowerCase());
  const rows = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  for (const row of rows) if (await verifyPassword(demoPassword, row.hash)) return true;
  return false;
}

/**
 * Seeds the demo chain on an empty database only, with opening balances moved down the chain through the
 * ledger (money/seed.ts), never written directly, and the lottery's demo draws (seed/lottery.ts).
 */
export async function seedDemo(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  // First, so even a seed cut short leaves the database marked as the demo's.
  await db
    .insert(settings)
    .values({ name: demoMarkerSettingName, value: true })
    .onConflictDoNothing({ target: settings.name });
  const passwordHash = await hashPassword(demoPassword);
  let parent: { id: string; path: string } | null = null;
  for (const demo of demoUsers) {
    const id = crypto.randomUUID();
    const path: string = parent ? `${parent.path}/${id}` : id;
    const isPlayer = demo.role === 'user';
    await db.insert(users).values({
      id,
      username: demo.username,
      fullname: demo.fullname,
      role: demo.role,
      parentId: parent?.id ?? null,
      path,
      passwordHash,
      transactionPasswordHash: passwordHash,
      mustChangePassword: false,
      partnership: isPlayer ? 0 : 100 - demoUsers.indexOf(demo) * 10,
      exposureLimit: isPlayer ? minor(5_000_000) : null,
      // Demo operators may use every screen of the panel.
      privileges: isPlayer ? [] : [...privilegeIds],
      otpStatusTelegram: demo.telegram ? 1 : 0,
      authMethod: demo.telegram ? authMethods.telegram : authMethods.disabled,
      // The demo's Telegram "chat" is the local outbox (GET /api/dev/outbox).
      telegramChatId: demo.telegram ? `demo-${demo.username}` : null,
    });
    await db.insert(accounts).values({ userId: id });
    // Players hang off the Agent; every operator off the one above it.
    if (!isPlayer) parent = { id, path };
  }
  await seedDemoBalances(db);
  await seedDemoPaymentMethods(db);
  await seedDemoLottery(db, new Date());
  return true;
}
